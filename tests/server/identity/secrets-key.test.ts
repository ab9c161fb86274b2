import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecretsKeyring, SecretsKeyError, SecretsKeyRequired } from '../../../server/platform/crypto/secrets-key';
import {
  codeDigest,
  codeMatchesDigest,
  decryptSecret,
  encryptSecret,
  keyringOf,
  needsSealing,
  SecretsKeyMismatch,
} from '../../../server/platform/crypto/secrets-keyring';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rx-secrets-key-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the secrets key (key-encryption key)', () => {
  it('production refuses to start without one, naming the settings', async () => {
    const refused = loadSecretsKeyring({ mode: 'production', devKeyFile: path.join(dir, 'never.key') }, {});
    await expect(refused).rejects.toBeInstanceOf(SecretsKeyRequired);
    await expect(refused).rejects.toThrow(/RX_SECRETS_KEY_FILE.*RX_SECRETS_KEY/);
  });

  it('is read from RX_SECRETS_KEY or RX_SECRETS_KEY_FILE (base64 or hex), and refuses a malformed or doubled one', async () => {
    const key = randomBytes(32);
    const file = path.join(dir, 'operator.key');
    await writeFile(file, `${key.toString('base64')}\n`);
    const fromFile = await loadSecretsKeyring({ mode: 'production' }, { RX_SECRETS_KEY_FILE: file });
    const fromVariable = await loadSecretsKeyring({ mode: 'production' }, { RX_SECRETS_KEY: key.toString('hex') });
    expect(fromFile.current.id).toBe(fromVariable.current.id);
    await expect(loadSecretsKeyring({ mode: 'production' }, { RX_SECRETS_KEY: 'too-short' })).rejects.toBeInstanceOf(SecretsKeyError);
    await expect(loadSecretsKeyring({ mode: 'production' }, { RX_SECRETS_KEY: key.toString('hex'), RX_SECRETS_KEY_FILE: file })).rejects.toThrow(/not both/);
    await expect(loadSecretsKeyring({ mode: 'production' }, { RX_SECRETS_KEY_FILE: path.join(dir, 'missing.key') })).rejects.toThrow(/RX_SECRETS_KEY_FILE/);
  });

  it('outside production is made once in the development key file (owner-only) and read back; in memory without one', async () => {
    const file = path.join(dir, 'data', 'secrets.key');
    const [first, second] = await Promise.all([
      loadSecretsKeyring({ mode: 'development', devKeyFile: file }, {}),
      loadSecretsKeyring({ mode: 'development', devKeyFile: file }, {}),
    ]);
    expect(second.current.id).toBe(first.current.id);
    expect((await loadSecretsKeyring({ mode: 'test', devKeyFile: file }, {})).current.id).toBe(first.current.id);
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    const inMemory = await loadSecretsKeyring({ mode: 'test' }, {});
    expect(inMemory.current.id).not.toBe(first.current.id);
  });
});

describe('sealing with the secrets key', () => {
  const old = randomBytes(32);
  const next = randomBytes(32);

  it('encrypts (AES-256-GCM, bound to its purpose) and opens with the current or the previous key only', () => {
    const ring = keyringOf(old);
    const sealed = encryptSecret(ring, 'JBSWY3DPEHPK3PXP', 'totp');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(encryptSecret(ring, 'JBSWY3DPEHPK3PXP', 'totp')).not.toBe(sealed);
    expect(decryptSecret(ring, sealed, 'totp')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => decryptSecret(ring, sealed, 'signing-key')).toThrow();
    const rotated = keyringOf(next, old);
    expect(decryptSecret(rotated, sealed, 'totp')).toBe('JBSWY3DPEHPK3PXP');
    expect(needsSealing(rotated, sealed)).toBe(true);
    expect(needsSealing(rotated, encryptSecret(rotated, 'x', 'totp'))).toBe(false);
    expect(() => decryptSecret(keyringOf(next), sealed, 'totp')).toThrow(SecretsKeyMismatch);
  });

  it('keeps codes as keyed hashes, matched for their own context only', () => {
    const ring = keyringOf(old);
    const digest = codeDigest(ring, '123456', 'ConfirmationCode:user-1');
    expect(digest).not.toContain('123456');
    expect(codeMatchesDigest(ring, digest, '123456', 'ConfirmationCode:user-1')).toBe(true);
    expect(codeMatchesDigest(ring, digest, '123457', 'ConfirmationCode:user-1')).toBe(false);
    expect(codeMatchesDigest(ring, digest, '123456', 'ConfirmationCode:user-2')).toBe(false);
    expect(codeMatchesDigest(ring, '123456', '123456', 'ConfirmationCode:user-1')).toBe(false);
    expect(codeMatchesDigest(keyringOf(next, old), digest, '123456', 'ConfirmationCode:user-1')).toBe(true);
    expect(codeMatchesDigest(keyringOf(next), digest, '123456', 'ConfirmationCode:user-1')).toBe(false);
  });
});
