import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { identitySecrets } from './schema-identity';

export type SecretName = 'signing-key' | 'session-key' | 'unknown-user-key';

/**
 * A secret every server process shares: the first process to ask stores `make()`'s value (one
 * row per name, so of two processes starting at once exactly one value is kept) and every
 * process, then and after any restart, reads that one.
 */
export async function sharedSecret(db: Database, name: SecretName, make: () => string): Promise<string> {
  const existing = await readSecret(db, name);
  if (existing !== undefined) return existing;
  await db.insert(identitySecrets).values({ name, value: make() }).onConflictDoNothing({ target: identitySecrets.name });
  const kept = await readSecret(db, name);
  if (kept === undefined) throw new Error(`The identity secret ${name} could not be stored`);
  return kept;
}

async function readSecret(db: Database, name: SecretName): Promise<string | undefined> {
  const [row] = await db.select({ value: identitySecrets.value }).from(identitySecrets).where(eq(identitySecrets.name, name));
  return row?.value;
}
