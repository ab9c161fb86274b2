/**
 * @tag rx-documents
 * @summary The patient's documents in groups (awaiting my signature, signed, clinical, imported), the PDF viewer, and the form filler that signs and submits; or a signer's own link without signing in (flex-sign).
 *
 * Signed in, it lists the documents (de-duplicated, with a badge of those awaiting the patient's
 * signature) and opens one: pdf.js shows the pages (loaded only then), and when it is the
 * patient's turn, pdf-lib reads the form fields carrying their signer number. Save is enabled
 * when every required field is complete and the signature (drawn or typed) is given; Submit
 * sends the saved PDF. With a signer's link (`/doc-sign?uuid=…&signerUuId=…`) it opens that
 * document for that signer without a session; an earlier signer's turn makes it view-only.
 *
 * @attr {string} view - "sign" or "flex-sign" to open a signer's link (the portal's /doc-sign and /flex-sign).
 * @attr {string} sr-uuid - The sign request of a signer's link (default: the page's `uuid` query parameter).
 * @attr {string} signer-uuid - The signer of the link (default: the page's `signerUuId` query parameter).
 * @attr {string} doc-id - A document to open at once (default: the page's `doc_id` query parameter).
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @fires {CustomEvent<{ docId: number }>} rx-document-submitted - A signer submitted the filled and signed document.
 * @fires {CustomEvent<{ path: string; replace?: boolean; state?: Record<string, unknown> }>} rx-navigate - /login when signed out without a signer's link.
 *
 * @csspart root - The widget's outer box.
 * @csspart card - The card holding the page.
 * @csspart badge - The count of documents awaiting the patient's signature.
 * @csspart signature - Each signature field (draw or type).
 * @csspart pdf-viewer - The document viewer.
 * @csspart pdf-page - Each rendered page.
 * @csspart pdf-download - The Download PDF link.
 *
 * @cssprop --rx-color-primary - Brand colour of buttons and links.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxDocumentsContract } from './contracts/rx-documents';
import { DocumentsWidget, type DocumentsWidgetProps } from '../features/documents/documents-widget';

const contract = rxDocumentsContract;

export const RxDocumentsElement = defineRxElement<DocumentsWidgetProps, typeof contract.attributes>({
  tag: 'rx-documents',
  widget: DocumentsWidget,
  attributes: contract.attributes,
});

export type RxDocuments = RxElementOf<DocumentsWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-documents': RxDocuments;
  }
}
