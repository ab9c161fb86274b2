import { test, expect } from '@playwright/test';

/**
 * The standalone portal page on a phone-sized window: outage notices that arrive after the portal
 * has painted must not move it (cumulative layout shift under 0.1, the "good" threshold). The
 * notices are the reference server's own; the route only holds them back until the portal shows.
 */
test('late outage notices do not move the portal on a phone-sized window', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  let portalShown!: () => void;
  const shown = new Promise<void>((resolve) => (portalShown = resolve));
  await page.route('**/api/notice/list**', async (route) => {
    await shown;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { rxShifts: number[] }).rxShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto('/portal/');
  const logIn = page.locator('rx-portal').getByRole('button', { name: 'Log in', exact: true });
  await expect(logIn).toBeVisible();
  const topBefore = await page.locator('rx-portal').evaluate((el) => el.getBoundingClientRect().top);
  portalShown();

  const notices = page.locator('rx-outage-banner').getByRole('listitem');
  await expect(notices.first()).toBeVisible();
  expect(await notices.count()).toBeGreaterThan(0);
  // The notices are shown in the window.
  await expect(page.locator('rx-outage-banner').getByRole('button').first()).toBeInViewport();
  // Two frames for the observer to hear of any shift the notices caused.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shift = await page.evaluate(() => (window as unknown as { rxShifts: number[] }).rxShifts.reduce((sum, value) => sum + value, 0));
  const topAfter = await page.locator('rx-portal').evaluate((el) => el.getBoundingClientRect().top);
  test.info().annotations.push({ type: 'cumulative layout shift', description: shift.toFixed(3) });
  console.log(`cumulative layout shift ${shift.toFixed(3)}; portal top ${topBefore} -> ${topAfter}`);
  expect(shift).toBeLessThan(0.1);
  expect(topAfter).toBe(topBefore);
  // Scrolling to a control stops above the notices stuck to the bottom of the window, not behind them.
  await expect
    .poll(() => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom)))
    .toBeCloseTo(await page.locator('rx-outage-banner').evaluate((el) => el.getBoundingClientRect().height), 0);
});
