import { defineConfig } from 'vitest/config';

/** The deployed topology (PostgreSQL, nginx, two server processes): `npm run test:topology`. */
export default defineConfig({
  test: {
    include: ['tests/topology/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
