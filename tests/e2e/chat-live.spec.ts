import { test, expect, type Page } from '@playwright/test';
import { portal, signInToPortal } from './support/fresh-patient';
import { openHostPage } from './support/host-page';
import { allMessages, careTeamSocket, chat, chatPatient, consoleSend, expectAxeClean, newConversation, openChatInPortal, openConsole, recordUnreadTotals, type CareTeamSocket } from './support/chat';
import { recordVisibleFrames, tallBody } from './support/chat-timeline';

/**
 * Real time as the patient lives it (spec 01 §4 Chat): a conversation a care provider starts
 * reaches an open Messages screen, opening a conversation keeps the connection, the status says
 * when the connection is down, and only messages that have really been on screen are read.
 */

const status = (page: Page) => chat(page).locator('[part~="connection-status"]');

test('a conversation a care provider starts while Messages is open appears live, not started, then with its unread badge and message', async ({ page, browser, request }) => {
  test.setTimeout(60_000);
  const patient = await chatPatient(request, 'Avery');
  await openChatInPortal(page, patient);
  const unreadTotals = await recordUnreadTotals(page);
  const list = chat(page).locator('[part~="conversation-list"]');
  await expect(list.getByText('You have no conversations yet.')).toBeVisible();

  // The care team opens a conversation with the patient: it shows at once, not started yet.
  const { convId, providers } = await newConversation(request, { uId: patient.uId, topic: 'Your new prescription', providerNames: ['Maya Chen'] });
  const item = list.locator(`[data-conv-id="${convId}"]`);
  await expect(list.getByRole('region', { name: 'Not started yet' }).locator(`[data-conv-id="${convId}"]`)).toBeVisible({ timeout: 5_000 });

  // Its first message starts it: into the started list with badge 1, without a reload.
  const care = await openConsole(browser, providers[0]!);
  await care.getByRole('button', { name: /Avery Chatfield/ }).click();
  await consoleSend(care, 'Hello Avery, your new prescription is ready to discuss.');
  const started = list.getByRole('region', { name: 'Conversations' });
  await expect(started.locator(`[data-conv-id="${convId}"] [part~="unread-badge"]`)).toContainText('1', { timeout: 5_000 });
  await expect.poll(unreadTotals).toContainEqual(1);

  // Opened, it holds the message, which is then read; a reply reaches the console live.
  await item.click();
  const timeline = chat(page).getByRole('log', { name: 'Messages' });
  await expect(timeline.getByText('Hello Avery, your new prescription is ready to discuss.')).toBeVisible();
  await expect.poll(async () => (await unreadTotals()).at(-1)).toBe(0);
  await chat(page).getByLabel('Message', { exact: true }).fill('Thank you, I have a question.');
  await chat(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(care.getByRole('list', { name: 'Messages' }).getByText('Thank you, I have a question.')).toBeVisible();
  await care.context().close();
});

/** A reply from the provider arrives in the open conversation and the patient's message is delivered to the provider. */
async function expectLive(page: Page, provider: CareTeamSocket, convId: number, words: string) {
  const timeline = chat(page).getByRole('log', { name: 'Messages' });
  await expect(timeline).toBeVisible();
  const ack = await provider.emitWithAck('chat message', { conv_id: convId, msgBody: `Reply: ${words}`, clientMsgId: `reply-${convId}-${words.replace(/\W/g, '-')}` });
  expect(ack.ok).toBe(true);
  await expect(timeline.getByText(`Reply: ${words}`)).toBeVisible({ timeout: 5_000 });

  const delivered = new Promise<string>((resolve) => provider.on('new message', (message) => message.msgBody === `Patient: ${words}` && resolve(message.msgBody)));
  await chat(page).getByLabel('Message', { exact: true }).fill(`Patient: ${words}`);
  await chat(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(timeline).toHaveAttribute('data-pending-count', '0', { timeout: 5_000 });
  expect(await delivered).toBe(`Patient: ${words}`);
}

/** Offline reads Offline within seconds (not at the next heartbeat), and Connected once back. */
async function expectTruthfulStatus(page: Page, whileOffline?: () => Promise<void>) {
  await expect(status(page)).toHaveText('Connected');
  await page.context().setOffline(true);
  await expect(status(page)).toHaveText('Offline', { timeout: 3_000 });
  await whileOffline?.();
  await page.context().setOffline(false);
  await expect(status(page)).toHaveText('Connected', { timeout: 10_000 });
}

test('conv-id set on a running <rx-chat> opens the conversation and keeps real time; the status tells when it is offline', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(60_000);
  const patient = await chatPatient(request, 'Jules');
  const { convId, providers } = await newConversation(request, { uId: patient.uId, topic: 'Dose question', providerNames: ['Priya Natarajan'] });
  const care = await openConsole(browser, providers[0]!);
  const provider = await careTeamSocket(care, baseURL!);
  await provider.emitWithAck('list conversations', {});

  await signInToPortal(page, patient, /\/portal\/home$/);
  await openHostPage(page, { name: 'chat-host', title: 'Pharmacy messages', element: '<rx-chat></rx-chat>' });
  await expect(status(page)).toHaveText('Connected', { timeout: 15_000 });
  await chat(page).evaluate((element, id) => element.setAttribute('conv-id', String(id)), convId);
  await expect(chat(page).locator('[part~="conversation-title"]')).toHaveText('Dose question');
  await expectLive(page, provider, convId, 'host page');
  await expectTruthfulStatus(page);
  await expectLive(page, provider, convId, 'back online');

  provider.disconnect();
  await care.context().close();
});

test('a conversation opened inside the portal by a link to it keeps real time', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(60_000);
  const patient = await chatPatient(request, 'Sam');
  const { convId, providers } = await newConversation(request, { uId: patient.uId, topic: 'Delivery window', providerNames: ['Samuel Okafor'] });
  const care = await openConsole(browser, providers[0]!);
  const provider = await careTeamSocket(care, baseURL!);
  await provider.emitWithAck('list conversations', {});

  // Home links to one conversation: /chat with the conversation as route state, before <rx-chat> was ever shown.
  await signInToPortal(page, patient, /\/portal\/home$/);
  await portal(page).locator('rx-home').evaluate((element, id) =>
    element.dispatchEvent(new CustomEvent('rx-navigate', { bubbles: true, composed: true, cancelable: true, detail: { path: '/chat', state: { convIdFromLink: id } } })),
    convId,
  );
  await expect(page).toHaveURL(/\/portal\/chat$/);
  await expect(chat(page).locator('[part~="conversation-title"]')).toHaveText('Delivery window');
  await expectLive(page, provider, convId, 'portal');
  await expectTruthfulStatus(page, () => expectAxeClean(page, 'the conversation while offline'));

  provider.disconnect();
  await care.context().close();
});

test('opening a conversation of 12 tall unread messages shows the newest first and marks read only the messages that were on screen', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(60_000);
  const patient = await chatPatient(request, 'Rowan');
  const { convId, providers } = await newConversation(request, { uId: patient.uId, topic: 'Your care plan', providerNames: ['Elena Petrova'] });
  const care = await openConsole(browser, providers[0]!);
  const provider = await careTeamSocket(care, baseURL!);
  for (let n = 1; n <= 12; n += 1) {
    const ack = await provider.emitWithAck('chat message', { conv_id: convId, msgBody: tallBody(n), clientMsgId: `tall-${convId}-${n}` });
    expect(ack.ok).toBe(true);
  }
  provider.disconnect();
  await care.context().close();

  await openChatInPortal(page, patient);
  const item = chat(page).locator(`[data-conv-id="${convId}"]`);
  await expect(item.locator('[part~="unread-badge"]')).toContainText('12');
  const stored = await allMessages(page, convId);
  const ids = stored.map((message) => message.msgId);
  expect(ids).toHaveLength(12);

  const frames = await recordVisibleFrames(page);
  await item.click();
  const timeline = chat(page).getByRole('log', { name: 'Messages' });
  await expect(timeline.getByText('Line 12 of message 12.')).toBeVisible();
  // Let the view settle and the read events go out.
  await page.waitForTimeout(2_000);

  const seen = await frames();
  expect(seen.length, 'frames with messages on screen were recorded').toBeGreaterThan(0);
  const shownOnce = new Set(seen.flat());
  // Every frame, the first included, shows the newest message: never a frame at the older ones.
  const newest = ids.at(-1)!;
  expect(seen.filter((frame) => !frame.includes(newest)), 'frames without the newest message').toEqual([]);
  const onScreen = seen.at(-1)!;
  expect(onScreen.length).toBeLessThan(12);

  // The read marks stored on the server are exactly the messages that were on screen.
  await expect
    .poll(async () => (await allMessages(page, convId)).filter((message) => message.readByPatient.split(',').includes(String(patient.uId))).map((m) => m.msgId).sort((a, b) => a - b))
    .toEqual([...shownOnce].sort((a, b) => a - b));
  const read = new Set([...shownOnce]);
  expect(ids.filter((id) => !read.has(id)).length, 'the older messages, never on screen, stay unread').toBeGreaterThan(0);
  await chat(page).getByRole('button', { name: 'All conversations' }).click();
  await expect(item.locator('[part~="unread-badge"]')).toContainText(String(12 - read.size));
});
