import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

interface StoredCspReport {
  receivedAt: string;
  report: { 'csp-report'?: Record<string, unknown>; body?: Record<string, unknown> };
}

/**
 * The CSP reports the server's collector holds (GET /api/dev/csp-reports) that came from a page's
 * own scripts. The collector is one for every journey, and journeys run in parallel: axe, which
 * another journey may be running on a strict page at that moment, injects code through
 * page.evaluate that adds a <style> the policy blocks. Such a report names no source file; a
 * violation by a page's scripts names the script. (A page's own markup is caught in the page
 * itself: the journeys also listen for securitypolicyviolation from the first script on.)
 */
export async function pageCspReports(request: APIRequestContext): Promise<StoredCspReport[]> {
  const response = await request.get('/api/dev/csp-reports');
  expect(response.status()).toBe(200);
  const { reports } = (await response.json()) as { reports: StoredCspReport[] };
  return reports.filter(({ report }) => {
    const sourceFile = report['csp-report']?.['source-file'] ?? report.body?.['sourceFile'];
    return typeof sourceFile === 'string' && sourceFile !== '';
  });
}
