import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import type { CareTeamClientToServerEvents, CareTeamServerToClientEvents } from '../../../src/domain/messaging/care-team-events';
import type { Message } from '../../../src/domain/messaging/message.schema';
import { freshPatient, portal, type FreshPatient } from './fresh-patient';

export interface CareProviderAccount {
  cpId: number;
  name: string;
  username: string;
  password: string;
}

export const chat = (page: Page) => page.locator('rx-chat');

/** A conversation between the patient and new care providers (each with a console account). */
export async function newConversation(
  request: APIRequestContext,
  body: { uId: number; topic: string; providerNames: string[]; messages?: number },
): Promise<{ convId: number; providers: CareProviderAccount[] }> {
  const response = await request.post('/api/dev/care-team-conversations', { data: body });
  expect(response.status()).toBe(200);
  return (await response.json()) as { convId: number; providers: CareProviderAccount[] };
}

export async function chatPatient(request: APIRequestContext, fname = 'Casey'): Promise<FreshPatient> {
  return freshPatient(request, { fname, lname: 'Chatfield' });
}

/** Signs the patient in through the portal's login screen and opens /chat. */
export async function openChatInPortal(page: Page, patient: FreshPatient, options: { spanish?: boolean; query?: string } = {}) {
  await page.goto('/portal/');
  await expect(page).toHaveURL(/\/portal\/login$/);
  if (options.spanish) await portal(page).getByLabel('Language').selectOption('es');
  await portal(page).getByLabel(options.spanish ? /correo/i : 'Mobile phone or e-mail').fill(patient.username);
  await portal(page).getByLabel(options.spanish ? 'Contraseña' : 'Password', { exact: true }).fill(patient.password);
  await portal(page).getByRole('button', { name: options.spanish ? 'Iniciar sesión' : 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  await page.goto(`/portal/chat${options.query ?? ''}`);
  await expect(chat(page).locator('[part~="connection-status"]')).toHaveText(options.spanish ? 'Conectado' : 'Connected', { timeout: 15_000 });
}

/** The care-team console in its own browser context, signed in as the provider. */
export async function openConsole(browser: Browser, provider: CareProviderAccount, beforeOpen?: (page: Page) => Promise<unknown>): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await beforeOpen?.(page);
  await page.goto('/provider/');
  await page.getByLabel('E-mail').fill(provider.username);
  await page.getByLabel('Password').fill(provider.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status')).toHaveText('Connected', { timeout: 15_000 });
  return page;
}

/** The ID token the console's aws-amplify keeps for the signed-in provider. */
export async function consoleToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('CognitoIdentityServiceProvider.') && name.endsWith('.idToken'));
    return sessionStorage.getItem(key!)!;
  });
}

export type CareTeamSocket = Socket<CareTeamServerToClientEvents, CareTeamClientToServerEvents>;

/** A care provider's own /care-team socket, with the token of a real console sign-in. */
export async function careTeamSocket(consolePage: Page, baseURL: string): Promise<CareTeamSocket> {
  const socket: CareTeamSocket = io(`${baseURL}/care-team`, { auth: { token: await consoleToken(consolePage) }, transports: ['websocket'] });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Every message of a conversation, oldest first, through the API with the signed-in patient's token. */
export async function allMessages(page: Page, convId: number): Promise<Message[]> {
  return page.evaluate(async (conv) => {
    const { state } = JSON.parse(sessionStorage.getItem('rx-session')!) as { state: { identity: { token: string; u_ID: number } } };
    const collected: Message[] = [];
    for (let start = 0; ; start += 100) {
      const response = await fetch(`/api/conversations/messages?u_id=${state.identity.u_ID}&conv_id=${conv}&msg_start=${start}&msg_limit=100`, {
        headers: { Authorization: `Bearer ${state.identity.token}` },
      });
      const { messages } = (await response.json()) as { messages: Message[] };
      collected.push(...messages);
      if (messages.length < 100) return collected.reverse();
    }
  }, convId);
}

export async function consoleSend(page: Page, body: string) {
  await page.getByLabel('Reply').fill(body);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(body, { exact: false }).last()).toBeVisible();
}

export async function expectAxeClean(page: Page, what: string, hosts: [string, string, ...string[]] = ['rx-portal', 'rx-chat']) {
  const results = await new AxeBuilder({ page }).include({ fromShadowDom: hosts }).analyze();
  expect(results.passes.length, `axe checked something on ${what}`).toBeGreaterThan(0);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`), `axe on ${what}`).toEqual([]);
}

/** The totals of every rx-unread-changed the page has seen, in order. */
export async function recordUnreadTotals(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { unreadTotals: number[] }).unreadTotals = seen;
    document.addEventListener('rx-unread-changed', (event) => seen.push((event as CustomEvent<{ total: number }>).detail.total));
  });
  return () => page.evaluate(() => (window as unknown as { unreadTotals: number[] }).unreadTotals);
}
