import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../server/app';
import { identityConfig } from '../../../../server/platform/auth/identity-config';
import { seed } from '../../../../server/seed/seed';
import { startIdentityServer, type IdentityClock, type IdentityServer } from '../../../../server/platform/identity/identity-server';
import { createMigratedTestDatabase, type TestDatabase } from '../../support/test-database';
import { identityClient } from './identity-client';
import { identityPatientRecords } from '../../../../server/modules/patient';

export const IDENTITY_CONFIG = identityConfig('http://localhost:4300/identity');

export interface OutboxEntry {
  code: string;
  purpose: string;
  channel: string;
}

/** The API with a real local identity server; seeded through it by default, so demo patients sign in for real. */
export interface SignedInApp {
  app: FastifyInstance;
  identity: IdentityServer;
  database: TestDatabase;
  client: ReturnType<typeof identityClient>;
  /** The newest code delivered to `recipient` (the dev outbox). */
  latestEntry(recipient: string): Promise<OutboxEntry>;
  latestCode(recipient: string): Promise<string>;
  close(): Promise<void>;
}

export async function createSignedInApp(options: { seeded?: boolean; dataDir?: string; clock?: IdentityClock } = {}): Promise<SignedInApp> {
  const database = await createMigratedTestDatabase();
  const identity = await startIdentityServer({ db: database.db, config: IDENTITY_CONFIG, dataDir: options.dataDir, clock: options.clock, patientRecords: identityPatientRecords(database.db) });
  if (options.seeded ?? true) await seed(database.db);
  const app = await buildApp({ db: database.db, mode: 'test', identityServer: identity });
  await app.ready();
  const latestEntry = async (recipient: string): Promise<OutboxEntry> => {
    const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}` });
    const [entry] = response.json().entries as OutboxEntry[];
    if (!entry) throw new Error(`no outbox entry for ${recipient}`);
    return entry;
  };
  return {
    app,
    identity,
    database,
    client: identityClient(app, IDENTITY_CONFIG.pools.standard),
    latestEntry,
    latestCode: async (recipient) => (await latestEntry(recipient)).code,
    async close() {
      await app.close();
      await identity.close();
      await database.dispose();
    },
  };
}
