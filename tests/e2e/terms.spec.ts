import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { watchCspViolations } from './support/csp-watch';

/** <rx-terms> in the portal (/terms, /terms-conditions): the brand's PDF, or the fallback document. */

const terms = (page: Page) => page.locator('rx-terms');

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).include({ fromShadowDom: ['rx-portal', 'rx-terms'] }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)).toEqual([]);
}

test("the brand's terms PDF renders under the strict CSP, with its text for screen readers and a download", async ({ page }) => {
  const noViolations = await watchCspViolations(page);
  const pdfRequests: string[] = [];
  page.on('request', (request) => {
    if (/pdf(\.worker)?[.-]/i.test(request.url())) pdfRequests.push(request.url());
  });
  await page.goto('/portal/terms?brand_id=2');
  await expect(terms(page).getByRole('heading', { name: 'Portal terms and conditions', level: 2 })).toBeVisible();
  const pageOne = terms(page).getByRole('group', { name: 'Page 1 of 1' });
  await expect(pageOne).toBeVisible({ timeout: 15_000 });
  await expect(pageOne).toContainText('Specialty Pharmacy');
  await expect(pageOne).toContainText('These terms govern your use of the patient portal');
  await expect(terms(page).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download', /\.pdf$/);
  expect(pdfRequests.length).toBeGreaterThan(0);
  await expectAxeClean(page);
  await noViolations();
});

test('an unknown brand or a failed load shows the fallback document, in English and Spanish', async ({ page }) => {
  await page.goto('/portal/terms-conditions?brand_id=999');
  await expect(terms(page).getByText(/The pharmacy's own terms could not be loaded right now/)).toBeVisible();
  await expect(terms(page).getByRole('heading', { name: 'Your health information' })).toBeVisible();
  await expectAxeClean(page);

  await page.route('**/api/company/terms**', (route) => route.abort());
  await page.addInitScript(() => localStorage.setItem('rx-language', 'es'));
  await page.goto('/portal/terms?brand_id=1');
  await expect(terms(page).getByRole('heading', { name: 'Términos y condiciones del portal', level: 2 })).toBeVisible();
  await expect(terms(page).getByText(/No se pudieron cargar ahora los términos propios de la farmacia/)).toBeVisible();
  await expectAxeClean(page);
});
