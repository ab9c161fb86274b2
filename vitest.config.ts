import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Vitest's default on 2 cores is one worker (cores - 1); server tests spend much of their
    // time waiting on sockets, timers and the database, so a second worker overlaps those waits.
    maxWorkers: 2,
    // Migrates and seeds one database for the run; server test files copy it.
    globalSetup: ['tests/server/support/global-setup.ts'],
  },
});
