import { test, expect } from '@playwright/test';
import { chat, chatPatient, newConversation, openChatInPortal } from './support/chat';
import { apiAsPatient } from './support/refill';

/**
 * The chat shows message times in the patient's own time zone: the one sign-in saved on the user
 * record (minutes east of UTC). Tokyo has no daylight saving time, so the offset is fixed (+540).
 */
test.use({ timezoneId: 'Asia/Tokyo' });

test("message times read in the patient's time zone, as saved at sign-in", async ({ page, request }) => {
  test.setTimeout(60_000);
  const patient = await chatPatient(request, 'Kenji');
  await newConversation(request, { uId: patient.uId, topic: 'Dose timing', providerNames: ['Maya Chen'] });

  await openChatInPortal(page, patient);
  // What sign-in stored on the user record is this browser's offset, east positive.
  const { user } = await apiAsPatient<{ user: { timezone: number } }>(page, '/user?u_id={uId}');
  expect(user.timezone).toBe(540);

  await chat(page).getByRole('button', { name: /Dose timing/ }).click();
  const field = chat(page).getByLabel('Message', { exact: true });
  await field.fill('What time should I take it?');
  await field.press('Enter');
  const timeline = chat(page).getByRole('log', { name: 'Messages' });
  const time = timeline.locator('[part~="message"]', { hasText: 'What time should I take it?' }).locator('time');
  await expect(time).toHaveCount(1);

  // The same instant as this (Tokyo) browser writes it: "Today HH:MM".
  const expected = await time.evaluate((element) => {
    const at = new Date(element.getAttribute('datetime')!);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `Today ${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
  await expect(time).toHaveText(expected);
});
