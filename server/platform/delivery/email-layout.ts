/**
 * The one layout of every e-mail the server sends (refill reminders, identity codes): the same
 * paragraphs as HTML and as plain text, under the brand's logo. Everything put in is text, never
 * HTML: it is escaped, and only http(s) addresses become links.
 */

/** A paragraph of text, or a line shown large (a code) that stays one run of characters. */
export type EmailBlock = string | { emphasis: string };

export interface EmailLayoutInput {
  locale: 'en' | 'es';
  subject: string;
  brandName: string;
  /** The brand's logo: shown only when it is an https URL (mail clients show no data: images and know no path of ours). */
  logo?: string;
  blocks: readonly EmailBlock[];
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const blockHtml = (block: EmailBlock) =>
  typeof block === 'string'
    ? `<p>${linkify(block)}</p>`
    : `<p style="font-size:24px;font-weight:bold;letter-spacing:2px;font-family:monospace">${escapeHtml(block.emphasis)}</p>`;

const blockText = (block: EmailBlock) => (typeof block === 'string' ? block : block.emphasis);

/** The plain-text part: the blocks, a blank line apart. */
export const emailText = (blocks: readonly EmailBlock[]) => blocks.map(blockText).join('\n\n');

/** The HTML part: the brand's logo (an https one), then each block as a paragraph. */
export function emailHtml(input: EmailLayoutInput): string {
  const logo = input.logo?.startsWith('https://') ? `<p><img src="${escapeHtml(input.logo)}" alt="${escapeHtml(input.brandName)}" height="48"></p>` : '';
  return `<!doctype html><html lang="${input.locale}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head><body>${logo}${input.blocks.map(blockHtml).join('')}</body></html>`;
}

/** Both parts of an e-mail. */
export function brandedEmail(input: EmailLayoutInput): { subject: string; text: string; html: string } {
  return { subject: input.subject, text: emailText(input.blocks), html: emailHtml(input) };
}
