/**
 * @tag rx-login
 * @summary The login page: username and password, multi-factor codes, account recovery, forced
 * new password, account confirmation, forgot password, and sign-in from an auth link. Signed in,
 * it shows the patient's name and a Sign out button (with a confirm dialog).
 *
 * @attr {string} pool - Identity pool of the form: "standard" (default) or "basic". Auth links (`?auth=<single-use token from the server>`) always use the basic pool.
 * @attr {string} notice - A notice to show on arrival: "registered" (after registration) or "username-changed".
 * @attr {string} privacy-url - Target of the privacy link (warehouse-retail brand): a portal path (default `/terms-conditions`) or an absolute URL.
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id used for company-specific behaviour.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @fires {CustomEvent<{ uId: number }>} rx-signed-in - The patient signed in and the session is stored.
 * @fires {CustomEvent<{ reason: 'user' }>} rx-signed-out - The patient signed out with the Sign out button; every tab's session ends.
 * @fires {CustomEvent<{ path: string; replace?: boolean; state?: Record<string, unknown> }>} rx-navigate - Where to go: after sign-in the screen chosen by the post-login routing (with `replace: true`), or the enrollment or privacy page.
 *
 * @csspart root - The widget's outer box.
 * @csspart card - The card holding the current screen.
 * @csspart button - Each action button.
 * @csspart input - Each text input.
 * @csspart password-toggle - The show/hide password button.
 * @csspart help-button - The username help button.
 * @csspart link - Links to other pages of the portal.
 * @csspart footer - The copyright line.
 * @csspart signed-in-as - Who is signed in (the signed-in screen).
 * @csspart sign-out - The Sign out button of the signed-in screen.
 *
 * @cssprop --rx-color-primary - Brand colour of buttons and links.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 */
// Defined without the page's QueryClient: the sign-in form asks nothing of TanStack Query (the
// lost-device screen brings its own scope).
import { defineElement, type RxElementOf } from '../core/element/define-element';
import { rxLoginContract } from './contracts/rx-login';
import { LoginWidget, type LoginWidgetProps } from '../features/login/login-widget';

const contract = rxLoginContract;

export const RxLoginElement = defineElement<LoginWidgetProps, typeof contract.attributes>({
  tag: 'rx-login',
  widget: LoginWidget,
  attributes: contract.attributes,
});

export type RxLogin = RxElementOf<LoginWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-login': RxLogin;
  }
}
