import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The development routes of the reference server: demo accounts, and the development mailbox
 * (GET /api/dev/mailbox), where every e-mail and SMS the server sends arrives through its real
 * SMTP and SMS webhook transports. Delivery goes through the queue, a moment after the action
 * that sent it: readers poll.
 */
export interface DemoAccount {
  username: string;
  password: string;
  pool: 'standard' | 'basic';
  demonstrates: string;
}

/** One e-mail or SMS as the mailbox received it. */
export interface MailboxMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  html?: string;
  purpose?: string;
  /** The outbox row it was sent from: increasing in the order messages were queued. */
  outboxId?: number;
  receivedAt: string;
  codes: string[];
  links: string[];
}

/** A message as the journeys look for it: by recipient and purpose, with its first code. */
export interface OutboxEntry {
  /** The outbox row it was sent from (see `lastOutboxId`). */
  id: number;
  recipient: string;
  purpose: string;
  code: string | null;
  message: string;
}

export async function demoAccount(request: APIRequestContext, demonstrates: RegExp): Promise<DemoAccount> {
  const { accounts } = (await (await request.get('/api/dev/accounts')).json()) as { accounts: DemoAccount[] };
  const account = accounts.find((candidate) => demonstrates.test(candidate.demonstrates));
  if (!account) throw new Error(`no demo account demonstrates ${demonstrates}`);
  return account;
}

interface MailboxAnswer {
  running: boolean;
  lastQueuedId: number;
  messages: MailboxMessage[];
}

async function readMailbox(request: APIRequestContext, to?: string): Promise<MailboxAnswer> {
  const response = await request.get(`/api/dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as MailboxAnswer;
  expect(answer.running, 'the development mailbox runs (RX_DEV_MAILBOX is not off)').toBe(true);
  return answer;
}

/** What the mailbox holds now (to `to` only, when given), newest first. */
export async function mailbox(request: APIRequestContext, to?: string): Promise<MailboxMessage[]> {
  return (await readMailbox(request, to)).messages;
}

/** The mailbox's messages as outbox entries (sent from an outbox row), newest first. */
export async function outbox(request: APIRequestContext, to?: string): Promise<OutboxEntry[]> {
  return (await mailbox(request, to))
    .filter((message) => message.outboxId !== undefined)
    .map((message) => ({ id: message.outboxId!, recipient: message.to, purpose: message.purpose ?? '', code: message.codes[0] ?? null, message: message.text }));
}

/** The newest message queued so far: a message sent after this has a higher outbox id, whenever it arrives. */
export const lastOutboxId = async (request: APIRequestContext) => (await readMailbox(request)).lastQueuedId;

/** The newest message to `recipient` for `purpose` queued after `afterId` (`lastOutboxId`), once it is in the mailbox. */
export async function messageFor(request: APIRequestContext, recipient: string, purpose: string, afterId: number): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailbox(request, recipient)).find((message) => (message.outboxId ?? 0) > afterId && message.purpose === purpose);
        return found !== undefined;
      },
      { message: `a ${purpose} message to ${recipient} in the mailbox`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The code of the newest message to `recipient` for `purpose` queued after `afterId`, read from the mailbox. */
export async function codeFor(request: APIRequestContext, recipient: string, purpose: string, afterId: number): Promise<string> {
  const message = await messageFor(request, recipient, purpose, afterId);
  expect(message.codes[0], `a six-digit code in the ${purpose} message to ${recipient}`).toMatch(/^\d{6}$/);
  return message.codes[0]!;
}

/**
 * The messages queued (in the outbox table, written in the same transaction as the action) to
 * `recipient` after `afterId`: for checks that nothing was sent, which cannot wait for a delivery.
 */
export async function queuedAfter(request: APIRequestContext, recipient: string, afterId: number): Promise<{ id: number; purpose: string }[]> {
  const response = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=500`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { entries: { id: number; purpose: string }[] }).entries.filter((entry) => entry.id > afterId);
}

/** An address no account or other test uses. */
export const freshAddress = (prefix = 'prefs') => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * The query of the preferences link an e-mail to `email` would carry (`?email=…&token=…`), from
 * the development route: the notification preferences page changes nothing without its token.
 */
export async function preferenceLinkSearch(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/dev/email-preference-links', { data: { email } });
  expect(response.status()).toBe(200);
  return new URL(((await response.json()) as { path: string }).path, 'http://localhost').search;
}
