import { test, expect, type Locator, type WebSocketRoute } from '@playwright/test';
import { allMessages, careTeamSocket, chat, chatPatient, newConversation, openChatInPortal, openConsole } from './support/chat';

/**
 * Exactly once over a bad network: the patient's socket is cut again and again while 1,000
 * messages go both ways (500 typed in <rx-chat>, 500 from a care provider's socket). Nothing is
 * lost, nothing is stored or shown twice, and each side's messages keep their order.
 */

const PER_SIDE = 500;

/** Waits until the patient's send queue is empty, failing if it stops shrinking for `stallMs`. */
async function drained(timeline: Locator, stallMs = 30_000): Promise<void> {
  const pending = async () => Number(await timeline.getAttribute('data-pending-count'));
  let last = await pending();
  while (last > 0) {
    await expect.poll(pending, { message: `the send queue stalled at ${last}`, timeout: stallMs }).toBeLessThan(last);
    last = await pending();
  }
}

test('1,000 messages both ways while the patient’s socket keeps being cut: 0 lost, 0 duplicated, order kept per sender', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(240_000);
  const patient = await chatPatient(request, 'Robin');
  const { convId, providers } = await newConversation(request, { uId: patient.uId, topic: 'Busy line', providerNames: ['Jordan Alvarez'] });

  // Every WebSocket of the patient's page goes through here, so the test can cut it.
  const live: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    ws.connectToServer();
    live.push(ws);
  });
  await openChatInPortal(page, patient, { query: `?conv_id=${convId}` });
  const timeline = chat(page).getByRole('log', { name: 'Messages' });
  await expect(timeline).toBeVisible();

  const consolePage = await openConsole(browser, providers[0]!);
  const provider = await careTeamSocket(consolePage, baseURL!);

  let cutting = true;
  let cuts = 0;
  const cutter = (async () => {
    while (cutting && cuts < 6) {
      await page.waitForTimeout(2_000);
      // Offline for a moment (long-polling fails too) and every open WebSocket dropped.
      await page.context().setOffline(true);
      for (const ws of live.splice(0)) await ws.close({ code: 1006 }).catch(() => undefined);
      await page.waitForTimeout(400);
      await page.context().setOffline(false);
      cuts += 1;
    }
  })();

  const providerSends = (async () => {
    for (let n = 1; n <= PER_SIDE; n += 1) {
      const ack = await provider.emitWithAck('chat message', { conv_id: convId, msgBody: `provider ${n}`, clientMsgId: `provider-${convId}-${n}` });
      expect(ack.ok).toBe(true);
    }
  })();

  // Typed into the send box in the page itself (a value, then Enter), a few milliseconds apart.
  await chat(page).getByLabel('Message', { exact: true }).evaluate(async (field: HTMLTextAreaElement, count) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    for (let n = 1; n <= count; n += 1) {
      setValue.call(field, `patient ${n}`);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 5));
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }, PER_SIDE);
  await providerSends;
  // The send queue keeps one message in flight, so on a loaded machine it drains at the server's
  // pace: wait while it shrinks, fail only when it stalls (no message acknowledged for 30 s).
  await drained(timeline);
  cutting = false;
  await cutter;
  expect(cuts, 'the socket was cut several times').toBeGreaterThanOrEqual(3);

  // The patient's view holds every message once (the list dedupes by msgId, so the count says it all).
  await expect(timeline).toHaveAttribute('data-message-count', String(2 * PER_SIDE), { timeout: 30_000 });
  await expect(timeline.locator('[part~="pending-message"]')).toHaveCount(0);

  // The server stored each exactly once, each sender's in the order sent.
  const stored = await allMessages(page, convId);
  const fromPatient = stored.filter((message) => message.uId === patient.uId).map((message) => message.msgBody);
  const fromProvider = stored.filter((message) => message.cpId !== null).map((message) => message.msgBody);
  expect(fromPatient).toEqual(Array.from({ length: PER_SIDE }, (_, i) => `patient ${i + 1}`));
  expect(fromProvider).toEqual(Array.from({ length: PER_SIDE }, (_, i) => `provider ${i + 1}`));
  expect(new Set(stored.map((message) => message.clientMsgId)).size).toBe(stored.length);

  provider.disconnect();
  await consolePage.context().close();
});
