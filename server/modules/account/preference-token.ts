import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from './email-preferences.queries';
import type { Database } from '../../platform/db/database';
import { serverSecret } from '../../platform/crypto/server-secret';

/**
 * The token of the e-mail preferences link (in the spirit of RFC 8058 one-click unsubscribe):
 * `<expiry>.<mac>`, the expiry in Unix seconds and the mac an HMAC-SHA256, under a server secret,
 * of the lower-cased address and that expiry. It proves that whoever holds it received an e-mail
 * we sent to that address; nothing is stored per token.
 *
 * Lifetime (the spec is silent): 60 days, twice the 30 days for which CAN-SPAM wants an
 * unsubscribe link to keep working after the e-mail is sent.
 */
export const PREFERENCE_LINK_TTL_SECONDS = 60 * 24 * 60 * 60;

const SECRET_NAME = 'email-preference-hmac';
const TOKEN_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const macOf = (secret: Buffer, address: string, expiresAt: number) =>
  createHmac('sha256', secret).update(`email-preferences|v1|${address}|${expiresAt}`).digest();

/** Signs tokens valid `ttlSeconds` from `now` (the secret is read once, outside any transaction). */
export async function preferenceTokenSigner(db: Database, now: Date, ttlSeconds = PREFERENCE_LINK_TTL_SECONDS): Promise<(email: string) => string> {
  const secret = await serverSecret(db, SECRET_NAME);
  const expiresAt = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return (email) => `${expiresAt}.${macOf(secret, normalizeEmail(email), expiresAt).toString('base64url')}`;
}

/** True when the token was signed by this server for this address and has not expired at `now`. */
export async function preferenceTokenValid(db: Database, email: string, token: string | undefined, now: Date): Promise<boolean> {
  const parts = token ? TOKEN_PATTERN.exec(token) : null;
  if (!parts) return false;
  const expiresAt = Number(parts[1]);
  const given = Buffer.from(parts[2]!, 'base64url');
  const expected = macOf(await serverSecret(db, SECRET_NAME), normalizeEmail(email), expiresAt);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return now.getTime() < expiresAt * 1000;
}
