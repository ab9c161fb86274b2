import { expect, type Locator, type Page } from '@playwright/test';

/** The element focus is on, through the shadow roots. */
export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });
}

/** Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `focus reached ${target} within ${max} presses`).toBe(true);
}
