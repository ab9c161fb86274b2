/**
 * @tag rx-pharmacy
 * @summary The pharmacy page: support number, opening hours with the time zone, address, fax and e-mail; the Updates tab with the pharmacy's alerts on the brand that has it.
 *
 * Needs a signed-in patient (otherwise asks to go to /login with `rx-navigate`). Shows the
 * pharmacy of the brand the page is branded as (`brand`, else the host name) for the patient's
 * company. Only the specialty brand shows the Overview and Updates tabs; the others show the
 * overview alone.
 *
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @fires {CustomEvent<{ path: string; replace?: boolean }>} rx-navigate - /home from Back; /login when signed out.
 *
 * @csspart card - The widget's box.
 * @csspart title - The pharmacy's name.
 * @csspart button - Each button.
 * @csspart back-button - The Home button.
 * @csspart tabs - The Overview and Updates tabs (specialty brand).
 * @csspart tab - Each tab.
 * @csspart tabpanel - Each tab's panel.
 * @csspart overview - The pharmacy's contact, hours and address.
 * @csspart contact - Phone, fax and e-mail.
 * @csspart phone - The support number (a tel link).
 * @csspart fax - The fax number.
 * @csspart email - The e-mail address (a mailto link).
 * @csspart hours - The opening hours.
 * @csspart time-zone - The time zone of the hours.
 * @csspart hours-note - The pharmacy's note about its hours.
 * @csspart address - The street address.
 * @csspart updates - The list of alerts.
 * @csspart update - Each alert with its date.
 * @csspart no-updates - The message when there are no alerts.
 *
 * @cssprop --rx-color-primary - Brand colour of links, tabs and alert edges.
 * @cssprop --rx-color-border - Colour of borders.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxPharmacyContract } from './contracts/rx-pharmacy';
import { PharmacyWidget, type PharmacyWidgetProps } from '../features/pharmacy/pharmacy-widget';

const contract = rxPharmacyContract;

export const RxPharmacyElement = defineRxElement<PharmacyWidgetProps, typeof contract.attributes>({
  tag: 'rx-pharmacy',
  widget: PharmacyWidget,
  attributes: contract.attributes,
});

export type RxPharmacy = RxElementOf<PharmacyWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-pharmacy': RxPharmacy;
  }
}
