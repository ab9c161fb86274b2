import { expect, type Page } from '@playwright/test';

/** Collects securitypolicyviolation events and CSP console errors of a page from its first script on. */
export async function watchCspViolations(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspSeen: string[] }).__cspSeen = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`), true);
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  return async () => {
    expect(await page.evaluate(() => (window as unknown as { __cspSeen: string[] }).__cspSeen)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  };
}
