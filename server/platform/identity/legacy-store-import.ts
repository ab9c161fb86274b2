import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { SecretsKeyring } from '../crypto/secrets-keyring';
import type { Database } from '../db/database';
import type { StoredUser } from './cognito-local';
import { writeUser } from './identity-store';

/**
 * Earlier versions kept each pool's users in `<dataDir>/<userPoolId>.json` (cognito-local's file
 * store). On the first start with the database store, those users are copied into the database
 * (a user already there is kept as it is) and the file is renamed `….json.imported`, so that a
 * later start does not bring back a user deleted since.
 */
export async function importLegacyUsers(db: Database, keyring: SecretsKeyring, dataDir: string, userPoolIds: readonly string[]): Promise<number> {
  let imported = 0;
  for (const userPoolId of userPoolIds) {
    const file = path.join(dataDir, `${userPoolId}.json`);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const stored = JSON.parse(text, (key, value: unknown) => (key.endsWith('Date') && typeof value === 'string' ? new Date(value) : value)) as {
      Users?: Record<string, StoredUser>;
    };
    for (const user of Object.values(stored.Users ?? {})) {
      await writeUser(db, keyring, userPoolId, user, false);
      imported += 1;
    }
    await rename(file, `${file}.imported`).catch((error: NodeJS.ErrnoException) => {
      // Another process starting at the same moment imported and renamed it first.
      if (error.code !== 'ENOENT') throw error;
    });
  }
  return imported;
}
