import { codesIn, displayableHtml, linksIn } from './message-facts';

/** One message the development mailbox received, as GET /api/dev/mailbox lists it. */
export interface MailboxMessage {
  /** Increasing in order of arrival (this process's). */
  id: number;
  channel: 'email' | 'sms';
  /** The e-mail address or phone number it went to. */
  to: string;
  from?: string;
  subject?: string;
  text: string;
  /** The e-mail's HTML without scripts, frames, forms or event handlers; absent for a text-only one. */
  html?: string;
  /** What it is for ('sign-up', 'refill-reminder', …): the X-Rx-Purpose header or the SMS's `purpose`. */
  purpose?: string;
  idempotencyKey?: string;
  /** ISO 8601 time it arrived. */
  receivedAt: string;
  /** Six-digit codes in its subject and text. */
  codes: string[];
  /** http(s) links in its text and HTML. */
  links: string[];
}

export type ArrivingMessage = Omit<MailboxMessage, 'id' | 'receivedAt' | 'codes' | 'links'>;

/** Messages kept unless RX_DEV_MAILBOX_LIMIT says otherwise: the oldest go first. */
export const DEFAULT_MAILBOX_LIMIT = 500;

/**
 * The mailbox's memory: the newest `limit` messages, nothing written to disk (a restart empties
 * it, like the in-memory database of `npm start`).
 */
export class MailboxStore {
  private readonly messages: MailboxMessage[] = [];
  private nextId = 1;

  constructor(private readonly limit = DEFAULT_MAILBOX_LIMIT) {}

  add(message: ArrivingMessage, now = new Date()): MailboxMessage {
    const html = message.html === undefined ? undefined : displayableHtml(message.html);
    const stored: MailboxMessage = {
      ...message,
      html,
      id: this.nextId++,
      receivedAt: now.toISOString(),
      codes: codesIn(message.subject, message.text),
      links: linksIn(message.text, message.html),
    };
    this.messages.push(stored);
    if (this.messages.length > this.limit) this.messages.splice(0, this.messages.length - this.limit);
    return stored;
  }

  /** Newest first; `to` keeps only the messages to that address or number. */
  list(options: { to?: string; limit?: number } = {}): MailboxMessage[] {
    const wanted = options.to?.toLowerCase();
    const newestFirst = [...this.messages].reverse().filter((message) => !wanted || message.to.toLowerCase() === wanted);
    return newestFirst.slice(0, options.limit ?? newestFirst.length);
  }
}
