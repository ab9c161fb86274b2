/**
 * @tag rx-medications
 * @summary 'My Medications': active, pending and inactive prescriptions, each status leading to its view (tracker, vector view, refill wizard, edit request), billing, opt-out and a PDF medication list.
 *
 * Needs a signed-in patient (otherwise asks to go to /login with `rx-navigate`). A status click
 * in the active table opens the vector view, schedules a delivery (`rx-navigate` to /refill with
 * `state.fromMedication`), opens the latest refill request for editing (`rx-navigate` to /refill
 * with `state.refillUpdate`, which `<rx-portal>` hands to `<rx-refill>` as its `refillUpdate`
 * property) or the single prescription view; pending rows open the vector view. With the
 * company module WEB_MedicationTracker the single views show the tracker, and an active
 * prescription's view has its refill reminder (`rx-refill-reminder-changed` when it is turned on,
 * changed or off). Back steps through the views, then asks for /home.
 *
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @fires {CustomEvent<{ path: string; replace?: boolean; state?: Record<string, unknown> }>} rx-navigate - Where to go: /login when signed out; /home from Back; /refill with `state.fromMedication` (schedule delivery) and `state.refillUpdate` (edit request).
 * @fires {CustomEvent<{ gId: number; change: 'on' | 'changed' | 'off'; leadDays: 0 | 3 | 7 | null }>} rx-refill-reminder-changed - A prescription's refill reminder was turned on, changed or turned off (saved by the server); `leadDays` is the days before the refill date, null when off.
 *
 * @csspart medications - The card.
 * @csspart title - The page title.
 * @csspart button - Each button.
 * @csspart back-button - The Back button.
 * @csspart table - Each of the three tables (also table-active, table-pending, table-inactive).
 * @csspart medication-row - A row of a table.
 * @csspart medication-name - The medication name button of a row.
 * @csspart status - The status of a row (a button in the active and pending tables).
 * @csspart prescription - One prescription in a single view.
 * @csspart tracker - The tracker of a prescription.
 * @csspart tracker-header - The tracker's status header (red for an error).
 * @csspart tracker-step - A step of the tracker.
 * @csspart billing - The billing details.
 * @csspart opt-out - The opt-out button and its result.
 * @csspart pdf-button - The "Download my medication list" button.
 *
 * @cssprop --rx-color-primary - Colour of links and buttons.
 * @cssprop --rx-color-success - Colour of completed and current tracker steps.
 * @cssprop --rx-color-danger - Colour of errors and the errored tracker step.
 * @cssprop --rx-color-border - Colour of borders.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 * @cssprop --rx-space - Base spacing unit.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxMedicationsContract } from './contracts/rx-medications';
import { MedicationsWidget } from '../features/medications/medications-widget';

const contract = rxMedicationsContract;

export const RxMedicationsElement = defineRxElement<Record<string, never>, typeof contract.attributes>({
  tag: 'rx-medications',
  widget: MedicationsWidget,
  attributes: contract.attributes,
});

export type RxMedications = RxElementOf<Record<string, never>, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-medications': RxMedications;
  }
}
