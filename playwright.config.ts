import { defineConfig } from '@playwright/test';

const port = Number(process.env.RX_E2E_PORT ?? 4399);

/**
 * End-to-end journeys in Debian's Chromium against the real reference server (in-memory PGlite),
 * started here on its own port. The library and demo must be built first (`npm run build`).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node_modules/.bin/tsx server/main.ts',
    url: `http://127.0.0.1:${port}/api/notice/list`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: { PORT: String(port), HOST: '127.0.0.1', RX_DATA_DIR: 'memory', NODE_ENV: 'test' },
    stdout: 'pipe',
  },
});
