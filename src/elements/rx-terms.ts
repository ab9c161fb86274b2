/**
 * @tag rx-terms
 * @summary The brand's terms and conditions as a PDF (pdf.js, loaded only when shown), with a fallback document when it cannot be loaded.
 *
 * Needs no sign-in. The PDF comes from `GET /company/terms?brand_id=…`; any failure (not 200,
 * no document, a PDF pdf.js cannot read) shows the portal's general terms instead.
 *
 * @attr {string} brand-id - Whose terms (default: the page's `brand_id` query parameter, else the element's brand).
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @csspart root - The widget's outer box.
 * @csspart card - The card holding the terms.
 * @csspart pdf-viewer - The document viewer.
 * @csspart pdf-page - Each rendered page.
 * @csspart pdf-download - The Download PDF link.
 * @csspart pdf-fallback - The box of the fallback document.
 * @csspart fallback - The fallback document.
 *
 * @cssprop --rx-color-primary - Brand colour of links.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxTermsContract } from './contracts/rx-terms';
import { TermsWidget, type TermsWidgetProps } from '../features/terms/terms-widget';

const contract = rxTermsContract;

export const RxTermsElement = defineRxElement<TermsWidgetProps, typeof contract.attributes>({
  tag: 'rx-terms',
  widget: TermsWidget,
  attributes: contract.attributes,
});

export type RxTerms = RxElementOf<TermsWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-terms': RxTerms;
  }
}
