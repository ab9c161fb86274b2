import { expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { SurveyAnswer, SurveyResponseMedication } from '../../../src/domain/survey/survey.schema';

/**
 * <rx-survey> in the standalone portal against the reference server: a fresh patient per test
 * from the development route (the refill cases, Xeljanz held by two required assessments, and
 * the demo survey events), the real sign-in, and what the database holds afterwards.
 */
export interface SurveyPatient {
  username: string;
  password: string;
  uId: number;
}

export interface StoredResponse {
  surveyEventId: number;
  timeCompleted: string;
  answers: SurveyAnswer[];
  flaggedQuestions: number[];
  medications: SurveyResponseMedication[];
  score: number;
  terminatedEarly: boolean;
}

export async function newSurveyPatient(request: APIRequestContext): Promise<SurveyPatient> {
  const response = await request.post('/api/dev/survey-patients', { data: {} });
  expect(response.status()).toBe(200);
  return (await response.json()) as SurveyPatient;
}

export async function storedResponses(request: APIRequestContext, username: string): Promise<StoredResponse[]> {
  const response = await request.get(`/api/dev/survey-responses?username=${encodeURIComponent(username)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { responses: StoredResponse[] }).responses;
}

export const portal = (page: Page) => page.locator('rx-portal');
export const survey = (page: Page) => portal(page).locator('rx-survey');
export const surveyButton = (page: Page, name: string) => survey(page).getByRole('button', { name, exact: true });

/** Signs in on the portal's login screen, in English or (chosen on the login screen) Spanish. */
export async function signIn(page: Page, account: { username: string; password: string }, language: 'en' | 'es' = 'en') {
  await page.goto('/portal/');
  await expect(page).toHaveURL(/\/portal\/login$/);
  if (language === 'es') {
    await portal(page).getByLabel('Language').selectOption('es');
    await portal(page).getByLabel('Teléfono móvil o correo electrónico').fill(account.username);
    await portal(page).getByLabel('Contraseña', { exact: true }).fill(account.password);
    await portal(page).getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  } else {
    await portal(page).getByLabel('Mobile phone or e-mail').fill(account.username);
    await portal(page).getByLabel('Password', { exact: true }).fill(account.password);
    await portal(page).getByRole('button', { name: 'Log in', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/portal\/home$/, { timeout: 15_000 });
}

export async function openSurvey(page: Page, surveyEventId: number, title: string) {
  await page.goto(`/portal/survey?survey_event_id=${surveyEventId}`);
  await expect(survey(page).getByRole('heading', { level: 2 })).toHaveText(title);
}

/** axe on the survey element and what it shows in its shadow root (alerts, dialogs). */
export async function expectAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).include({ fromShadowDom: ['rx-portal', 'rx-survey'] }).analyze();
  expect(results.passes.length, `axe checked something on ${what}`).toBeGreaterThan(0);
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
    `axe on ${what}`,
  ).toEqual([]);
}

export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
