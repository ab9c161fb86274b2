/**
 * @tag rx-email-verify
 * @summary The e-mail verification step after sign-in: enter or confirm an e-mail address, Confirm or Skip, then continue the post-login routing.
 *
 * Needs a signed-in session; without one it asks to go to /login.
 *
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id used for company-specific behaviour.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @fires {CustomEvent<{ path: string; replace?: boolean; state?: Record<string, unknown> }>} rx-navigate - The next screen of the post-login routing (or /login without a session).
 * @fires {CustomEvent<Record<string, never>>} rx-email-verified - The e-mail was saved and marked verified.
 * @fires {CustomEvent<Record<string, never>>} rx-email-verification-skipped - The patient skipped; not asked again in this tab's session.
 *
 * @csspart root - The widget's outer box.
 * @csspart card - The card holding the form.
 * @csspart form - The form.
 * @csspart input - The e-mail input.
 * @csspart button - Each action button.
 *
 * @cssprop --rx-color-primary - Brand colour of buttons and links.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxEmailVerifyContract } from './contracts/rx-email-verify';
import { EmailVerifyWidget, type EmailVerifyWidgetProps } from '../features/email-verify/email-verify-widget';

const contract = rxEmailVerifyContract;

export const RxEmailVerifyElement = defineRxElement<EmailVerifyWidgetProps, typeof contract.attributes>({
  tag: 'rx-email-verify',
  widget: EmailVerifyWidget,
  attributes: contract.attributes,
});

export type RxEmailVerify = RxElementOf<EmailVerifyWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-email-verify': RxEmailVerify;
  }
}
