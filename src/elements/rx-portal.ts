/**
 * @tag rx-portal
 * @summary The whole patient portal: every route of the spec, guarded, each rendering its rx element.
 *
 * Routes that need a session send to /login without one (keeping the link's query parameters);
 * module-gated routes send to /home when the company lacks the module; unknown paths go to
 * /not-found and / to /login. Widgets ask to go somewhere with `rx-navigate`, which the portal
 * routes (and cancels). Signed-in routes sign out after inactivity (configurable through
 * `<rx-config idle-timeout idle-warning>`), with a warning dialog for the final seconds; the ID
 * token is refreshed before it expires. With history routing the page title and favicon follow
 * the brand and page.
 *
 * @attr {string} routing - "history" (default: the standalone page owns the address bar) or "memory" (embedded).
 * @attr {string} base-path - Where the portal lives on the page's origin with history routing, e.g. "/portal".
 * @attr {string} route - The first route with memory routing (default "/", which goes to /login).
 * @attr {string} api-base - API base URL (default `/api`); passed on to every screen.
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id used before sign-in (logo, favicon).
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @fires {CustomEvent<{ reason: 'user' | 'expired' | 'idle' }>} rx-signed-out - The portal signed the patient out (inactivity, or "Sign out now" in the inactivity warning).
 * @fires {CustomEvent<{ path: string }>} rx-route-changed - A new page is shown (path without query string).
 *
 * @csspart portal - The portal's outer box.
 * @csspart main - The page area (wider on /documents and /doc-sign).
 * @csspart screen - The routed element.
 * @csspart placeholder - The screen of a page not available yet.
 * @csspart not-found - The not-found screen.
 * @csspart dialog - The inactivity warning.
 *
 * @cssprop --rx-color-primary - Brand colour.
 * @cssprop --rx-color-background - Page background.
 * @cssprop --rx-font-family - Font of the portal.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxPortalContract } from './contracts/rx-portal';
import { setElementLoader } from '../core/element/element-loader';
import { observeRxElements } from '../loader';
import { PortalWidget, type PortalWidgetProps } from '../features/portal/portal-widget';

/** The element modules of this build, by tag: the portal shows a placeholder for any other tag. */
const elementTags = Object.keys(import.meta.glob(['./rx-*.ts', '!./rx-portal.ts'])).map((path) =>
  path.slice(path.lastIndexOf('/') + 1, -3),
);

setElementLoader(observeRxElements, elementTags);

const contract = rxPortalContract;

export const RxPortalElement = defineRxElement<PortalWidgetProps, typeof contract.attributes>({
  tag: 'rx-portal',
  widget: PortalWidget,
  attributes: contract.attributes,
});

export type RxPortal = RxElementOf<PortalWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-portal': RxPortal;
  }
}
