import { eq } from 'drizzle-orm';
import type { RsaOaepPublicJwk } from '../../../src/domain/account/registration.schema';
import type { Database } from '../db/database';
import { serverKeys } from './server-keys.tables';

/**
 * The RSA-OAEP (SHA-256) key pair the browser encrypts registration passwords and support
 * usernames with (WebCrypto on both sides). Generated once and kept in the database, so every
 * server process decrypts with the same key.
 */
const KEY_NAME = 'registration-rsa-oaep';
const ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export class DecryptionError extends Error {
  constructor() {
    super('The value could not be decrypted with the server key');
    this.name = 'DecryptionError';
  }
}

export async function ensureServerKey(db: Database): Promise<{ publicJwk: JsonWebKey; privateJwk: JsonWebKey }> {
  const [existing] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
  if (existing) return existing;
  const pair = await crypto.subtle.generateKey(
    { ...ALGORITHM, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const publicJwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const privateJwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  // Two processes starting together: the first insert wins and both read it back.
  await db.insert(serverKeys).values({ name: KEY_NAME, publicJwk, privateJwk }).onConflictDoNothing();
  const [stored] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
  return stored!;
}

export async function serverPublicJwk(db: Database): Promise<RsaOaepPublicJwk> {
  const { publicJwk } = await ensureServerKey(db);
  return { kty: 'RSA', n: publicJwk.n!, e: publicJwk.e!, alg: 'RSA-OAEP-256', use: 'enc', kid: KEY_NAME };
}

/** Decrypts base64 ciphertext to text; throws DecryptionError for anything that is not ours. */
export async function decryptWithServerKey(db: Database, base64Ciphertext: string): Promise<string> {
  const { privateJwk } = await ensureServerKey(db);
  try {
    const key = await crypto.subtle.importKey('jwk', privateJwk, ALGORITHM, false, ['decrypt']);
    const plain = await crypto.subtle.decrypt(ALGORITHM, key, Buffer.from(base64Ciphertext, 'base64'));
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new DecryptionError();
  }
}

