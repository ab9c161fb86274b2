import { and, eq } from 'drizzle-orm';
import { decryptSecret, encryptSecret, isEncrypted, needsSealing, type SecretsKeyring } from '../crypto/secrets-keyring';
import type { Database } from '../db/database';
import { identitySecrets } from './schema-identity';

export type SecretName = 'signing-key' | 'signing-key-previous' | 'session-key' | 'unknown-user-key';

/**
 * A secret every server process shares: the first process to ask stores `make()`'s value (one
 * row per name, so of two processes starting at once exactly one value is kept) and every
 * process, then and after any restart, reads that one. The row holds it encrypted with the
 * secrets key (`crypto/secrets-keyring.ts`), which the database never holds; a row an earlier
 * version left in clear, or sealed with the previous secrets key, is sealed again as it is read.
 */
export async function sharedSecret(db: Database, keyring: SecretsKeyring, name: SecretName, make: () => string): Promise<string> {
  const existing = await readSharedSecret(db, keyring, name);
  if (existing !== undefined) return existing;
  await db
    .insert(identitySecrets)
    .values({ name, value: encryptSecret(keyring, make(), purposeOf(name)) })
    .onConflictDoNothing({ target: identitySecrets.name });
  const kept = await readSharedSecret(db, keyring, name);
  if (kept === undefined) throw new Error(`The identity secret ${name} could not be stored`);
  return kept;
}

export async function readSharedSecret(db: Database, keyring: SecretsKeyring, name: SecretName): Promise<string | undefined> {
  const [row] = await db.select({ value: identitySecrets.value }).from(identitySecrets).where(eq(identitySecrets.name, name));
  if (!row) return undefined;
  const clear = isEncrypted(row.value) ? decryptSecret(keyring, row.value, purposeOf(name)) : row.value;
  if (needsSealing(keyring, row.value)) {
    // Only if nobody changed it meanwhile (another process sealing it too, or a rotation).
    await db
      .update(identitySecrets)
      .set({ value: encryptSecret(keyring, clear, purposeOf(name)) })
      .where(and(eq(identitySecrets.name, name), eq(identitySecrets.value, row.value)));
  }
  return clear;
}

/** Replaces (or sets) a secret: the signing key's rotation. */
export async function writeSharedSecret(db: Database, keyring: SecretsKeyring, name: SecretName, value: string): Promise<void> {
  const sealed = encryptSecret(keyring, value, purposeOf(name));
  await db.insert(identitySecrets).values({ name, value: sealed }).onConflictDoUpdate({ target: identitySecrets.name, set: { value: sealed } });
}

/** A signing key sealed under one name does not open under another (the previous key's row is a copy moved). */
const purposeOf = (name: SecretName) => `identity-secret:${name === 'signing-key-previous' ? 'signing-key' : name}`;
