/**
 * @tag rx-enroll
 * @summary The enrollment form for existing pharmacy patients (no login): names, date of birth, contact, Rx number and, for one brand, the pharmacy; then a thank-you.
 *
 * Needs an enrollment code (the attribute or the page's `enrollment_code` query parameter);
 * without one it asks to go to /login with `rx-navigate`. Submit stays disabled until the form
 * is valid. When an account already uses the contact, the alert offers Go to Login.
 *
 * @attr {string} enrollment-code - The code of the patient's enrollment link. Defaults to the page's `enrollment_code` query parameter.
 * @attr {string} mobile-number - Prefills the mobile phone contact. Defaults to the page's `mobileNumber` query parameter.
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @fires {CustomEvent<{ contactType: 'email' | 'phone' }>} rx-enrollment-requested - The request was accepted (200).
 * @fires {CustomEvent<{ path: string; replace?: boolean; state?: Record<string, unknown> }>} rx-navigate - /login (replace) without an enrollment code, or /login from Go to Login.
 *
 * @csspart root - The widget's outer box.
 * @csspart card - The card holding the form.
 * @csspart form - The enrollment form.
 * @csspart submit-button - The Submit button.
 * @csspart thank-you - The message after a successful request.
 * @csspart alert - The failure message (shown 6 seconds).
 * @csspart login-button - The Go to Login button of the duplicate-account message.
 *
 * @cssprop --rx-color-primary - Brand colour of buttons.
 * @cssprop --rx-color-danger - Colour of errors.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 * @cssprop --rx-space - Base spacing unit.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxEnrollContract } from './contracts/rx-enroll';
import { EnrollWidget, type EnrollWidgetProps } from '../features/enroll/enroll-widget';

const contract = rxEnrollContract;

export const RxEnrollElement = defineRxElement<EnrollWidgetProps, typeof contract.attributes>({
  tag: 'rx-enroll',
  widget: EnrollWidget,
  attributes: contract.attributes,
});

export type RxEnroll = RxElementOf<EnrollWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-enroll': RxEnroll;
  }
}
