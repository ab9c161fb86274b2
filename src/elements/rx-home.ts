/**
 * @tag rx-home
 * @summary The signed-in patient's home: app bar with menu, greeting, quick-action tiles with badges, discount section and to-do list.
 *
 * Tiles follow the company's modules (ProfileDisplay always); badges count unread messages,
 * refills that qualify, documents awaiting the patient's signature and counseling to review.
 * Every tile, menu entry and activity asks to go to its screen with `rx-navigate`.
 *
 * @attr {boolean} initial-login - "true" after the first sign-in: shows the tour notice; the startup alert stays 10 s (else 5 s).
 * @attr {string} alert-on-startup - A message shown once on arrival.
 * @attr {string} redirect - "1" when reached through an old address: asks the patient to update bookmarks.
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @prop {boolean} initialLogin - Same as the attribute.
 * @prop {string} alertOnStartup - Same as the attribute.
 *
 * @fires {CustomEvent<{ reason: 'user' }>} rx-signed-out - Sign out was chosen in the account menu and confirmed; every tab's session ends (then rx-navigate to /login).
 * @fires {CustomEvent<{ path: string; state?: object }>} rx-navigate - A tile, menu entry or activity was chosen: /documents, /refill, /pharmacy, /chat, /medication, /order-history, /profile, /counseling, /settings, /discount-card, /survey?survey_event_id=..., /confirm-address, /missing-insurance.
 *
 * @csspart root - The widget's outer box.
 * @csspart home - The home page.
 * @csspart app-bar - The bar with the brand logo and the menu.
 * @csspart logo - The brand logo.
 * @csspart menu-button - The account menu button.
 * @csspart menu - The account menu.
 * @csspart tiles - The quick-action tiles.
 * @csspart tile - Each tile.
 * @csspart badge - A tile's count.
 * @csspart discount - The discount card section.
 * @csspart activities - The to-do list.
 * @csspart up-to-date - The message shown when nothing is pending.
 *
 * @cssprop --rx-color-primary - Brand colour (tile icons, app bar).
 * @cssprop --rx-color-danger - Badge colour.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxHomeContract } from './contracts/rx-home';
import { HomeWidget, type HomeWidgetProps } from '../features/home/home-widget';

const contract = rxHomeContract;

export const RxHomeElement = defineRxElement<HomeWidgetProps, typeof contract.attributes>({
  tag: 'rx-home',
  widget: HomeWidget,
  attributes: contract.attributes,
});

export type RxHome = RxElementOf<HomeWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-home': RxHome;
  }
}
