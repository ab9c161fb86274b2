import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../server/app';
import { identityConfig } from '../../../server/platform/auth/identity-config';
import { testTokenTrust } from './test-tokens';
import type { DemoDirs } from '../../../server/platform/http/page-host';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The issuer prefix of the local identity server on the default port: the tests mint tokens for it. */
const DEFAULT_IDENTITY_ISSUER = 'http://localhost:4300/identity';

/** The pools the test apps accept tokens of, with the test key (mint them with `mintIdToken(TEST_IDENTITY, …)`). */
export const TEST_IDENTITY = testTokenTrust(identityConfig(DEFAULT_IDENTITY_ISSUER));

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { demo?: DemoDirs } & Partial<Pick<BuildAppOptions, 'lookupRateLimit' | 'anonymousWriteLimit' | 'signUpIdentityUser' | 'now' | 'trustProxy'>> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ db: database.db, mode: 'test', identity: TEST_IDENTITY, ...options });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
