import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, type JsonWebKey, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { JWK } from 'jose';
import type { SecretsKeyring } from '../crypto/secrets-keyring';
import type { Database } from '../db/database';
import { readSharedSecret, sharedSecret, writeSharedSecret } from './shared-secrets';

/** The identity server's RS256 signing key: made on first start, never shipped with any package. */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: JWK;
}

/** Where earlier versions kept the key, in the identity's data folder; taken over when found. */
export const SIGNING_KEY_FILE = 'signing-key.jwk';

/** The key that signs, and the one it replaced at the last rotation (still trusted). */
export interface SigningKeys {
  current: SigningKey;
  previous?: SigningKey;
}

interface StoredKey {
  kid: string;
  privateJwk: JWK;
}

export function generateSigningKey(): SigningKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return fromPrivateKey(`rx-${randomUUID()}`, privateKey);
}

/**
 * The keys kept in the database (table identity_secrets, encrypted with the secrets key), made
 * by the first process that starts and read by every other, so that any process verifies the
 * tokens any other signed and tokens stay valid across restarts. A key an earlier version left
 * in `legacyDir` becomes the current key, so tokens issued before the upgrade stay valid too.
 */
export async function loadOrCreateSigningKeys(db: Database, keyring: SecretsKeyring, legacyDir?: string): Promise<SigningKeys> {
  const legacy = legacyDir ? await readLegacyKey(path.join(legacyDir, SIGNING_KEY_FILE)) : undefined;
  const current = await sharedSecret(db, keyring, 'signing-key', () => legacy ?? storedForm(generateSigningKey()));
  const previous = await readSharedSecret(db, keyring, 'signing-key-previous');
  return { current: fromStored(current), ...(previous ? { previous: fromStored(previous) } : {}) };
}

/**
 * A new current key; the current one becomes the previous (tokens it signed still verify), and
 * the one before it is dropped. Processes take the new key when they start (or when they meet a
 * token it signed): restart them one by one after rotating.
 */
export async function rotateSigningKey(db: Database, keyring: SecretsKeyring): Promise<{ current: string; previous: string }> {
  return db.transaction(async (tx) => {
    const before = await readSharedSecret(tx, keyring, 'signing-key');
    const next = generateSigningKey();
    if (before) await writeSharedSecret(tx, keyring, 'signing-key-previous', before);
    await writeSharedSecret(tx, keyring, 'signing-key', storedForm(next));
    return { current: next.kid, previous: before ? fromStored(before).kid : '' };
  });
}

function storedForm(key: SigningKey): string {
  return JSON.stringify({ kid: key.kid, privateJwk: key.privateKey.export({ format: 'jwk' }) as JWK } satisfies StoredKey);
}

function fromStored(text: string): SigningKey {
  const stored = JSON.parse(text) as StoredKey;
  return fromPrivateKey(stored.kid, createPrivateKey({ key: stored.privateJwk as JsonWebKey, format: 'jwk' }));
}

async function readLegacyKey(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function fromPrivateKey(kid: string, privateKey: KeyObject): SigningKey {
  const publicJwk = createPublicKey(privateKey).export({ format: 'jwk' }) as JWK;
  return { kid, privateKey, publicJwk: { ...publicJwk, kid, alg: 'RS256', use: 'sig' } };
}
