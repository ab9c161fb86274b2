import { test, expect, type Page } from '@playwright/test';
import { portal } from './support/fresh-patient';
import { chat, chatPatient, newConversation, openChatInPortal } from './support/chat';

/**
 * Spec 01 §4: a real-time refusal saying "jwt expired" refreshes the token and reconnects, at
 * most 2 times; after that the chat is left with 'Unable to connect for real-time messaging.'.
 * The server's acceptance of the namespace is turned into that refusal on its way to the page.
 */

const ACCEPTED = /40\/portal,\{"sid":"[^"]+"\}/;
const REFUSED = '44/portal,{"message":"jwt expired"}';

/**
 * Refuses the next `times` /portal connections with "jwt expired"; returns how many were refused.
 * A long poll cut short by a navigation is let go: only refusals that reached the page count.
 */
async function refuseWithExpiry(page: Page, times: number) {
  let refused = 0;
  const rewrite = (text: string) => (refused < times && ACCEPTED.test(text) ? text.replace(ACCEPTED, REFUSED) : text);
  const delivered = (original: string, sent: string) => {
    if (sent !== original) refused += 1;
  };
  await page.route(/\/socket\.io\/.*transport=polling/, async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      const sent = rewrite(body);
      await route.fulfill({ response, body: sent });
      delivered(body, sent);
    } catch {
      await route.abort().catch(() => undefined);
    }
  });
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (typeof message !== 'string') return ws.send(message);
      const sent = rewrite(message);
      ws.send(sent);
      delivered(message, sent);
    });
  });
  return () => refused;
}

function countRefreshes(page: Page) {
  let refreshes = 0;
  page.on('request', (request) => {
    if (request.url().includes('/identity') && /RefreshToken|REFRESH_TOKEN/.test(request.postData() ?? '')) refreshes += 1;
  });
  return () => refreshes;
}

test('"jwt expired" twice: the token is refreshed and the chat connects on the third try', async ({ page, request }) => {
  const patient = await chatPatient(request, 'Ezra');
  await newConversation(request, { uId: patient.uId, topic: 'Expiry', providerNames: ['Jordan Alvarez'] });
  const refreshes = countRefreshes(page);
  const refused = await refuseWithExpiry(page, 2);
  await openChatInPortal(page, patient);
  expect(refused()).toBe(2);
  expect(refreshes()).toBe(2);
  await expect(chat(page).getByRole('button', { name: /Expiry/ })).toBeVisible();
});

test('a third "jwt expired" leaves the chat with the alert', async ({ page, request }) => {
  const patient = await chatPatient(request, 'Noor');
  await newConversation(request, { uId: patient.uId, topic: 'Expiry', providerNames: ['Jordan Alvarez'] });
  const refused = await refuseWithExpiry(page, 100);
  await page.goto('/portal/');
  await portal(page).getByLabel('Mobile phone or e-mail').fill(patient.username);
  await portal(page).getByLabel('Password', { exact: true }).fill(patient.password);
  await portal(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  await page.goto('/portal/chat');
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
  await expect(portal(page).getByText('Unable to connect for real-time messaging.')).toBeVisible();
  expect(refused()).toBe(3);
});
