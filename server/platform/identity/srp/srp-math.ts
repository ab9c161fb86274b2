import { createHash, createHmac, randomBytes } from 'node:crypto';
import { nativeGroup } from './native-mod-pow';

/**
 * The arithmetic of Cognito's SRP-6a variant, mirrored from aws-amplify's client
 * (`@aws-amplify/auth` providers/cognito/utils/srp): the 3072-bit group of RFC 3526 with g = 2,
 * SHA-256, hex "padding" as Java's BigInteger.toByteArray() would give, and an HKDF with the
 * info "Caldera Derived Key" whose 16-byte key signs the password claim.
 */
export const N = BigInt(
  '0x' +
    'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD1' +
    '29024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245' +
    'E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3D' +
    'C2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D' +
    '670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9' +
    'DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64' +
    'ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6B' +
    'F12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB31' +
    '43DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
export const g = 2n;

/** Even-length hex of a non-negative integer, with "00" in front when the top bit is set. */
export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

/** SHA-256 of the bytes a hex string encodes, as 64 hex digits. */
export function hashHex(hex: string): string {
  return createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
}

export function hashText(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

export const k = BigInt(`0x${hashHex(padHex(N) + padHex(g))}`);

export function parseHexInteger(hex: string): bigint | undefined {
  if (typeof hex !== 'string' || hex.length === 0 || hex.length > 2048 || !/^[0-9a-f]+$/i.test(hex)) return undefined;
  return BigInt(`0x${hex}`);
}

/** x = H(PAD(salt) | H(poolName | userId | ':' | password)). */
export function passwordExponent(salt: bigint, poolName: string, userId: string, password: string): bigint {
  return BigInt(`0x${hashHex(padHex(salt) + hashText(`${poolName}${userId}:${password}`))}`);
}

/** The exponentiations of SRP through OpenSSL (native-mod-pow.ts); `modPow` above is the same in JavaScript. */
const group = nativeGroup(N, g);

/** base^exponent mod N natively, in JavaScript for the values OpenSSL refuses as a public key (0, 1, N-1). */
function powModN(base: bigint, exponent: bigint): bigint {
  const reduced = ((base % N) + N) % N;
  if (reduced < 2n || reduced > N - 2n || exponent < 2n || exponent >= N - 1n) return modPow(reduced, exponent, N);
  return group.pow(reduced, exponent);
}

export function verifierOf(x: bigint): bigint {
  return x < 2n || x >= N - 1n ? modPow(g, x, N) : group.generatorPow(x);
}

export function randomSalt(): bigint {
  return BigInt(`0x${randomBytes(16).toString('hex')}`);
}

export function randomPrivateValue(): bigint {
  return BigInt(`0x${randomBytes(32).toString('hex')}`) % (N - 1n) + 1n;
}

/** B = (k·v + g^b) mod N. */
export function serverPublicValue(b: bigint, v: bigint): bigint {
  return (k * v + (b < 2n ? modPow(g, b, N) : group.generatorPow(b))) % N;
}

/** u = H(PAD(A) | PAD(B)). */
export function scramblingParameter(A: bigint, B: bigint): bigint {
  return BigInt(`0x${hashHex(padHex(A) + padHex(B))}`);
}

/** S = (A · v^u)^b mod N: the client's (B − k·g^x)^(a + u·x) computed from the server's side. */
export function serverSecret(A: bigint, v: bigint, u: bigint, b: bigint): bigint {
  return powModN((A * powModN(v, u)) % N, b);
}

/** HKDF-SHA256 (one block) of PAD(S) with salt PAD(u) and info "Caldera Derived Key\x01", cut to 16 bytes. */
export function passwordAuthenticationKey(S: bigint, u: bigint): Buffer {
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex')).update(Buffer.from(padHex(S), 'hex')).digest();
  const info = Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]);
  return createHmac('sha256', prk).update(info).digest().subarray(0, 16);
}

/** Base64 HMAC-SHA256 over poolName | userId | secretBlock bytes | timestamp. */
export function passwordClaimSignature(key: Buffer, poolName: string, userId: string, secretBlock: string, timestamp: string): string {
  const message = Buffer.concat([
    Buffer.from(poolName, 'utf8'),
    Buffer.from(userId, 'utf8'),
    Buffer.from(secretBlock, 'base64'),
    Buffer.from(timestamp, 'utf8'),
  ]);
  return createHmac('sha256', key).update(message).digest('base64');
}
