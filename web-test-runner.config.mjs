import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { createServer } from 'vite';
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/lib/test-chromium.mjs';
import { jsonReporter } from './scripts/lib/wtr-json-reporter.mjs';

/**
 * Element tests in Debian's Chromium. Vite (in middleware mode) compiles TypeScript, JSX and the
 * CommonJS packages (React); web-test-runner keeps its own pages and runner scripts.
 */
const vite = await createServer({
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  // Bundle every dependency the tests reach before the first test loads: a re-optimisation
  // mid-run makes the browser's import of a test file fail.
  optimizeDeps: { entries: ['tests/browser/**/*.test.{ts,tsx}'] },
  plugins: [
    {
      // @web/test-runner-commands imports the runner's own socket module, which Vite must not resolve.
      name: 'wtr-socket-external',
      resolveId: (id) => (id.endsWith('__web-dev-server__web-socket.js') ? { id: '/__web-dev-server__web-socket.js', external: true } : null),
    },
  ],
});

async function viteMiddleware(ctx, next) {
  if (ctx.path === '/' || ctx.path.startsWith('/__web')) return next();
  const handled = await new Promise((resolve, reject) => {
    ctx.res.once('finish', () => resolve(true));
    vite.middlewares(ctx.req, ctx.res, (error) => (error ? reject(error) : resolve(false)));
  });
  if (handled) ctx.respond = false;
  else await next();
}

/**
 * `emulate-forced-colors` (payload `{ value: 'active' | 'none' }`): Windows high-contrast mode,
 * which `emulateMedia` of @web/test-runner-commands does not cover.
 */
const cdpSessions = new WeakMap();
const forcedColorsPlugin = {
  name: 'emulate-forced-colors',
  async executeCommand({ command, payload, session }) {
    if (command !== 'emulate-forced-colors') return undefined;
    // Puppeteer's emulateMediaFeatures refuses this feature name; the DevTools protocol takes it.
    // The emulation lasts as long as the DevTools session that set it, so one is kept per page.
    const page = session.browser.getPage(session.id);
    if (!cdpSessions.has(page)) cdpSessions.set(page, await page.createCDPSession());
    await cdpSessions.get(page).send('Emulation.setEmulatedMedia', {
      features: [{ name: 'forced-colors', value: payload?.value === 'active' ? 'active' : 'none' }],
    });
    return true;
  },
};

export default {
  files: ['tests/browser/**/*.test.{ts,tsx}'],
  concurrency: 1,
  testsFinishTimeout: 300_000,
  // WTR_JSON_REPORT=<file>: the results as JSON too (test-all.mjs reads them).
  reporters: [defaultReporter(), ...(process.env.WTR_JSON_REPORT ? [jsonReporter(process.env.WTR_JSON_REPORT)] : [])],
  testFramework: { config: { timeout: 10_000 } },
  middleware: [viteMiddleware],
  filterBrowserLogs: ({ args }) => !args.some((arg) => typeof arg === 'string' && arg.startsWith('Lit is in dev mode')),
  // a11ySnapshot(): the accessibility tree Chromium gives a screen reader (accessible names, roles).
  plugins: [forcedColorsPlugin, a11ySnapshotPlugin(), { name: 'close-vite', serverStop: () => vite.close() }],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: TEST_CHROMIUM_PATH,
        headless: true,
        args: TEST_CHROMIUM_ARGS,
      },
    }),
  ],
};
