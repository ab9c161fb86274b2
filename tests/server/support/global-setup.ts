import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplate, dropDatabaseTemplate, type DatabaseTemplates } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The databases server test files copy (null: none, each file migrates and seeds its own). */
    databaseTemplates: DatabaseTemplates | null;
  }
}

/**
 * Vitest global setup: migrates and seeds one database for the whole run, which each server test
 * file copies (support/test-database.ts) instead of migrating and seeding its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rx-test-template-'));
  // Only when the run holds server test files (`vitest run tests/unit` needs no database).
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  const { testFiles } = await project.globTestFiles(filters);
  const serverFiles = testFiles.some((file) => file.includes(`${path.sep}tests${path.sep}server${path.sep}`));
  let templates: DatabaseTemplates | null = null;
  if (serverFiles) {
    const url = process.env.DATABASE_URL;
    templates = {
      migrated: await buildDatabaseTemplate({ url, dumpFile: path.join(dir, 'migrated.tar'), seed: false }),
      seeded: await buildDatabaseTemplate({ url, dumpFile: path.join(dir, 'seeded.tar'), seed: true }),
    };
  }
  project.provide('databaseTemplates', templates);
  return async () => {
    if (templates) await Promise.all([dropDatabaseTemplate(templates.migrated), dropDatabaseTemplate(templates.seeded)]);
    await rm(dir, { recursive: true, force: true });
  };
}
