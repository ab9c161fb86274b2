import { test, expect } from '@playwright/test';
import { isFocused } from './support/keyboard';
import { chat, chatPatient, consoleSend, expectAxeClean, newConversation, openChatInPortal, openConsole, recordUnreadTotals } from './support/chat';

/**
 * <rx-chat> inside <rx-portal> against the reference server, with the care-team console at
 * /provider/ in a second browser context as the other side: real sign-ins on the local identity,
 * real socket.io on both sides.
 */

const GROUP_TOPIC = 'Care team check-in about the new dose';
const GROUP = ['Jordan Alvarez-Montgomery', 'Maya Chen', 'Priya Natarajan', 'Samuel Okafor'];

test('patient and care provider exchange messages in real time; badges, read events, search, group dialog and keyboard', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const patient = await chatPatient(request);
  const group = await newConversation(request, { uId: patient.uId, topic: GROUP_TOPIC, providerNames: GROUP });
  await newConversation(request, { uId: patient.uId, topic: 'Insurance follow-up', providerNames: ['Elena Petrova'] });

  await openChatInPortal(page, patient);
  const unreadTotals = await recordUnreadTotals(page);
  const list = chat(page).locator('[part~="conversation-list"]');

  // Both not started: a separate list; the long topic and providers cut at 25 characters, "2 others".
  const notStarted = list.getByRole('region', { name: 'Not started yet' });
  await expect(notStarted.getByRole('button')).toHaveCount(2);
  const groupItem = list.locator(`[data-conv-id="${group.convId}"]`);
  await expect(groupItem).toContainText('Care team check-in about…');
  await expect(groupItem).toContainText('Jordan Alvarez-Montgomery…');
  await expect(groupItem).toContainText('and 2 others');
  await expect(groupItem).toContainText('Not started');
  await expectAxeClean(page, 'the conversation list');

  // Search matches provider names and topics, case-insensitively.
  const search = chat(page).getByLabel('Search conversations');
  await search.fill('PETROVA');
  await expect(list.getByRole('button')).toHaveCount(1);
  await expect(list.getByRole('button')).toContainText('Insurance follow-up');
  await search.fill('maya chen');
  await expect(list.getByRole('button')).toHaveCount(1);
  await expect(list.getByRole('button')).toContainText('Care team check-in');
  await search.fill('');

  // The provider writes first: the conversation starts, moves to the top of the started list, badge 1, "Today".
  const care = await openConsole(browser, group.providers[0]!);
  await care.getByRole('button', { name: /Casey Chatfield/ }).click();
  await consoleSend(care, 'Hello from your care team. How is the new dose?');
  const started = list.getByRole('region', { name: 'Conversations' });
  await expect(started.getByRole('button')).toHaveCount(1);
  await expect(started.locator('[part~="unread-badge"]')).toContainText('1');
  await expect(started.getByRole('button')).toContainText('Today');
  await expect.poll(unreadTotals).toContainEqual(1);

  // Keyboard only: open the conversation, the message is read, the badge goes.
  await groupItem.focus();
  await page.keyboard.press('Enter');
  const timeline = chat(page).getByRole('log', { name: 'Messages' });
  await expect(timeline.getByText('Hello from your care team. How is the new dose?')).toBeVisible();
  await expect(timeline.locator('[part~="sender"]').first()).toHaveText('Jordan Alvarez-Montgomery');
  await expect.poll(async () => (await unreadTotals()).at(-1)).toBe(0);
  await expectAxeClean(page, 'the open conversation');

  // The patient answers by keyboard (Enter sends); the console shows it without a reload.
  const field = chat(page).getByLabel('Message', { exact: true });
  await field.focus();
  await page.keyboard.type('Much better, thank you!');
  await page.keyboard.press('Enter');
  await expect(timeline.getByText('Much better, thank you!')).toBeVisible();
  await expect(care.getByRole('list', { name: 'Messages' }).getByText('Much better, thank you!')).toBeVisible();
  await expect(field).toHaveValue('');

  // A provider message arriving in the open conversation is appended and read at once.
  await consoleSend(care, 'Great. Keep taking it with breakfast.');
  await expect(timeline.getByText('Great. Keep taking it with breakfast.')).toBeVisible();
  await expect.poll(async () => (await unreadTotals()).at(-1)).toBe(0);

  // The group dialog lists every provider; Escape closes it and focus returns to its button.
  const infoButton = chat(page).getByRole('button', { name: 'Group info' });
  await infoButton.click();
  const dialog = chat(page).getByRole('dialog', { name: 'Care team in this conversation' });
  for (const name of GROUP) await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  await expectAxeClean(page, 'the group dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await isFocused(infoButton)).toBe(true);

  // Back in the list: a message for a conversation that is not open raises its badge.
  await chat(page).getByRole('button', { name: 'All conversations' }).click();
  await consoleSend(care, 'One more thing: your refill ships Friday.');
  await expect(started.locator(`[data-conv-id="${group.convId}"] [part~="unread-badge"]`)).toContainText('1');
  await care.context().close();
});

test('a login link with conv_id opens that conversation; the chat reads in Spanish and stays axe-clean', async ({ page, request }) => {
  test.setTimeout(60_000);
  const patient = await chatPatient(request, 'Lucía');
  const { convId } = await newConversation(request, { uId: patient.uId, topic: 'Consulta de resurtido', providerNames: ['Elena Petrova', 'Jordan Alvarez'], messages: 30 });
  await openChatInPortal(page, patient, { spanish: true, query: `?conv_id=${convId}` });
  await expect(chat(page).locator('[part~="conversation-title"]')).toHaveText('Consulta de resurtido');
  const timeline = chat(page).getByRole('log', { name: 'Mensajes' });
  await expect(timeline.getByText('History message 30', { exact: true })).toBeVisible();
  await expect(chat(page).getByRole('button', { name: 'Información del grupo' })).toBeVisible();
  await expect(chat(page).getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await expectAxeClean(page, 'the conversation (es)');
  await chat(page).getByRole('button', { name: 'Todas las conversaciones' }).click();
  await expect(chat(page).getByLabel('Buscar conversaciones')).toBeVisible();
  await expect(chat(page).locator(`[data-conv-id="${convId}"]`)).toContainText('Hoy');
  await expectAxeClean(page, 'the conversation list (es)');
});

test('messages arriving while the patient types leave focus and the draft in the send box; Enter then sends it', async ({ page, browser, request }) => {
  const patient = await chatPatient(request, 'Noor');
  const { convId, providers } = await newConversation(request, { uId: patient.uId, topic: 'While typing', providerNames: ['Jordan Alvarez'] });
  await openChatInPortal(page, patient, { query: `?conv_id=${convId}` });
  const timeline = chat(page).getByRole('log', { name: 'Messages' });
  await expect(timeline).toHaveAttribute('data-message-count', '0');
  const care = await openConsole(browser, providers[0]!);
  await care.getByRole('button', { name: /Noor Chatfield/ }).click();

  const field = chat(page).getByLabel('Message', { exact: true });
  await field.fill('Is it fine to take it with coffee?');
  await expect(field).toBeFocused();
  await consoleSend(care, 'Good morning.');
  await consoleSend(care, 'Your refill is ready.');
  await expect(timeline).toHaveAttribute('data-message-count', '2');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('Is it fine to take it with coffee?');

  // The keyboard, not the locator: the key goes wherever focus is now, as a patient's would.
  await page.keyboard.press('Enter');
  await expect(timeline).toHaveAttribute('data-message-count', '3');
  await expect(timeline).toHaveAttribute('data-pending-count', '0');
  await expect(field).toHaveValue('');
  await expect(care.getByRole('list', { name: 'Messages' }).getByText('Is it fine to take it with coffee?')).toBeVisible();
  await care.context().close();
});
