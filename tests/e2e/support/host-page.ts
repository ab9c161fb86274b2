import type { Page } from '@playwright/test';

/**
 * A partner's page that holds one widget and loads it through the autoloader, as README's
 * "Embedding" shows: served by the test at /e2e/<name> (any query string), so the widget talks to
 * the real reference server on the same origin.
 */
export interface HostPage {
  /** The path segment after /e2e/. */
  name: string;
  /** The page's title and heading. */
  title: string;
  /** The widget's markup, e.g. `<rx-enroll locale="es"></rx-enroll>`. */
  element: string;
  lang?: string;
}

const hostPageHtml = ({ title, element, lang = 'en' }: HostPage) => `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <script type="module" src="/dist/rx-widgets.js"></script>
  </head>
  <body>
    <main><h1>${title}</h1>${element}</main>
  </body>
</html>`;

/** Serves the host page (its route stays for later visits) and opens it with `search`. */
export async function openHostPage(page: Page, host: HostPage, search = ''): Promise<void> {
  await page.route(new RegExp(`/e2e/${host.name}(\\?|$)`), (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: hostPageHtml(host) }),
  );
  await page.goto(`/e2e/${host.name}${search}`);
}
