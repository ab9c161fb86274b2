import { createPrivateKey, createPublicKey, diffieHellman, DiffieHellman, getDiffieHellman } from 'node:crypto';

/**
 * Modular exponentiation modulo a Diffie-Hellman prime through OpenSSL (node:crypto), several
 * times faster than BigInt arithmetic in JavaScript. SRP's operations are Diffie-Hellman's own:
 * g^x is the public key of the private key x, and y^x the secret agreed between the private key
 * x and the public key y, in the group (N, g). The keys are handed to OpenSSL as DER (PKCS#8 and
 * SubjectPublicKeyInfo with the dhKeyAgreement parameters), which loads them without the costly
 * primality check that `createDiffieHellman(prime)` makes of the prime every time.
 *
 * For RFC 3526's 3072-bit group (Cognito's, OpenSSL's "modp15") one Diffie-Hellman object of that
 * well-known group serves every exponentiation instead: its private key set to the exponent, the
 * secret agreed with the base. Importing a private KeyObject computes its public key as well (one
 * more exponentiation each time), so this halves the cost of y^x (0.6 ms against 1.1-1.2 ms here).
 * Node's DiffieHellmanGroup keeps its key fixed, so the key is set through DiffieHellman's own
 * setter; where that is refused, the KeyObjects serve.
 */
export interface NativeGroup {
  /** g^exponent mod N. */
  generatorPow(exponent: bigint): bigint;
  /** base^exponent mod N; base must lie in 2..N-2 (OpenSSL refuses others: an error is thrown). */
  pow(base: bigint, exponent: bigint): bigint;
  /** How OpenSSL is asked: one reusable object of the well-known group, or a key pair each time. */
  readonly via: 'group object' | 'key objects';
}

const DH_KEY_AGREEMENT_OID = Buffer.from('06092a864886f70d010301', 'hex'); // 1.2.840.113549.1.3.1

function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  if (length < 0x100) return Buffer.from([0x81, length]);
  return Buffer.from([0x82, length >> 8, length & 0xff]);
}
const tlv = (tag: number, body: Buffer) => Buffer.concat([Buffer.from([tag]), derLength(body.length), body]);
const sequence = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts));

function unsignedBytes(value: bigint): Buffer {
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return Buffer.from(hex, 'hex');
}
function derInteger(value: bigint): Buffer {
  const bytes = unsignedBytes(value);
  return tlv(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}

/** A DER element's header at `at`: where its contents start and how long they are. */
function header(der: Buffer, at: number): { start: number; length: number } {
  const first = der[at + 1]!;
  if (first < 0x80) return { start: at + 2, length: first };
  const bytes = first & 0x7f;
  let length = 0;
  for (let i = 0; i < bytes; i += 1) length = length * 256 + der[at + 2 + i]!;
  return { start: at + 2 + bytes, length };
}

/** The public value of a DH SubjectPublicKeyInfo: SEQUENCE { algorithm, BIT STRING { INTEGER } }. */
function publicValueOf(der: Buffer): bigint {
  const outer = header(der, 0);
  const algorithm = header(der, outer.start);
  const bitString = header(der, algorithm.start + algorithm.length);
  const integer = header(der, bitString.start + 1); // after the unused-bits byte
  return BigInt(`0x${der.subarray(integer.start, integer.start + integer.length).toString('hex')}`);
}

/** y^x through one reusable object of the well-known group, or undefined when N, g are not that group or the key cannot be set. */
function wellKnownGroupPow(N: bigint, g: bigint): ((base: bigint, exponent: bigint) => bigint) | undefined {
  const group = getDiffieHellman('modp15');
  if (g !== 2n || BigInt(`0x${group.getPrime('hex')}`) !== N) return undefined;
  const setPrivateKey = DiffieHellman.prototype.setPrivateKey as (this: ReturnType<typeof getDiffieHellman>, key: NodeJS.ArrayBufferView) => void;
  const pow = (base: bigint, exponent: bigint) => {
    setPrivateKey.call(group, unsignedBytes(exponent));
    return BigInt(`0x${group.computeSecret(unsignedBytes(base)).toString('hex')}`);
  };
  try {
    return pow(g, 10n) === 1024n ? pow : undefined;
  } catch {
    return undefined;
  }
}

/** `options.keyObjects` uses the KeyObjects even for the well-known group (the tests compare both ways). */
export function nativeGroup(N: bigint, g: bigint, options: { keyObjects?: boolean } = {}): NativeGroup {
  const reusable = options.keyObjects ? undefined : wellKnownGroupPow(N, g);
  if (reusable) return { generatorPow: (exponent) => reusable(g, exponent), pow: reusable, via: 'group object' };
  const algorithm = sequence(DH_KEY_AGREEMENT_OID, sequence(derInteger(N), derInteger(g)));
  const privateKey = (exponent: bigint) => createPrivateKey({ key: sequence(derInteger(0n), algorithm, tlv(0x04, derInteger(exponent))), format: 'der', type: 'pkcs8' });
  const publicKey = (value: bigint) => createPublicKey({ key: sequence(algorithm, tlv(0x03, Buffer.concat([Buffer.from([0]), derInteger(value)]))), format: 'der', type: 'spki' });
  return {
    generatorPow: (exponent) => publicValueOf(createPublicKey(privateKey(exponent)).export({ format: 'der', type: 'spki' })),
    pow: (base, exponent) => BigInt(`0x${diffieHellman({ privateKey: privateKey(exponent), publicKey: publicKey(base) }).toString('hex')}`),
    via: 'key objects',
  };
}
