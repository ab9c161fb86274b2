import { devSecretsKeyFile, loadSecretsKeyring } from './platform/crypto/secrets-key';
import { openDatabase } from './platform/db/database';
import { migrate } from './platform/db/migrate';
import { readServerEnv } from './platform/env';
import { rotateSigningKey } from './platform/identity/signing-key';

/**
 * Rotates the local identity's RS256 signing key, on the database the server uses (DATABASE_URL,
 * RX_DATA_DIR) with its secrets key (RX_SECRETS_KEY(_FILE)): a new key signs from now on, the
 * current one becomes the previous (still published and trusted), the one before is dropped.
 * `node dist-server/rotate-signing-key.js` (compiled) or `npx tsx server/rotate-signing-key.ts`.
 * Running processes take the new key when they meet a token it signed, or at their next start.
 */
async function main(): Promise<void> {
  const env = readServerEnv();
  if (!env.database.url && !env.database.dataDir) throw new Error('RX_DATA_DIR=memory: there is no stored key to rotate.');
  const keyring = await loadSecretsKeyring({ mode: env.mode, devKeyFile: devSecretsKeyFile(env) });
  const database = await openDatabase(env.database);
  try {
    await migrate(database.db);
    const { current, previous } = await rotateSigningKey(database.db, keyring);
    console.log(`Signing key rotated on ${env.databaseLabel}: new key ${current}${previous ? `, previous ${previous} still trusted` : ''}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Signing key not rotated: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
