import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decoyPasswordVerifier, newPasswordVerifier, passwordMatchesVerifier, storedVerifierOf } from '../../../server/platform/identity/srp/password-verifier';
import { N } from '../../../server/platform/identity/srp/srp-math';

const POOL_ID = 'us-east-1_verifier';
const USER_ID = '5d3c1f0e-2b4a-4c6d-8e9f-0a1b2c3d4e5f';

describe('password verifiers', () => {
  it('keep a salt and verifier from which the password checks, and nothing of the password', async () => {
    const stored = newPasswordVerifier(POOL_ID, USER_ID, 'Verifier#Pass42');
    expect(JSON.stringify(stored)).not.toContain('Verifier#Pass42');
    expect(await passwordMatchesVerifier(POOL_ID, USER_ID, 'Verifier#Pass42', stored)).toBe(true);
    expect(await passwordMatchesVerifier(POOL_ID, USER_ID, 'Verifier#Pass43', stored)).toBe(false);
    // The verifier is bound to the user and the pool.
    expect(await passwordMatchesVerifier(POOL_ID, 'another-user', 'Verifier#Pass42', stored)).toBe(false);
    expect(await passwordMatchesVerifier('us-east-1_other', USER_ID, 'Verifier#Pass42', stored)).toBe(false);
  });

  it('salt every verifier anew: one password gives two different records', () => {
    const [one, two] = [newPasswordVerifier(POOL_ID, USER_ID, 'Same#Pass42'), newPasswordVerifier(POOL_ID, USER_ID, 'Same#Pass42')];
    expect(one.salt).not.toBe(two.salt);
    expect(one.verifier).not.toBe(two.verifier);
  });

  it('refuse a malformed stored verifier instead of throwing', async () => {
    const stored = newPasswordVerifier(POOL_ID, USER_ID, 'Verifier#Pass42');
    for (const broken of [{ ...stored, salt: 'zz' }, { ...stored, verifier: '' }, { ...stored, verifier: (N + 1n).toString(16) }, { ...stored, verifier: 'f'.repeat(1024) }]) {
      expect(await passwordMatchesVerifier(POOL_ID, USER_ID, 'Verifier#Pass42', broken)).toBe(false);
    }
    expect(storedVerifierOf({})).toBeUndefined();
    expect(storedVerifierOf({ SrpSalt: stored.salt, SrpVerifier: stored.verifier })).toEqual(stored);
  });

  it('give an unknown username the same decoy each time, another for another username or key', () => {
    const key = randomBytes(32);
    const decoy = decoyPasswordVerifier(key, POOL_ID, 'nobody@example.com');
    expect(decoyPasswordVerifier(key, POOL_ID, 'nobody@example.com')).toEqual(decoy);
    expect(decoy.userId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(decoyPasswordVerifier(key, POOL_ID, 'somebody@example.com').salt).not.toBe(decoy.salt);
    expect(decoyPasswordVerifier(randomBytes(32), POOL_ID, 'nobody@example.com').userId).not.toBe(decoy.userId);
    expect(BigInt(`0x${decoy.verifier}`) < N).toBe(true);
  });
});
