/**
 * @tag rx-config
 * @summary Shares configuration with every rx element inside it (API base, identity pools, brand, locale, CSP nonce...).
 *
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 * @attr {string} nonce - CSP nonce for the widgets' style elements.
 * @attr {string} analytics - "true" or "false": send analytics calls.
 * @attr {number} idle-timeout - Inactivity before sign-out, in ms (default 300000).
 * @attr {number} idle-warning - Length of the inactivity warning, in ms (default 20000).
 * @attr {number} notice-interval - Outage notice refresh, in ms (default 3600000).
 * @attr {string} user-pool-id - Standard identity pool id.
 * @attr {string} user-pool-client-id - Standard identity pool app client id.
 * @attr {string} identity-endpoint - Cognito-compatible endpoint for both pools.
 * @attr {string} basic-user-pool-id - Basic (auth link) pool id.
 * @attr {string} basic-user-pool-client-id - Basic pool app client id.
 * @attr {string} remember-device - "true": keep the signed-in session in localStorage, so it outlives the browser (a remembered device). Default: kept in the tab (sessionStorage); a new tab of the portal takes it from an open one.
 * @attr {string} portal-url - Where the portal lives (`/portal` or `https://portal.partner.example`): links of widgets outside `<rx-portal>` point there (default: the page's origin).
 * @prop {RxConfigLayer} config - Any config as an object; attributes win over it.
 */
import { LitElement, css, html, type PropertyValues } from 'lit';
import { ContextProvider } from '@lit/context';
import { rxConfigContext } from '../../core/config/config-context';
import { rxConfigLayerFromAttributes, type RxConfigAttributes } from '../../core/config/config-attributes';
import type { RxConfigLayer } from '../../core/config/config-types';

const attributeNames: Array<[keyof RxConfigAttributes, string]> = [
  ['apiBase', 'api-base'],
  ['brand', 'brand'],
  ['companyId', 'company-id'],
  ['locale', 'locale'],
  ['theme', 'theme'],
  ['nonce', 'nonce'],
  ['analytics', 'analytics'],
  ['idleTimeout', 'idle-timeout'],
  ['idleWarning', 'idle-warning'],
  ['noticeInterval', 'notice-interval'],
  ['userPoolId', 'user-pool-id'],
  ['userPoolClientId', 'user-pool-client-id'],
  ['identityEndpoint', 'identity-endpoint'],
  ['basicUserPoolId', 'basic-user-pool-id'],
  ['basicUserPoolClientId', 'basic-user-pool-client-id'],
  ['portalUrl', 'portal-url'],
  ['rememberDevice', 'remember-device'],
];

export class RxConfigElement extends LitElement {
  static override styles = css`
    :host {
      display: contents;
    }
  `;

  static override get observedAttributes() {
    return [...super.observedAttributes, ...attributeNames.map(([, attr]) => attr)];
  }

  /** Config given from JavaScript; attributes override it. */
  config: RxConfigLayer = {};

  private readonly provider = new ContextProvider(this, { context: rxConfigContext, initialValue: {} });

  override connectedCallback() {
    super.connectedCallback();
    this.publish();
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null) {
    super.attributeChangedCallback(name, old, value);
    if (old !== value) this.publish();
  }

  protected override willUpdate(changed: PropertyValues) {
    if (changed.has('config')) this.publish();
  }

  static override properties = { config: { attribute: false } };

  private publish() {
    const attrs = Object.fromEntries(
      attributeNames.map(([key, attr]) => [key, this.getAttribute(attr) ?? undefined]),
    ) as RxConfigAttributes;
    // Under a CSP the browser hides the nonce attribute (it reads "") and keeps it in `.nonce`.
    attrs.nonce = this.nonce || attrs.nonce;
    this.provider.setValue(rxConfigLayerFromAttributes(attrs, this.config));
  }

  override render() {
    return html`<slot></slot>`;
  }
}

if (!customElements.get('rx-config')) customElements.define('rx-config', RxConfigElement);

declare global {
  interface HTMLElementTagNameMap {
    'rx-config': RxConfigElement;
  }
}
