import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Opaque, tamper-proof values handed to the client and read back later (the SRP secret block,
 * challenge sessions), so that no sign-in state is kept in the server: AES-256-GCM under a key
 * made at start-up, with an expiry inside.
 */
export interface SealedBox {
  seal(value: object, ttlSeconds: number): string;
  /** The sealed value, or undefined when it is malformed, forged or expired. */
  open<T extends object>(sealed: string): T | undefined;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createSealedBox(key: Buffer = randomBytes(32), now: () => number = Date.now): SealedBox {
  return {
    seal(value, ttlSeconds) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const plain = Buffer.from(JSON.stringify({ v: value, exp: now() + ttlSeconds * 1000 }), 'utf8');
      const encrypted = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64');
    },
    open<T extends object>(sealed: string): T | undefined {
      if (typeof sealed !== 'string' || sealed.length > 16_384) return undefined;
      const bytes = Buffer.from(sealed, 'base64');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
        const { v, exp } = JSON.parse(plain.toString('utf8')) as { v: T; exp: number };
        return typeof exp === 'number' && exp > now() ? v : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
