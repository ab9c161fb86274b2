import { expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { freshPatient, portal, type FreshPatient } from './fresh-patient';

/** The demo card of server/modules/discount-card/discount-card.seed.ts. */
export const DEMO_MEMBER_ID = 'RXD4471902815';
/** Over 15 characters: the card's layout for long member IDs (spec 02 §9). */
export const LONG_MEMBER_ID = 'RXD-2026-LONG-MEMBER-77';

export const discountCard = (page: Page) => portal(page).locator('rx-discount-card');
export const cardButton = (page: Page, name: string) => discountCard(page).getByRole('button', { name, exact: true });
export const memberIdShown = (page: Page) => discountCard(page).locator('[part="card-fields"] dd').first();

export type CardHolder = FreshPatient & { discountId: number };

/** A fresh patient with the demo discount card (POST /api/dev/discount-cards). */
export async function cardHolder(request: APIRequestContext): Promise<CardHolder> {
  const patient = await freshPatient(request);
  return { ...patient, discountId: await addCard(request, patient) };
}

/** Gives the patient another card (then the newest) with this member ID; answers its id. */
export async function addCard(request: APIRequestContext, patient: { username: string }, memberId?: string): Promise<number> {
  const response = await request.post('/api/dev/discount-cards', { data: memberId ? { username: patient.username, memberId } : { username: patient.username } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { discountId: number }).discountId;
}

/** Axe on the portal and the card, once no slide is fading in (a half-faded slide is low contrast by design). */
export async function expectAxeClean(page: Page, what: string) {
  await expect
    .poll(() =>
      discountCard(page).evaluate((el) =>
        (el.shadowRoot?.getAnimations() ?? []).filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
  const results = await new AxeBuilder({ page }).include({ fromShadowDom: ['rx-portal', 'rx-discount-card'] }).analyze();
  expect(results.passes.length, `axe checked something on ${what}`).toBeGreaterThan(0);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`), `axe on ${what}`).toEqual([]);
}

/** Fills the portal's login form in the language shown (it is already open). */
export async function fillLogin(page: Page, account: { username: string; password: string }, locale: 'en' | 'es' = 'en') {
  const [user, password, submit] = locale === 'es' ? ['Teléfono móvil o correo electrónico', 'Contraseña', 'Iniciar sesión'] : ['Mobile phone or e-mail', 'Password', 'Log in'];
  await portal(page).getByLabel(user).fill(account.username);
  await portal(page).getByLabel(password, { exact: true }).fill(account.password);
  await portal(page).getByRole('button', { name: submit, exact: true }).click();
}

/** Answers the three tutorial questions with the mouse and finishes (en or es labels). */
export async function finishTutorial(page: Page, locale: 'en' | 'es' = 'en') {
  const texts =
    locale === 'es'
      ? { yes: 'Sí', where: 'En mi farmacia habitual', next: 'Siguiente', finish: 'Terminar' }
      : { yes: 'Yes', where: 'At my usual pharmacy', next: 'Next', finish: 'Finish' };
  await discountCard(page).getByRole('radio', { name: texts.yes, exact: true }).check();
  await cardButton(page, texts.next).click();
  await discountCard(page).getByRole('radio', { name: texts.where }).check();
  await cardButton(page, texts.next).click();
  await cardButton(page, texts.finish).click();
}
