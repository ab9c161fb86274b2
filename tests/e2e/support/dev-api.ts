import { expect, type APIRequestContext } from '@playwright/test';

/** The development routes of the reference server: demo accounts and the outbox of delivered codes. */
export interface DemoAccount {
  username: string;
  password: string;
  pool: 'standard' | 'basic';
  demonstrates: string;
}

export interface OutboxEntry {
  id: number;
  recipient: string;
  purpose: string;
  code: string | null;
}

export async function demoAccount(request: APIRequestContext, demonstrates: RegExp): Promise<DemoAccount> {
  const { accounts } = (await (await request.get('/api/dev/accounts')).json()) as { accounts: DemoAccount[] };
  const account = accounts.find((candidate) => demonstrates.test(candidate.demonstrates));
  if (!account) throw new Error(`no demo account demonstrates ${demonstrates}`);
  return account;
}

export async function outbox(request: APIRequestContext): Promise<OutboxEntry[]> {
  return ((await (await request.get('/api/dev/outbox?limit=500')).json()) as { entries: OutboxEntry[] }).entries;
}

export const lastOutboxId = async (request: APIRequestContext) => (await outbox(request))[0]?.id ?? 0;

/** The code of the first message for `recipient` and `purpose` delivered after `afterId`. */
export async function codeFor(request: APIRequestContext, recipient: string, purpose: string, afterId: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const entry = (await outbox(request)).find((e) => e.id > afterId && e.recipient === recipient && e.purpose === purpose);
      code = entry?.code ?? null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
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
