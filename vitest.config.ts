import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Migrates and seeds one database for the run; server test files copy it.
    globalSetup: ['tests/server/support/global-setup.ts'],
  },
});
