/** The RSA-OAEP (SHA-256) of the server key (server/platform/crypto/server-key.ts). */
const ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** What the browser does with GET /patients/registration/public-key: encrypt with it, base64. */
export async function encryptForServer(publicJwk: JsonWebKey, plainText: string): Promise<string> {
  const key = await crypto.subtle.importKey('jwk', { ...publicJwk, alg: 'RSA-OAEP-256' }, ALGORITHM, false, ['encrypt']);
  const cipher = await crypto.subtle.encrypt(ALGORITHM, key, new TextEncoder().encode(plainText));
  return Buffer.from(cipher).toString('base64');
}
