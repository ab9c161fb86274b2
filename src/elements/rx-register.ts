/**
 * @tag rx-register
 * @summary Account registration with a registration code: legal name, username, contacts, password, date of birth, language, insurance (warehouse-retail brand) and consent to the terms.
 *
 * @attr {string} registration-code - The code from the invitation. Defaults to the page's `id` query parameter; without a code, or when the code is not found, the element asks to go to /login.
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id used for company-specific behaviour.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @fires {CustomEvent<{ path: string; replace?: boolean; state?: Record<string, unknown> }>} rx-navigate - Go to /login: after success with `state.message = 'successfullyRegistered'`, or at once when the code is missing or not found (`replace: true`).
 * @fires {CustomEvent<{ usernameType: 'email' | 'phone' }>} rx-registration-completed - The account was created.
 *
 * @csspart root - The widget's outer box.
 * @csspart card - The card holding the form.
 * @csspart form - The registration form.
 * @csspart field - Each labelled field.
 * @csspart input - Each text input.
 * @csspart button - Each button.
 * @csspart dialog - The terms and conditions dialog.
 * @csspart pdf-page - Each page of the terms document.
 *
 * @cssprop --rx-color-primary - Brand colour of buttons and links.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxRegisterContract } from './contracts/rx-register';
import { RegisterWidget, type RegisterWidgetProps } from '../features/register/register-widget';

const contract = rxRegisterContract;

export const RxRegisterElement = defineRxElement<RegisterWidgetProps, typeof contract.attributes>({
  tag: 'rx-register',
  widget: RegisterWidget,
  attributes: contract.attributes,
});

export type RxRegister = RxElementOf<RegisterWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-register': RxRegister;
  }
}
