import { test, expect, type Page } from '@playwright/test';
import { allMessages, careTeamSocket, chat, chatPatient, newConversation, openChatInPortal, openConsole, recordUnreadTotals } from './support/chat';
import { recordVisibleFrames, tallBody } from './support/chat-timeline';

/**
 * Spec 01 §4 Chat: "A message becoming visible and not yet read by this user emits a read event".
 * Opening a conversation at the newest reads only what is on screen; scrolling up then reads each
 * older message as it comes into view, and only those: one never shown stays unread.
 */

/** The ids the server holds as read by the patient, ascending. */
async function readOnServer(page: Page, convId: number, uId: number): Promise<number[]> {
  const messages = await allMessages(page, convId);
  return messages
    .filter((message) => message.readByPatient.split(',').includes(String(uId)))
    .map((message) => message.msgId)
    .sort((a, b) => a - b);
}

test('scrolling up a conversation of 12 tall unread messages reads each one shown, and none before it is shown', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(90_000);
  const patient = await chatPatient(request, 'Marlow');
  const { convId, providers } = await newConversation(request, { uId: patient.uId, topic: 'Reading back', providerNames: ['Tomas Ibarra'] });
  const care = await openConsole(browser, providers[0]!);
  const provider = await careTeamSocket(care, baseURL!);
  for (let n = 1; n <= 12; n += 1) {
    const ack = await provider.emitWithAck('chat message', { conv_id: convId, msgBody: tallBody(n), clientMsgId: `scroll-${convId}-${n}` });
    expect(ack.ok).toBe(true);
  }
  provider.disconnect();
  await care.context().close();

  await openChatInPortal(page, patient);
  const unreadTotals = await recordUnreadTotals(page);
  const item = chat(page).locator(`[data-conv-id="${convId}"]`);
  await expect(item.locator('[part~="unread-badge"]')).toContainText('12');
  const ids = (await allMessages(page, convId)).map((message) => message.msgId);
  expect(ids).toHaveLength(12);
  const [oldest, newest] = [ids[0]!, ids.at(-1)!];

  const frames = await recordVisibleFrames(page);
  const shownSoFar = async () => new Set((await frames()).flat());
  const onScreenNow = async () => (await frames()).at(-1) ?? [];
  /** What the server holds as read is always among the messages painted on screen so far. */
  const expectOnlyShownRead = async () => {
    const read = await readOnServer(page, convId, patient.uId);
    const shown = await shownSoFar();
    expect(read.filter((id) => !shown.has(id)), 'messages read on the server that were never on screen').toEqual([]);
    return read;
  };

  // Opened at the newest: what is on screen is read, the older ones stay unread.
  await item.click();
  const timeline = chat(page).getByRole('log', { name: 'Messages' });
  await expect(timeline.getByText('Line 12 of message 12.')).toBeVisible();
  await expect.poll(() => readOnServer(page, convId, patient.uId)).toContain(newest);
  const atOpen = await expectOnlyShownRead();
  expect(atOpen, 'the oldest message, never on screen, stays unread').not.toContain(oldest);
  expect(atOpen.length).toBeLessThan(6);

  // Scroll up half a screen at a time. Each message on screen once the view rests is read before
  // the next step; nothing above what has been shown is.
  const box = (await timeline.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  let checkedPartway = false;
  for (let step = 0; step < 40; step += 1) {
    const before = await timeline.evaluate((element) => element.scrollTop);
    if (before === 0) break;
    await page.mouse.wheel(0, -box.height / 2);
    await expect.poll(() => timeline.evaluate((element) => element.scrollTop)).toBeLessThan(before);
    // At rest: the same messages on screen over two samples a frame apart.
    let resting: number[] = [];
    await expect
      .poll(async () => {
        const previous = resting;
        resting = await onScreenNow();
        return resting.length > 0 && previous.join() === resting.join();
      })
      .toBe(true);
    await expect
      .poll(async () => {
        const read = await readOnServer(page, convId, patient.uId);
        return resting.filter((id) => !read.includes(id));
      }, { message: `messages on screen after step ${step + 1} not read on the server` })
      .toEqual([]);
    const read = await expectOnlyShownRead();
    if (!checkedPartway && read.length >= 6 && read.length < 12) {
      // Halfway up: the oldest, not yet shown, is still unread.
      expect(read).not.toContain(oldest);
      expect((await shownSoFar()).has(oldest)).toBe(false);
      checkedPartway = true;
    }
  }
  expect(checkedPartway, 'a step stopped halfway with older messages not yet shown').toBe(true);
  await expect(timeline.getByText('Message 1 of 12')).toBeInViewport();

  // At the top every message has been shown and read; the badge and the total reach 0.
  await expect.poll(() => readOnServer(page, convId, patient.uId)).toEqual([...ids].sort((a, b) => a - b));
  await expect.poll(async () => (await unreadTotals()).at(-1)).toBe(0);
  await chat(page).getByRole('button', { name: 'All conversations' }).click();
  await expect(item).toBeVisible();
  await expect(item.locator('[part~="unread-badge"]')).toHaveCount(0);
});
