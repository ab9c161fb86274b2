import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { JWK } from 'jose';

/** The identity server's RS256 signing key: made on first start, never shipped with any package. */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: JWK;
}

/** Not `.json`: cognito-local takes every JSON file of the folder for a user pool. */
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
 * The key kept in `dataDir` (created there, readable by the owner only, on first use), so tokens
 * stay valid across restarts and every process sharing the folder signs with the same key.
 */
export async function loadOrCreateSigningKey(dataDir: string): Promise<SigningKey> {
  const file = path.join(dataDir, SIGNING_KEY_FILE);
  const existing = await readStoredKey(file);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  const key = generateSigningKey();
  const stored: StoredKey = { kid: key.kid, privateJwk: key.privateKey.export({ format: 'jwk' }) as JWK };
  try {
    // 'wx': when another process made the key first, its key wins.
    await writeFile(file, JSON.stringify(stored), { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readStoredKey(file);
    if (!winner) throw new Error(`Unreadable identity signing key in ${file}`);
    return winner;
  }
}

async function readStoredKey(file: string): Promise<SigningKey | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const stored = JSON.parse(text) as StoredKey;
  return fromPrivateKey(stored.kid, createPrivateKey({ key: stored.privateJwk as import('node:crypto').JsonWebKey, format: 'jwk' }));
}

function fromPrivateKey(kid: string, privateKey: KeyObject): SigningKey {
  const publicJwk = createPublicKey(privateKey).export({ format: 'jwk' }) as JWK;
  return { kid, privateKey, publicJwk: { ...publicJwk, kid, alg: 'RS256', use: 'sig' } };
}
