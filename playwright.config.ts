import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/lib/test-chromium.mjs';

const port = Number(process.env.RX_E2E_PORT ?? 4399);
/** Parallel browser workers against the one server; RX_E2E_WORKERS overrides (1 runs everything in order). */
const workers = Number(process.env.RX_E2E_WORKERS ?? 3);

/**
 * End-to-end journeys in Debian's Chromium against the real reference server (in-memory PGlite),
 * started here on its own port. The library and demo must be built first (`npm run build`).
 *
 * Journeys run in parallel: several workers, and the tests of one file spread over them
 * (`fullyParallel`). Each makes its own patients, finds its own rows in global lists and sets its
 * clock; a file whose tests must follow each other says `test.describe.configure({ mode: 'default' })`
 * and why. How to write one: tests/e2e/README.md.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Per test: parallel workers share the cores (and on a shared machine, other work does too), so a
  // long journey gets twice the time it needs alone; waits inside a test keep their own limits.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node_modules/.bin/tsx server/main.ts',
    url: `http://127.0.0.1:${port}/api/notice/list`,
    reuseExistingServer: false,
    timeout: 180_000,
    // The suite signs in hundreds of times from one address, often as the same demo patients.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      RX_DATA_DIR: 'memory',
      RX_MODE: 'test',
      // Test mode runs the development mailbox: codes and links arrive there through the real SMTP
      // and SMS transports and the queue, which looks for messages every 100 ms (1 s by default).
      RX_DELIVERY_POLL_MS: '100',
      RX_IDENTITY_LIMIT_PER_ADDRESS: '1000000',
      RX_IDENTITY_LIMIT_PER_USERNAME: '1000000',
    },
    stdout: 'pipe',
  },
});
