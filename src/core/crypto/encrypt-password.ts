import type { HttpClient } from '../api/http-client';
import type { RegistrationPublicKey, RsaOaepPublicJwk } from '../../domain/account/registration.schema';

/**
 * Secrets that leave the browser outside the identity provider (the registration password) are
 * encrypted with RSA-OAEP (SHA-256) under the server's public key, through WebCrypto. Only the
 * server holds the private half.
 */
export const RSA_OAEP_SHA256: RsaHashedImportParams = { name: 'RSA-OAEP', hash: 'SHA-256' };

/** RSA-OAEP with SHA-256 and a 2048-bit key fits at most 190 bytes of plain text. */
export const MAX_PLAINTEXT_BYTES = 190;

function toBase64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000) binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Encrypts `text` (UTF-8) with the public JWK and returns the ciphertext as base64. */
export async function encryptWithPublicKey(text: string, jwk: RsaOaepPublicJwk, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const plain = new TextEncoder().encode(text);
  if (plain.byteLength > MAX_PLAINTEXT_BYTES) throw new RangeError('Text too long to encrypt');
  const key = await subtle.importKey('jwk', { ...jwk, ext: true }, RSA_OAEP_SHA256, false, ['encrypt']);
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, plain);
  return toBase64(cipher);
}

/** GET /patients/registration/public-key (unauthenticated): the server's RSA-OAEP public key. */
export async function fetchPublicKey(client: HttpClient): Promise<RsaOaepPublicJwk> {
  const { body } = await client.request<RegistrationPublicKey>('/patients/registration/public-key', { auth: false });
  const jwk = body?.jwk;
  if (!jwk || jwk.kty !== 'RSA' || typeof jwk.n !== 'string' || typeof jwk.e !== 'string') throw new Error('No public key');
  return jwk;
}

/** One key request per API base and page; a failed request is forgotten so the next try asks again. */
const keys = new Map<string, Promise<RsaOaepPublicJwk>>();

export function publicKeyFor(client: HttpClient): Promise<RsaOaepPublicJwk> {
  let pending = keys.get(client.apiBase);
  if (!pending) {
    pending = fetchPublicKey(client);
    keys.set(client.apiBase, pending);
    pending.catch(() => keys.delete(client.apiBase));
  }
  return pending;
}

/** The password as the registration payload carries it: RSA-OAEP SHA-256 ciphertext, base64. */
export async function encryptPassword(client: HttpClient, password: string): Promise<string> {
  return encryptWithPublicKey(password, await publicKeyFor(client));
}

/** Test hook: forget cached keys. */
export function clearPublicKeyCache(): void {
  keys.clear();
}
