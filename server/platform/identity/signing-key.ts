import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, type JsonWebKey, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { JWK } from 'jose';
import type { Database } from '../db/database';
import { sharedSecret } from './shared-secrets';

/** The identity server's RS256 signing key: made on first start, never shipped with any package. */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: JWK;
}

/** Where earlier versions kept the key, in the identity's data folder; taken over when found. */
export const SIGNING_KEY_FILE = 'signing-key.jwk';

interface StoredKey {
  kid: string;
  privateJwk: JWK;
}

export function generateSigningKey(): SigningKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return fromPrivateKey(`rx-${randomUUID()}`, privateKey);
}

/**
 * The key kept in the database (table identity_secrets), made by the first process that starts
 * and read by every other, so that any process verifies the tokens any other signed and tokens
 * stay valid across restarts. A key an earlier version left in `legacyDir` becomes that key, so
 * tokens issued before the upgrade stay valid too.
 */
export async function loadOrCreateSigningKey(db: Database, legacyDir?: string): Promise<SigningKey> {
  const legacy = legacyDir ? await readLegacyKey(path.join(legacyDir, SIGNING_KEY_FILE)) : undefined;
  const text = await sharedSecret(db, 'signing-key', () => {
    if (legacy) return legacy;
    const key = generateSigningKey();
    return JSON.stringify({ kid: key.kid, privateJwk: key.privateKey.export({ format: 'jwk' }) as JWK } satisfies StoredKey);
  });
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
