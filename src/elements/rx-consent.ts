/**
 * @tag rx-consent
 * @summary The consent step after sign-in: the brand's terms and conditions, an "I agree" checkbox, Continue (records the consent date and continues the post-login routing) and Sign out.
 *
 * Needs a signed-in session; without one it asks to go to /login.
 *
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id used for company-specific behaviour.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @fires {CustomEvent<{ path: string; replace?: boolean; state?: Record<string, unknown> }>} rx-navigate - The next screen of the post-login routing, or /login after signing out.
 * @fires {CustomEvent<{ consentDate: string }>} rx-consent-given - The consent was recorded.
 * @fires {CustomEvent<{ reason: 'user' }>} rx-signed-out - The patient signed out instead.
 *
 * @csspart root - The widget's outer box.
 * @csspart card - The card holding the terms and the form.
 * @csspart pdf-scroll - The scrolling area of the terms document.
 * @csspart pdf-page - Each page of the terms document.
 * @csspart button - Each action button.
 *
 * @cssprop --rx-color-primary - Brand colour of buttons and links.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxConsentContract } from './contracts/rx-consent';
import { ConsentWidget, type ConsentWidgetProps } from '../features/consent/consent-widget';

const contract = rxConsentContract;

export const RxConsentElement = defineRxElement<ConsentWidgetProps, typeof contract.attributes>({
  tag: 'rx-consent',
  widget: ConsentWidget,
  attributes: contract.attributes,
});

export type RxConsent = RxElementOf<ConsentWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-consent': RxConsent;
  }
}
