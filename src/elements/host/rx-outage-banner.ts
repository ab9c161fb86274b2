/**
 * @tag rx-outage-banner
 * @summary Service outage notices: fetched at start and then on an interval, each shown as a yellow dismissible alert.
 *
 * @attr {string} api-base - API base URL (default `/api`, or the enclosing rx-config's).
 * @attr {number} interval - Refresh interval in ms (default 3600000, or rx-config's notice-interval).
 * @attr {string} locale - Language: en or es.
 *
 * @fires {CustomEvent<{ id: number | string }>} rx-notice-dismissed - The patient dismissed a notice.
 *
 * @csspart banner - The list of notices.
 * @csspart notice - One notice.
 * @csspart dismiss - The dismiss button of a notice.
 *
 * @cssprop --rx-color-warning - Notice background (default yellow).
 * @cssprop --rx-color-warning-text - Notice text colour.
 * @cssprop --rx-font-family - Font.
 */
import { LitElement, css, html, nothing } from 'lit';
import { ContextConsumer } from '@lit/context';
import { rxConfigContext, globalConfigLayer, ensureContextRoot } from '../../core/config/config-context';
import { resolveConfig } from '../../core/config/resolve-config';
import { isLanguage, sharedI18n } from '../../core/i18n/i18n';
import { emitRxEvent } from '../../core/events/emit';
import type { OutageNotice } from '../../domain/company/outage-notice.schema';
import { pollNotices } from './outage-banner/notice-poller';
import { dismiss, isDismissed } from './outage-banner/dismissed-notices';

export class RxOutageBannerElement extends LitElement {
  static override properties = {
    apiBase: { attribute: 'api-base' },
    interval: { type: Number },
    locale: {},
    notices: { state: true },
  };

  static override styles = css`
    :host {
      display: block;
      --_bg: var(--rx-color-warning, #fff4ce);
      --_fg: var(--rx-color-warning-text, #4d3800);
    }
    :host([hidden]) {
      display: none;
    }
    ul {
      all: initial;
      display: grid;
      gap: 8px;
      margin: 0;
      padding: 0;
      list-style: none;
      font-family: var(--rx-font-family, system-ui, sans-serif);
      font-size: 16px;
      line-height: 1.5;
    }
    li {
      display: flex;
      align-items: flex-start;
      gap: 12px;
      padding: 12px 16px;
      background: var(--_bg);
      color: var(--_fg);
      border: 1px solid #c9a400;
      border-left: 6px solid #c9a400;
      border-radius: var(--rx-radius, 6px);
    }
    .icon {
      flex: none;
      font-weight: 700;
    }
    .message {
      flex: 1;
      white-space: pre-line;
    }
    button {
      all: initial;
      flex: none;
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: 32px;
      height: 32px;
      border-radius: 50%;
      color: var(--_fg);
      font: 700 20px/1 system-ui, sans-serif;
      cursor: pointer;
    }
    button:hover {
      background: rgba(0, 0, 0, 0.08);
    }
    button:focus-visible {
      outline: 3px solid var(--rx-color-focus, #1a73e8);
      outline-offset: 2px;
    }
  `;

  apiBase?: string;
  interval?: number;
  locale?: string;
  notices: OutageNotice[] = [];

  private stopPolling?: () => void;
  private pollKey = '';
  /** The language the notices were asked in (dismissals remember it). */
  private noticeLanguage = 'en';
  private readonly i18n = sharedI18n();
  private readonly onLanguageChanged = () => this.requestUpdate();
  private readonly contextConfig = (ensureContextRoot(), new ContextConsumer(this, { context: rxConfigContext, subscribe: true }));

  private get config() {
    return resolveConfig({
      attributes: { apiBase: this.apiBase, noticeIntervalMs: this.interval && this.interval > 0 ? this.interval : undefined },
      context: this.contextConfig.value,
      global: globalConfigLayer(),
    });
  }

  override connectedCallback() {
    super.connectedCallback();
    this.i18n.on('languageChanged', this.onLanguageChanged);
    this.i18n.on('loaded', this.onLanguageChanged);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.i18n.off('languageChanged', this.onLanguageChanged);
    this.i18n.off('loaded', this.onLanguageChanged);
    this.stopPolling?.();
    this.stopPolling = undefined;
    this.pollKey = '';
  }

  protected override willUpdate() {
    const config = this.config;
    // The language asked of this banner (its attribute, else an enclosing <rx-config>'s or the
    // page's rxConfig): the page is switching to it, so the notices are asked once, in it.
    const asked = isLanguage(this.locale) ? this.locale : isLanguage(config.locale) ? config.locale : undefined;
    if (asked && this.i18n.language !== asked) void this.i18n.changeLanguage(asked);
    const language = asked ?? (isLanguage(this.i18n.language) ? this.i18n.language : 'en');
    const { apiBase, noticeIntervalMs } = config;
    const key = `${apiBase}|${noticeIntervalMs}|${language}`;
    if (key !== this.pollKey && this.isConnected) {
      this.stopPolling?.();
      this.pollKey = key;
      this.noticeLanguage = language;
      this.stopPolling = pollNotices(apiBase, noticeIntervalMs, language, (notices) => {
        this.notices = notices.filter((n) => !isDismissed(n, language));
      });
    }
  }

  private dismissNotice(notice: OutageNotice, index: number) {
    dismiss(notice, this.noticeLanguage);
    this.notices = this.notices.filter((n) => n !== notice);
    emitRxEvent(this, 'rx-notice-dismissed', { id: notice.id ?? index });
    // Keep keyboard focus in the banner: move it to the next notice's button, if any.
    void this.updateComplete.then(() => {
      const buttons = this.renderRoot.querySelectorAll('button');
      (buttons[Math.min(index, buttons.length - 1)] as HTMLButtonElement | undefined)?.focus();
    });
  }

  override render() {
    if (this.notices.length === 0) return nothing;
    const t = this.i18n.getFixedT(this.i18n.language, 'common');
    return html`<section part="banner" aria-label=${t('notice.region')} aria-live="polite" lang=${this.i18n.language}><ul>
      ${this.notices.map(
        (notice, index) =>
          html`<li part="notice">
            <span class="icon" aria-hidden="true">!</span>
            <span class="message">${notice.message}</span>
            <button part="dismiss" type="button" aria-label=${`${t('notice.dismiss')}: ${notice.message}`} @click=${() => this.dismissNotice(notice, index)}>
              <span aria-hidden="true">×</span>
            </button>
          </li>`,
      )}
    </ul></section>`;
  }
}

if (!customElements.get('rx-outage-banner')) customElements.define('rx-outage-banner', RxOutageBannerElement);

declare global {
  interface HTMLElementTagNameMap {
    'rx-outage-banner': RxOutageBannerElement;
  }
}
