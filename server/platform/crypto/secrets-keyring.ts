import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The key-encryption key (KEK) the operator provides (RX_SECRETS_KEY / RX_SECRETS_KEY_FILE, see
 * `secrets-key.ts`), never stored in the database, and what it protects there:
 *
 * - secrets the server must read back (the identity's signing and session keys, authenticator
 *   secrets) are encrypted with AES-256-GCM: `rxenc1.<key id>.<base64url iv | tag | ciphertext>`,
 *   the purpose of the value bound in as additional data, so a value moved to another place
 *   does not open;
 * - codes the server only compares (sign-up, reset, SMS and attribute codes) are kept as keyed
 *   hashes: `hmac1.<key id>.<base64url HMAC-SHA256>`.
 *
 * Each stored value names the key it was made with, so a previous KEK (kept during a rotation)
 * still opens what it sealed until start-up re-encrypts it with the current one.
 */
export interface SecretsKey {
  /** Names the key in stored values; derived from it, so it says nothing about the key. */
  id: string;
  encryptionKey: Buffer;
  codeKey: Buffer;
}

export interface SecretsKeyring {
  current: SecretsKey;
  previous?: SecretsKey;
}

export class SecretsKeyMismatch extends Error {
  constructor(keyId: string) {
    super(
      `A value in the database was sealed with secrets key ${keyId}, which is neither RX_SECRETS_KEY(_FILE) nor ` +
        'RX_SECRETS_KEY_PREVIOUS(_FILE): start the server with the key the database was made with.',
    );
    this.name = 'SecretsKeyMismatch';
  }
}

export const KEK_BYTES = 32;
const ENCRYPTED = 'rxenc1';
const DIGEST = 'hmac1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function secretsKeyOf(kek: Buffer): SecretsKey {
  if (kek.length !== KEK_BYTES) throw new Error(`A secrets key is ${KEK_BYTES} bytes, got ${kek.length}`);
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', kek, Buffer.alloc(0), info, 32));
  return {
    id: createHash('sha256').update(derive('rx-widgets key id')).digest('hex').slice(0, 16),
    encryptionKey: derive('rx-widgets secrets at rest'),
    codeKey: derive('rx-widgets identity codes'),
  };
}

export function keyringOf(current: Buffer, previous?: Buffer): SecretsKeyring {
  return { current: secretsKeyOf(current), ...(previous ? { previous: secretsKeyOf(previous) } : {}) };
}

/** A keyring with a fresh random key: tests and RX_DATA_DIR=memory. */
export function randomKeyring(): SecretsKeyring {
  return keyringOf(randomBytes(KEK_BYTES));
}

export function isEncrypted(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(`${ENCRYPTED}.`);
}

/** True when `value` is clear or sealed by another key than the current one. */
export function needsSealing(keyring: SecretsKeyring, value: string): boolean {
  return !value.startsWith(`${ENCRYPTED}.${keyring.current.id}.`);
}

export function encryptSecret(keyring: SecretsKeyring, plain: string, purpose: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.encryptionKey, iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${ENCRYPTED}.${keyring.current.id}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The clear text of a value `encryptSecret` made (with the current or the previous key). */
export function decryptSecret(keyring: SecretsKeyring, sealed: string, purpose: string): string {
  const [kind, keyId, payload] = sealed.split('.');
  if (kind !== ENCRYPTED || !keyId || payload === undefined) throw new Error('Not an encrypted secret');
  const key = keyById(keyring, keyId);
  const bytes = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key.encryptionKey, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(purpose, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

export function isCodeDigest(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(`${DIGEST}.`);
}

/** The keyed hash of a code, as stored; `context` ties it to its user and purpose. */
export function codeDigest(keyring: SecretsKeyring, code: string, context: string): string {
  return `${DIGEST}.${keyring.current.id}.${mac(keyring.current, code, context).toString('base64url')}`;
}

/** Whether `given` is the code whose digest is `stored`, compared in constant time. */
export function codeMatchesDigest(keyring: SecretsKeyring, stored: string | undefined, given: unknown, context: string): boolean {
  if (typeof given !== 'string' || !isCodeDigest(stored)) return false;
  const [, keyId, payload] = stored.split('.');
  const key = keyId === keyring.current.id ? keyring.current : keyId === keyring.previous?.id ? keyring.previous : undefined;
  if (!key || payload === undefined) return false;
  const expected = Buffer.from(payload, 'base64url');
  const actual = mac(key, given, context);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function mac(key: SecretsKey, code: string, context: string): Buffer {
  return createHmac('sha256', key.codeKey).update(context, 'utf8').update('\0').update(code, 'utf8').digest();
}

function keyById(keyring: SecretsKeyring, keyId: string): SecretsKey {
  if (keyId === keyring.current.id) return keyring.current;
  if (keyId === keyring.previous?.id) return keyring.previous;
  throw new SecretsKeyMismatch(keyId);
}
