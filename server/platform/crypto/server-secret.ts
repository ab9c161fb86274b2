import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serverKeys } from './server-keys.tables';

/**
 * Symmetric secrets of the server (HMAC-SHA256), kept beside the RSA key of `server-key.ts` in
 * `server_keys`: made once and stored in the database, so every server process signs and checks
 * with the same one. The row's public half names the key only; the secret is the private JWK's `k`.
 */
const ALGORITHM = { name: 'HMAC', hash: 'SHA-256', length: 256 } as const;

const cache = new WeakMap<Database, Map<string, Promise<Buffer>>>();

async function loadOrCreate(db: Database, name: string): Promise<Buffer> {
  const [existing] = await db.select({ privateJwk: serverKeys.privateJwk }).from(serverKeys).where(eq(serverKeys.name, name));
  if (existing?.privateJwk.k) return Buffer.from(existing.privateJwk.k, 'base64url');
  const key = await crypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const privateJwk = await crypto.subtle.exportKey('jwk', key);
  // Two processes starting together: the first insert wins and both read it back.
  await db.insert(serverKeys).values({ name, publicJwk: { kty: 'oct', alg: 'HS256' }, privateJwk }).onConflictDoNothing();
  const [stored] = await db.select({ privateJwk: serverKeys.privateJwk }).from(serverKeys).where(eq(serverKeys.name, name));
  return Buffer.from(stored!.privateJwk.k!, 'base64url');
}

/** The named 256-bit secret, made on first use; read from the database once per process. */
export function serverSecret(db: Database, name: string): Promise<Buffer> {
  let secrets = cache.get(db);
  if (!secrets) cache.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = loadOrCreate(db, name);
    secrets.set(name, secret);
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}
