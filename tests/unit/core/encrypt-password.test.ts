import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RsaOaepPublicJwk } from '../../../src/domain/account/registration.schema';
import { createHttpClient } from '../../../src/core/api/http-client';
import { clearPublicKeyCache, encryptPassword, encryptWithPublicKey } from '../../../src/core/crypto/encrypt-password';

const subtle = globalThis.crypto.subtle;

async function keyPair() {
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const exported = await subtle.exportKey('jwk', pair.publicKey);
  const jwk: RsaOaepPublicJwk = { kty: 'RSA', n: exported.n!, e: exported.e!, alg: 'RSA-OAEP-256', use: 'enc', kid: 'k1' };
  return { jwk, privateKey: pair.privateKey };
}

const decrypt = async (privateKey: CryptoKey, base64: string) =>
  new TextDecoder().decode(await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))));

describe('password encryption (RSA-OAEP SHA-256 with the server public JWK)', () => {
  afterEach(() => clearPublicKeyCache());

  it('only the private key holder can read the result; each ciphertext differs', async () => {
    const { jwk, privateKey } = await keyPair();
    const a = await encryptWithPublicKey('Abcdefg1!x ñ', jwk);
    const b = await encryptWithPublicKey('Abcdefg1!x ñ', jwk);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Abcdefg1');
    expect(await decrypt(privateKey, a)).toBe('Abcdefg1!x ñ');
  });

  it('refuses text longer than RSA-OAEP can carry', async () => {
    const { jwk } = await keyPair();
    await expect(encryptWithPublicKey('x'.repeat(191), jwk)).rejects.toThrow(RangeError);
  });

  it('fetches the key unauthenticated from /patients/registration/public-key, once per API base', async () => {
    const { jwk, privateKey } = await keyPair();
    const fetch = vi.fn(async () => new Response(JSON.stringify({ jwk }), { status: 200 }));
    const client = createHttpClient({ apiBase: '/api', getToken: () => null, onSessionExpired: () => undefined, fetch });
    const first = await encryptPassword(client, 'Abcdefg1!x');
    await encryptPassword(client, 'Abcdefg1!y');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/patients/registration/public-key');
    expect(new Headers(init.headers).get('authorization')).toBeNull();
    expect(await decrypt(privateKey, first)).toBe('Abcdefg1!x');
  });

  it('forgets a failed key request so the next attempt asks again', async () => {
    const { jwk } = await keyPair();
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 500 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ jwk }), { status: 200 }));
    const client = createHttpClient({ apiBase: '/api', getToken: () => null, onSessionExpired: () => undefined, fetch });
    await expect(encryptPassword(client, 'Abcdefg1!x')).rejects.toThrow();
    await expect(encryptPassword(client, 'Abcdefg1!x')).resolves.toEqual(expect.any(String));
  });
});
