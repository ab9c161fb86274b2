/**
 * What the development mailbox shows of a message besides its text: the codes and links in it,
 * and its HTML made safe enough to display (the Mailbox page renders it in a sandboxed iframe,
 * `sandbox=""`, where nothing runs anyway). Pure functions, no wording of any message assumed:
 * a code is any run of exactly six digits.
 */

const CODE = /(?<![\w#])\d{6}(?!\w)/g;
const LINK = /\bhttps?:\/\/[^\s<>"'`)\]]+/gi;

/** Every distinct six-digit code in `text`, in order of appearance. */
export function codesIn(...texts: (string | undefined)[]): string[] {
  return distinct(texts.flatMap((text) => text?.match(CODE) ?? []));
}

/** Every distinct http(s) link in the texts (and the HTML's href attributes), trailing punctuation trimmed. */
export function linksIn(...texts: (string | undefined)[]): string[] {
  const found = texts.flatMap((text) => [...(text ?? '').matchAll(LINK)].map((match) => decodeEntities(match[0]).replace(/[.,;:!?]+$/, '')));
  return distinct(found);
}

/** Elements dropped with what is inside them. */
const DANGEROUS_WITH_CONTENT = /<(script|iframe|object|frameset|applet|form|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Tags dropped wherever they are (empty elements, or an opening or closing tag left unpaired). */
const DANGEROUS_TAGS = /<\/?(script|iframe|object|embed|frame|frameset|applet|base|form|meta|link|noscript|template)\b[^>]*>/gi;
const EVENT_ATTRIBUTES = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
const SCRIPT_URLS = /\b(href|src|action|formaction|xlink:href)\s*=\s*(["']?)\s*(?:javascript|vbscript|data):[^"'>\s]*\2/gi;

/**
 * The e-mail's HTML without scripts, frames, forms, event handlers or script URLs. Not a general
 * sanitizer: the page shows it in an iframe with an empty `sandbox` (no scripts, no forms, no
 * navigation of the page, an opaque origin), and this only keeps what the portal sends tidy.
 */
export function displayableHtml(html: string): string {
  let previous: string;
  let current = html;
  do {
    previous = current;
    current = current.replace(DANGEROUS_WITH_CONTENT, '').replace(DANGEROUS_TAGS, '').replace(EVENT_ATTRIBUTES, '').replace(SCRIPT_URLS, '$1=$2#$2');
  } while (current !== previous);
  return current;
}

function distinct(values: string[]): string[] {
  return [...new Set(values)];
}

function decodeEntities(text: string): string {
  return text.replace(/&amp;/g, '&');
}
