import { createHmac, timingSafeEqual } from 'node:crypto';
import { N, padHex, passwordExponent, randomSalt, verifierOf } from './srp-math';
import { verifierOfAsync } from './srp-arithmetic';
import { srpPoolName } from './srp-server';

/**
 * What the identity keeps of a password, as Amazon Cognito does for SRP: a random per-user salt
 * and the verifier v = g^x mod N, x = H(salt | H(poolName | userId | ':' | password)). The
 * password itself is never stored; a sign-in proves it against v (SRP), or USER_PASSWORD_AUTH
 * derives v again from the typed password and compares.
 */
export interface PasswordVerifier {
  /** The salt as sent in the PASSWORD_VERIFIER challenge (`SALT`): padded hex. */
  salt: string;
  /** v, hex. */
  verifier: string;
}

/** Bytes of a value modulo N: every verifier compares at this one length. */
const VERIFIER_BYTES = Math.ceil(N.toString(16).length / 2);

export function newPasswordVerifier(userPoolId: string, userId: string, password: string): PasswordVerifier {
  const salt = randomSalt();
  return { salt: padHex(salt), verifier: verifierFor(salt, userPoolId, userId, password).toString(16) };
}

/**
 * USER_PASSWORD_AUTH and ChangePassword: the typed password against the stored verifier, in
 * constant time; the exponentiation runs in the SRP worker pool (`srp-arithmetic.ts`).
 */
export async function passwordMatchesVerifier(userPoolId: string, userId: string, password: string, stored: PasswordVerifier): Promise<boolean> {
  const salt = parseHex(stored.salt);
  const expected = parseHex(stored.verifier);
  if (salt === undefined || expected === undefined || expected >= N) return false;
  const given = await verifierOfAsync(passwordExponent(salt, srpPoolName(userPoolId), userId, password));
  return timingSafeEqual(fixedLength(given), fixedLength(expected));
}

export function parseHex(hex: string): bigint | undefined {
  return typeof hex === 'string' && /^[0-9a-f]{1,1024}$/i.test(hex) ? BigInt(`0x${hex}`) : undefined;
}

/**
 * For a username no user has: an id, salt and verifier derived from a server key, the pool and
 * the username (HMAC-SHA256), so that its PASSWORD_VERIFIER challenge has the form of a real
 * user's (a UUID id, a 16-byte salt) and the same id and salt at every attempt, as a real user's
 * do. No password meets the verifier: nothing is known that gives g^x = v.
 */
export function decoyPasswordVerifier(key: Buffer, userPoolId: string, username: string): PasswordVerifier & { userId: string } {
  const derive = (label: string, bytes: number) => {
    const parts: Buffer[] = [];
    for (let block = 0; parts.length * 32 < bytes; block += 1) {
      parts.push(createHmac('sha256', key).update(`${label}\u0000${block}\u0000${userPoolId}\u0000${username}`).digest());
    }
    return Buffer.concat(parts).subarray(0, bytes);
  };
  const id = derive('user-id', 16);
  // A version 4, variant 1 UUID, as randomUUID() gives real users.
  id[6] = (id[6]! & 0x0f) | 0x40;
  id[8] = (id[8]! & 0x3f) | 0x80;
  const hex = id.toString('hex');
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const salt = BigInt(`0x${derive('salt', 16).toString('hex')}`);
  const verifier = BigInt(`0x${derive('verifier', VERIFIER_BYTES).toString('hex')}`) % N;
  return { userId, salt: padHex(salt), verifier: verifier.toString(16) };
}

function verifierFor(salt: bigint, userPoolId: string, userId: string, password: string): bigint {
  return verifierOf(passwordExponent(salt, srpPoolName(userPoolId), userId, password));
}

function fixedLength(value: bigint): Buffer {
  return Buffer.from(value.toString(16).padStart(VERIFIER_BYTES * 2, '0'), 'hex');
}

/** A user record's salt and verifier, when it has them. */
export function storedVerifierOf(user: { SrpSalt?: string; SrpVerifier?: string }): PasswordVerifier | undefined {
  return typeof user.SrpSalt === 'string' && typeof user.SrpVerifier === 'string' ? { salt: user.SrpSalt, verifier: user.SrpVerifier } : undefined;
}
