/**
 * @tag rx-unsubscribe
 * @summary The e-mail preferences page: unsubscribe from or resubscribe to the pharmacy's e-mail.
 *
 * A preference is shown and changed only with the signed, expiring token of an e-mail's link (the
 * page's `token` query parameter, read once and removed from the address bar); without one the
 * page asks the reader to use the link in one of our e-mails and changes nothing.
 *
 * @attr {string} email - The address to change. Defaults to the `email` query parameter of the page's link.
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id used for company-specific behaviour.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @fires {CustomEvent<{ email: string }>} rx-email-unsubscribed - The address was unsubscribed.
 * @fires {CustomEvent<{ email: string }>} rx-email-resubscribed - The address was resubscribed.
 *
 * @csspart root - The widget's outer box.
 * @csspart card - The card holding the form.
 * @csspart button - Each action button.
 *
 * @cssprop --rx-color-primary - Brand colour of buttons and links.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxUnsubscribeContract } from './contracts/rx-unsubscribe';
import { UnsubscribeWidget, type UnsubscribeWidgetProps } from '../features/unsubscribe/unsubscribe-widget';

const contract = rxUnsubscribeContract;

export const RxUnsubscribeElement = defineRxElement<UnsubscribeWidgetProps, typeof contract.attributes>({
  tag: 'rx-unsubscribe',
  widget: UnsubscribeWidget,
  attributes: contract.attributes,
});

export type RxUnsubscribe = RxElementOf<UnsubscribeWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-unsubscribe': RxUnsubscribe;
  }
}
