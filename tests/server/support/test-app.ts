import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { DemoDirs } from '../../../server/demo-host';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function createTestApp(options: { demo?: DemoDirs } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ db: database.db, mode: 'test', demo: options.demo });
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
