/**
 * @tag rx-care-programs
 * @summary The care programs page (/care-programs, care-program variant): each of the patient's drugs mapped to a disease program.
 *
 * Needs a signed-in patient (otherwise asks to go to /login with `rx-navigate`). Drugs sharing
 * the first 8 digits of their GPI (dashes removed) are one step. Each step offers the diseases as
 * radio buttons; Next stays disabled until one is chosen. The review lists every choice with an
 * Edit button, and Confirm saves the care groups (POST /v2/patient/care-groups, then
 * groups_mapped 2, so the after-login routing stops sending the patient here); home follows in 2 s.
 * With nothing to map, groups_mapped becomes 3.
 *
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @fires {CustomEvent<{ gIds: number[] }>} rx-care-groups-saved - The chosen care groups were saved.
 * @fires {CustomEvent<{ path: string; replace?: boolean }>} rx-navigate - /home (replace) 2 s after saving or from Go to home; /login when signed out.
 *
 * @csspart card - The widget's box.
 * @csspart title - The heading.
 * @csspart intro - The explanation above the steps.
 * @csspart step - One drug's step.
 * @csspart step-title - The step's heading ("Medication 1 of 2", "Review your choices").
 * @csspart drug-name - The drug names of the step.
 * @csspart hint - The message shown while no disease is chosen.
 * @csspart review - The review step.
 * @csspart review-list - The list of choices.
 * @csspart review-item - One drug and its chosen disease.
 * @csspart status - The live region holding the confirmation.
 * @csspart button - Each button.
 * @csspart next-button - Next (Done while editing).
 * @csspart back-button - Back to the previous drug.
 * @csspart edit-button - Edit of one choice.
 * @csspart confirm-button - Confirm.
 * @csspart home-button - Go to home, when there is nothing to map.
 *
 * @cssprop --rx-color-primary - Colour of the buttons and radios.
 * @cssprop --rx-color-border - Colour of the review's separators.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxCareProgramsContract } from './contracts/rx-care-programs';
import { CareProgramsWidget, type CareProgramsWidgetProps } from '../features/care-programs/care-programs-widget';

const contract = rxCareProgramsContract;

export const RxCareProgramsElement = defineRxElement<CareProgramsWidgetProps, typeof contract.attributes>({
  tag: 'rx-care-programs',
  widget: CareProgramsWidget,
  attributes: contract.attributes,
});

export type RxCarePrograms = RxElementOf<CareProgramsWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-care-programs': RxCarePrograms;
  }
}
