import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { Prescription } from '../../../src/domain/medication/prescription.schema';
import type { RefillRequestRecord } from '../../../src/domain/refill/refill.schema';
import type { ShippingHolidayLists, ShippingHolidaysResponse } from '../../../src/domain/refill/shipping-holiday.schema';
import type { BrandInfoResponse } from '../../../src/domain/company/brand-info.schema';
import { deliveryWindow, type DeliveryWindow } from '../../../src/domain/refill/delivery-dates';
import { medicationEarliestDates } from '../../../src/features/refill/model/medications';
import { weekdayOf } from '../../../src/domain/calendar/calendar-dates';

/**
 * The refill wizard in the standalone portal (/portal/refill) against the reference server: a
 * fresh patient per test from the development route, the real sign-in, and what the database
 * holds afterwards.
 */
export interface RefillPatient {
  username: string;
  password: string;
  uId: number;
}

/** The pharmacy of the dev patients (company 1, brand 1) delivers in this time zone. */
export const PHARMACY_TIME_ZONE = 'America/New_York';

/** Display names of the seeded prescriptions (server/modules/refill/refill.seed.ts). */
export const MEDS = {
  humira: 'Humira Pen 40 mg/0.4 mL',
  lisinopril: 'Lisinopril 10 mg tablet',
  methotrexate: 'Methotrexate 2.5 mg tablet',
  enbrel: 'Enbrel SureClick 50 mg/mL',
  folicAcid: 'Folic Acid 1 mg tablet',
  prednisone: 'Prednisone 5 mg tablet',
  xeljanz: 'Xeljanz 11 mg tablet',
  atorvastatin: 'Atorvastatin 20 mg tablet',
  otezla: 'Otezla 30 mg tablet',
  amoxicillin: 'Amoxicillin 500 mg capsule',
} as const;

export const HOME_ADDRESS = '1520 Spruce Street, Apt 2A, Philadelphia, PA 19102';
export const PICKUP_ADDRESS = 'Pick up at Riverside Pharmacy - Center City: 1601 Walnut Street, Philadelphia, PA 19103';

export const HEADINGS = {
  medications: 'Which medications do you need?',
  deliveryDate: 'When should we deliver?',
  address: 'Where should we deliver?',
  payment: 'Payment and supplies',
  review: 'Review your refill',
} as const;

export async function newRefillPatient(request: APIRequestContext): Promise<RefillPatient> {
  const response = await request.post('/api/dev/refill-patients', { data: {} });
  expect(response.status()).toBe(200);
  return (await response.json()) as RefillPatient;
}

/** The patient's refill requests as the database holds them, newest first. */
export async function storedRefills(request: APIRequestContext, username: string): Promise<{ count: number; refills: RefillRequestRecord[] }> {
  const response = await request.get(`/api/dev/refill-requests?username=${encodeURIComponent(username)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { count: number; refills: RefillRequestRecord[] };
}

export const portal = (page: Page) => page.locator('rx-portal');
export const refill = (page: Page) => portal(page).locator('rx-refill');
export const stepHeading = (page: Page) => refill(page).locator('[part="step-heading"]');
export const button = (page: Page, name: string) => refill(page).getByRole('button', { name, exact: true });

export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Fills the login screen of the portal and signs in (real aws-amplify against the local identity server). */
export async function logIn(page: Page, account: { username: string; password: string }) {
  await expect(page).toHaveURL(/\/portal\/login$/);
  await portal(page).getByLabel('Mobile phone or e-mail').fill(account.username);
  await portal(page).getByLabel('Password', { exact: true }).fill(account.password);
  await portal(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
}

/** From home, the Refill tile opens the wizard. */
export async function openRefillFromHome(page: Page, heading: string | RegExp = HEADINGS.medications) {
  await portal(page).locator('rx-home [data-tile="Refill"]').click();
  await expect(page).toHaveURL(/\/portal\/refill$/);
  await expect(stepHeading(page)).toHaveText(heading);
}

/** Signs in on the portal's login screen and opens the refill wizard from home. */
export async function signInToRefill(page: Page, account: { username: string; password: string }, heading?: string | RegExp) {
  await page.goto('/portal/');
  await logIn(page, account);
  await openRefillFromHome(page, heading);
}

/** GET on the API as the signed-in patient of the page (the token of the stored session). */
export async function apiAsPatient<T>(page: Page, path: string): Promise<T> {
  const { status, body } = await page.evaluate(async (url) => {
    const { state } = JSON.parse(sessionStorage.getItem('rx-session')!) as { state: { identity: { token: string; u_ID: number } } };
    const response = await fetch(url.replace('{uId}', String(state.identity.u_ID)), { headers: { Authorization: `Bearer ${state.identity.token}` } });
    return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
  }, `/api${path}`);
  expect(status, `GET ${path}`).toBe(200);
  return body as T;
}

/**
 * The delivery window the rules give for these medications now, computed here from what the
 * server holds: the company's holiday lists, the prescriptions' last shipments, the pharmacy's
 * time zone (which must be America/New_York for the dev patients).
 */
export async function expectedWindow(
  page: Page,
  medicationNames: readonly string[],
  refrigerated: boolean,
): Promise<DeliveryWindow & { holidays: ShippingHolidayLists }> {
  const { brand } = await apiAsPatient<BrandInfoResponse>(page, '/company/brand-info?company_id=1&brand_id=1');
  expect(brand.hours?.timezone).toBe(PHARMACY_TIME_ZONE);
  const { shippingHolidays } = await apiAsPatient<ShippingHolidaysResponse>(page, '/company/shipping-holidays?company_id=1');
  const { medications } = await apiAsPatient<{ medications: Prescription[] }>(page, '/user/medications?u_id={uId}&med_type=prescription');
  const chosen = medicationNames.map((name) => medications.find((med) => med.displayName === name)!);
  expect(chosen.every(Boolean)).toBe(true);
  const window = deliveryWindow({
    now: new Date(),
    timeZone: PHARMACY_TIME_ZONE,
    refrigerated,
    holidays: shippingHolidays,
    medicationEarliest: medicationEarliestDates(chosen),
  });
  return { ...window, holidays: shippingHolidays };
}

/** axe on the refill element (and what it shows in its shadow root: alerts, dialogs). */
export async function expectAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).include({ fromShadowDom: ['rx-portal', 'rx-refill'] }).analyze();
  expect(results.passes.length, `axe checked something on ${what}`).toBeGreaterThan(0);
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
    `axe on ${what}`,
  ).toEqual([]);
}

/** MM/DD/YY, as the wizard shows dates. */
export const shownDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(2, 4)}`;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** "Tuesday, 03/03/26": how the delivery-date list names a date in English. */
export const shownDateWithWeekday = (iso: string) => `${WEEKDAYS[weekdayOf(iso)]}, ${shownDate(iso)}`;

/** The delivery-date step's list of dates (a single-choice list box: role combobox). */
export const dateField = (page: Page, label = 'Delivery date') => refill(page).getByRole('combobox', { name: label });

/** The ISO dates the delivery-date list offers, in order (without its empty first option). */
export async function offeredDates(field: Locator): Promise<string[]> {
  const values = await field.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  return values.filter((value) => value !== '');
}

export function alertOf(page: Page): Locator {
  return refill(page).locator('[part~="alert"]');
}

/** Medications step: tick the named medications and go on (confirming missing instructions when asked). */
export async function chooseMedications(page: Page, names: readonly string[]) {
  for (const name of names) await refill(page).getByRole('checkbox', { name }).check();
  await button(page, 'Next').click();
}

/** Goes through the steps with ordinary choices, from the medications step to the review. */
export async function fillWizard(
  page: Page,
  choices: { medications: readonly string[]; date?: (offered: readonly string[]) => string; address?: string; payment?: string },
): Promise<{ date: string }> {
  await chooseMedications(page, choices.medications);
  await expect(stepHeading(page)).toHaveText(HEADINGS.deliveryDate);
  const field = dateField(page);
  const offered = await offeredDates(field);
  expect(offered.length, 'offered delivery dates').toBeGreaterThan(0);
  const date = choices.date ? choices.date(offered) : offered[0]!;
  await field.selectOption(date);
  await expect(field).toHaveValue(date);
  await button(page, 'Next').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.address);
  await refill(page).getByRole('radio', { name: choices.address ?? HOME_ADDRESS }).check();
  await button(page, 'Next').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.payment);
  await refill(page).getByRole('radio', { name: choices.payment ?? 'Bill me later' }).check();
  await refill(page).getByRole('radiogroup', { name: 'Do you need any supplies?' }).getByRole('radio', { name: 'No' }).check();
  await button(page, 'Next').click();
  await expect(stepHeading(page)).toHaveText(HEADINGS.review);
  return { date };
}

type Flat = Map<string, string>;
function flatten(value: unknown, prefix: string, into: Flat): Flat {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/** The English texts of the given namespaces that read differently in Spanish, as whole-text patterns. */
export function englishOnlyPatterns(namespaces: readonly string[]): Array<{ key: string; pattern: RegExp }> {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found: Array<{ key: string; pattern: RegExp }> = [];
  for (const namespace of namespaces) {
    const read = (language: string) =>
      flatten(JSON.parse(readFileSync(join(import.meta.dirname, `../../../locales/${language}/${namespace}.json`), 'utf8')), '', new Map());
    const es = read('es');
    for (const [key, text] of read('en')) {
      if (es.get(key) === text || text.replace(/\{\{[^}]+\}\}/g, '').trim().length < 3) continue;
      found.push({ key: `${namespace}:${key}`, pattern: new RegExp(`^${text.split(/\{\{[^}]+\}\}/).map(escape).join('.+')}$`) });
    }
  }
  return found;
}

/** The texts the refill element shows (text nodes of its shadow root and of nested ones, trimmed). */
export async function refillTexts(page: Page): Promise<string[]> {
  return refill(page).evaluate((element) => {
    const texts = new Set<string>();
    const walk = (root: Node) => {
      for (const node of root.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) {
          const text = node.textContent?.trim();
          if (text && (node.parentElement?.getClientRects().length ?? 0) > 0) texts.add(text);
        } else if (node instanceof Element && !['STYLE', 'SCRIPT'].includes(node.tagName)) {
          if (node.shadowRoot) walk(node.shadowRoot);
          walk(node);
        }
      }
    };
    walk(element.shadowRoot!);
    return [...texts];
  });
}

/** Nothing the refill element shows is left in English (besides names, numbers and addresses). */
export async function expectRefillInSpanish(page: Page, screen: string) {
  const english = englishOnlyPatterns(['refill', 'common']);
  const texts = await refillTexts(page);
  expect(texts.length, `texts on ${screen}`).toBeGreaterThan(3);
  const leftovers = texts.flatMap((text) => english.filter(({ pattern }) => pattern.test(text)).map(({ key }) => `${key}: "${text}"`));
  expect(leftovers, `English text on ${screen}`).toEqual([]);
}
