/**
 * @tag rx-settings
 * @summary Settings: login and security (username change with a verification code, authenticator-app multi-factor), communications, care programs and support requests.
 *
 * Needs a signed-in patient (otherwise asks to go to /login with `rx-navigate`). Messages show
 * in 5-second toasts (the support request's in 3 seconds). A username change ends with the
 * patient signed out and sent to /login, where the new username signs in.
 *
 * @attr {string} option - The sub-screen to open: 1 login and security, 2 communications, 4 support (3 leaves for /care-programs); anything else opens the list.
 * @attr {string} action - "unsubscribe" (route state of `/login?action=unsubscribe`): opens communications without the top bar.
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @fires {CustomEvent<{ path: string; replace?: boolean; state?: Record<string, unknown> }>} rx-navigate - Where to go: /login when signed out or after a username change (state `{ notice: 'username-changed' }`); /care-programs from the care-programs entry.
 * @fires {CustomEvent<{ reason: 'user' }>} rx-signed-out - The patient signed out, or was signed out after changing the username.
 *
 * @csspart root - The widget's outer box.
 * @csspart settings - The settings screen.
 * @csspart card - The card holding the current screen.
 * @csspart top-bar - The bar with the back button and the title.
 * @csspart back-button - The back button.
 * @csspart list - The list of entries.
 * @csspart entry - Each entry of the list.
 * @csspart sign-out-button - The sign-out button.
 * @csspart login-security - The login and security screen.
 * @csspart username - The current username.
 * @csspart mfa-switch - The multi-factor switch.
 * @csspart sms-mfa - The text-message code state, for phone usernames.
 * @csspart qr-code - The authenticator setup QR code.
 * @csspart mfa-secret - The authenticator key as text.
 * @csspart communications - The communications screen.
 * @csspart support-form - The support request form.
 * @csspart button - Each button.
 * @csspart dialog - The username, authenticator, unsubscribe and sign-out dialogs.
 *
 * @cssprop --rx-color-primary - Brand colour of buttons, the switch and the top bar.
 * @cssprop --rx-color-border - Colour of entry and card borders.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 * @cssprop --rx-space - Base spacing unit.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxSettingsContract } from './contracts/rx-settings';
import { SettingsWidget, type SettingsWidgetProps } from '../features/settings/settings-widget';

const contract = rxSettingsContract;

export const RxSettingsElement = defineRxElement<SettingsWidgetProps, typeof contract.attributes>({
  tag: 'rx-settings',
  widget: SettingsWidget,
  attributes: contract.attributes,
});

export type RxSettings = RxElementOf<SettingsWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-settings': RxSettings;
  }
}
