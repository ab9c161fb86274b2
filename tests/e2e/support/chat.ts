import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
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
