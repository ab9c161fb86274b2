import { test, expect, type Page } from '@playwright/test';
import {
  button,
  chooseMedications,
  collectErrors,
  dateField,
  HEADINGS,
  logIn,
  MEDS,
  newRefillPatient,
  offeredDates,
  openRefillFromHome,
  PICKUP_ADDRESS,
  portal,
  refill,
  signInToRefill,
  stepHeading,
  storedRefills,
} from './support/refill';

/**
 * The refill draft (WCAG 2.2.5): what the patient chose survives a reload and an idle sign-out
 * followed by the same patient signing in again; another patient never sees it.
 */

/** Medications, date and address chosen, and Bill me later on the payment step; returns the date. */
async function chooseUpToPayment(page: Page): Promise<string> {
  await chooseMedications(page, [MEDS.lisinopril, MEDS.folicAcid]);
  await expect(stepHeading(page)).toHaveText(HEADINGS.deliveryDate);
  const field = dateField(page);
  const date = (await offeredDates(field))[0]!;
  await field.selectOption(date);
  await button(page, 'Next').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.address);
  await refill(page).getByRole('radio', { name: PICKUP_ADDRESS }).check();
  await button(page, 'Next').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.payment);
  await refill(page).getByRole('radio', { name: 'Bill me later' }).check();
  return date;
}

/** On the payment step with Bill me later, then Back through every step to see each choice kept. */
async function expectChoicesKept(page: Page, date: string) {
  await expect(stepHeading(page)).toHaveText(HEADINGS.payment);
  await expect(refill(page).getByRole('radio', { name: 'Bill me later' })).toBeChecked();
  await button(page, 'Back').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.address);
  await expect(refill(page).getByRole('radio', { name: PICKUP_ADDRESS })).toBeChecked();
  await button(page, 'Back').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.deliveryDate);
  await expect(dateField(page)).toHaveValue(date);
  await button(page, 'Back').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.medications);
  await expect(refill(page).getByRole('checkbox', { name: MEDS.lisinopril })).toBeChecked();
  await expect(refill(page).getByRole('checkbox', { name: MEDS.folicAcid })).toBeChecked();
  await expect(refill(page).getByRole('checkbox', { name: MEDS.humira })).not.toBeChecked();
}

test('the draft survives a reload, and an idle sign-out followed by the same patient signing in again', async ({ page, request }) => {
  const errors = collectErrors(page);
  await page.clock.install();
  const patient = await newRefillPatient(request);
  await signInToRefill(page, patient);
  const date = await chooseUpToPayment(page);

  // A reload: the same step, the same choices.
  await page.reload();
  await expect(page).toHaveURL(/\/portal\/refill$/);
  await expectChoicesKept(page, date);

  // Forward again to the payment step, then idle past 5 minutes.
  for (const heading of [HEADINGS.deliveryDate, HEADINGS.address, HEADINGS.payment]) {
    await button(page, 'Next').click();
    await expect(stepHeading(page)).toHaveText(heading);
  }
  await page.clock.fastForward('05:30');
  await expect(page).toHaveURL(/\/portal\/login$/);
  await expect(portal(page).getByText('Your session has expired.')).toBeVisible();
  await expect(refill(page)).toHaveCount(0);

  await logIn(page, patient);
  await openRefillFromHome(page, HEADINGS.payment);
  await expectChoicesKept(page, date);

  // The kept draft still makes its order.
  for (const heading of [HEADINGS.deliveryDate, HEADINGS.address, HEADINGS.payment]) {
    await button(page, 'Next').click();
    await expect(stepHeading(page)).toHaveText(heading);
  }
  await refill(page).getByRole('radiogroup', { name: 'Do you need any supplies?' }).getByRole('radio', { name: 'No' }).check();
  await button(page, 'Next').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.review);
  await button(page, 'Submit').click();
  await expect(refill(page).getByText('Your refill request has been submitted.')).toBeVisible();
  const stored = await storedRefills(request, patient.username);
  expect(stored.count).toBe(1);
  expect(stored.refills[0]).toMatchObject({ deliveryDate: date, isPickup: 1, paymentMethod: 1, supplies: null });
  expect(stored.refills[0]!.prescriptions.map((rx) => rx.displayName).sort()).toEqual([MEDS.folicAcid, MEDS.lisinopril].sort());
  expect(errors).toEqual([]);
});

test('another patient signing in after an idle sign-out does not see the draft; signing out on purpose drops it', async ({ page, request }) => {
  await page.clock.install();
  const first = await newRefillPatient(request);
  const second = await newRefillPatient(request);
  await signInToRefill(page, first);
  await chooseUpToPayment(page);

  await page.clock.fastForward('05:30');
  await expect(portal(page).getByText('Your session has expired.')).toBeVisible();
  await logIn(page, second);
  await openRefillFromHome(page, HEADINGS.medications);
  await expect(refill(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
  expect(await storedDraftOwner(page)).toBe(second.uId);

  // The second patient chooses a medication, then signs out from the inactivity warning.
  await refill(page).getByRole('checkbox', { name: MEDS.humira }).check();
  await button(page, 'Next').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.deliveryDate);
  await page.clock.fastForward('04:45');
  await portal(page).getByRole('button', { name: 'Sign out now' }).click();
  await expect(page).toHaveURL(/\/portal\/login$/);
  await expect(portal(page).getByText('Your session has expired.')).toHaveCount(0);
  expect(await storedDraftOwner(page)).toBeNull();
  await logIn(page, second);
  await openRefillFromHome(page, HEADINGS.medications);
  await expect(refill(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
});

/** The patient whose refill draft this tab keeps (sessionStorage), or null. */
async function storedDraftOwner(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const saved = sessionStorage.getItem('rx-draft:refill');
    return saved ? ((JSON.parse(saved) as { state: { uId: number | null } }).state.uId ?? null) : null;
  });
}
