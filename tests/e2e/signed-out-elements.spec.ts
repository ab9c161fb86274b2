import { test, expect, type Page } from '@playwright/test';
import { expectAxeCleanInBothSchemes } from './support/axe-schemes';
import { isFocused, tabTo } from './support/keyboard';
import { openHostPage } from './support/host-page';

/**
 * The signed-in elements of the care area placed on a page of their own with no session: each
 * says why it shows nothing, offers the login screen (rx-navigate to /login), in English and
 * Spanish, by keyboard, axe clean in both colour schemes.
 */

async function openAlone(page: Page, tag: string, locale: string) {
  await page.addInitScript(() => {
    const log: unknown[] = [];
    (window as unknown as { __navigations: unknown[] }).__navigations = log;
    document.addEventListener('rx-navigate', (event) => log.push((event as CustomEvent).detail));
  });
  await openHostPage(page, { name: 'signed-out', title: 'Patient page', element: `<${tag} locale="${locale}"></${tag}>`, lang: locale });
}

const navigations = (page: Page) => page.evaluate(() => (window as unknown as { __navigations: unknown[] }).__navigations);

const cases = [
  {
    tag: 'rx-counseling',
    en: { title: 'Counseling', body: 'Please log in to see your counseling items.', action: 'Go to login' },
    es: { title: 'Asesoría', body: 'Inicie sesión para ver sus temas de asesoría.', action: 'Ir a iniciar sesión' },
  },
  {
    tag: 'rx-nps',
    en: { title: 'Tell us how we did', body: 'Please log in to give your feedback.', action: 'Go to login' },
    es: { title: 'Cuéntenos cómo lo hicimos', body: 'Inicie sesión para darnos sus comentarios.', action: 'Ir a iniciar sesión' },
  },
  {
    tag: 'rx-pharmacy',
    en: { title: 'Your pharmacy', body: "Please log in to see your pharmacy's information.", action: 'Go to login' },
    es: { title: 'Su farmacia', body: 'Inicie sesión para ver la información de su farmacia.', action: 'Ir a iniciar sesión' },
  },
  {
    tag: 'rx-care-programs',
    en: { title: 'Care programs', body: 'Please log in to choose your care programs.', action: 'Go to login' },
    es: { title: 'Programas de atención', body: 'Inicie sesión para elegir sus programas de atención.', action: 'Ir a iniciar sesión' },
  },
] as const;

for (const { tag, ...texts } of cases) {
  for (const locale of ['en', 'es'] as const) {
    const text = texts[locale];
    test(`<${tag}> without a session (${locale}): asks to log in, the button reached by keyboard opens the login screen; axe clean in both schemes`, async ({ page }) => {
      await openAlone(page, tag, locale);
      const element = page.locator(tag);
      await expect(element.getByRole('heading', { name: text.title, level: 2 })).toBeVisible();
      await expect(element.getByText(text.body)).toBeVisible();
      // On its own the element asks the host for the login screen once at start.
      await expect.poll(() => navigations(page)).toEqual([{ path: '/login', replace: true }]);
      await expectAxeCleanInBothSchemes(page, [tag], `${tag} signed out (${locale})`);

      const action = element.getByRole('button', { name: text.action, exact: true });
      await tabTo(page, action);
      expect(await isFocused(action)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => navigations(page)).toEqual([
        { path: '/login', replace: true },
        { path: '/login', replace: true },
      ]);
    });
  }
}
