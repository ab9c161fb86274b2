/**
 * @tag rx-refill
 * @summary The refill wizard: choose medications, a delivery date, an address, payment and supplies, review and submit; or edit a scheduled order.
 *
 * Needs a signed-in patient (otherwise asks to go to /login with `rx-navigate`). When an order
 * is already in progress, a notice with a read-only view of it replaces the wizard. The
 * patient's choices survive a reload, the element being removed and re-added, and an idle
 * sign-out followed by the same patient signing in; they are dropped on submit, on an explicit
 * sign-out and for any other patient. Each submission carries an `Idempotency-Key`, so a retry or
 * a double click makes one order.
 *
 * @attr {boolean} from-medication - "true" when opened from the medication page: Back before the first step returns there (else home).
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @prop {RefillUpdate | null} refillUpdate - A stored request to edit and the step to open (1 date, 2 address, 3 payment and supplies, 5 review); set from JavaScript. Submits by PUT; Back stops at the delivery date.
 * @prop {boolean} fromMedication - Same as the attribute.
 *
 * @fires {CustomEvent<{ requestId: number; deliveryDate: string; medications: string[] }>} rx-refill-submitted - The request was sent (created, or changed when editing); medications are display names.
 * @fires {CustomEvent<{ path: string; replace?: boolean; state?: Record<string, unknown> }>} rx-navigate - Where to go: /login when signed out; /medication or /home from Back; /survey?survey_event_id=… for a required assessment; /nps-form or /home (replace) 2 s after a submit.
 *
 * @csspart root - The widget's outer box.
 * @csspart refill - The wizard card.
 * @csspart title - The page title.
 * @csspart stepper - The step indicator.
 * @csspart step-heading - The heading of the current step (focused on each step change).
 * @csspart step - The content of the current step.
 * @csspart alert - Validation and result messages.
 * @csspart actions - The bar with Back and Next (or Submit).
 * @csspart button - Each button.
 * @csspart back-button - The Back button.
 * @csspart next-button - The Next button.
 * @csspart submit-button - The Submit button of the review.
 * @csspart edit-button - Each Edit button of the review.
 * @csspart medication-list - The medications that can be refilled here.
 * @csspart non-portal - The medications refilled by phone.
 * @csspart pharmacy-contact - The pharmacy's phone number and hours.
 * @csspart summary - The review, and the view of an active order.
 * @csspart active-order - The notice shown when an order is in progress.
 * @csspart active-order-reason - Why a new delivery cannot be scheduled: the medications in an order in progress.
 * @csspart view-order-button - The button opening the active order.
 * @csspart order-view - The read-only view of the active order.
 * @csspart no-medications - The call-the-pharmacy message when there is nothing to refill.
 * @csspart confirmation - The message after a successful submit.
 * @csspart loading-overlay - The cover shown while medications load.
 * @csspart dialog - The instructions, assessments and add-address dialogs.
 *
 * @cssprop --rx-color-primary - Brand colour of buttons, links and the step indicator.
 * @cssprop --rx-color-danger - Colour of errors and refill-count warnings.
 * @cssprop --rx-color-border - Colour of the card and section borders.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 * @cssprop --rx-space - Base spacing unit.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxRefillContract } from './contracts/rx-refill';
import { RefillWidget, type RefillWidgetProps } from '../features/refill/refill-widget';

const contract = rxRefillContract;

export const RxRefillElement = defineRxElement<RefillWidgetProps, typeof contract.attributes>({
  tag: 'rx-refill',
  widget: RefillWidget,
  attributes: contract.attributes,
});

export type RxRefill = RxElementOf<RefillWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-refill': RxRefill;
  }
}
