/** An e-mail as a transport sends it. */
export interface OutgoingEmail {
  to: string;
  /** The sender: the brand's address when the brands file names one, else RX_MAIL_FROM. */
  from?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** The same on every attempt of one message (X-Rx-Idempotency-Key), so a receiver can drop a repeat. */
  idempotencyKey: string;
}

/** A text message as a transport sends it. */
export interface OutgoingSms {
  to: string;
  body: string;
  idempotencyKey: string;
  /** What the message is for ('sign-up', 'sms-mfa', 'refill-reminder', …): not secret, for the receiver's records. */
  purpose?: string;
}

/**
 * What sends e-mail and text messages. Either part may be absent (not configured): a message for
 * it then waits in the queue. A failed send throws; the queue retries it.
 */
export interface DeliveryTransports {
  sendEmail?: (email: OutgoingEmail) => Promise<void>;
  sendSms?: (sms: OutgoingSms) => Promise<void>;
  /** Closes connections (the SMTP pool). */
  close?: () => Promise<void>;
}

/** The header every attempt of a message carries, the same on each. */
export const IDEMPOTENCY_HEADER = 'X-Rx-Idempotency-Key';

/** The header naming what an e-mail is for ('sign-up', 'refill-reminder', …): no code, no recipient. */
export const PURPOSE_HEADER = 'X-Rx-Purpose';

/**
 * A send failure as the queue records and logs it: a class name and a status code at most, never
 * the recipient or the text.
 */
export function deliveryErrorLabel(error: unknown): string {
  if (!(error instanceof Error)) return 'error';
  const withCode = error as Error & { responseCode?: number; code?: string; status?: number };
  const code = withCode.responseCode ?? withCode.status ?? (typeof withCode.code === 'string' ? withCode.code : undefined);
  return code === undefined ? error.name : `${error.name} ${String(code)}`.slice(0, 80);
}
