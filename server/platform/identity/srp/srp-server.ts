import { timingSafeEqual } from 'node:crypto';
import type { SealedBox } from '../sealed-box';
import {
  N,
  padHex,
  parseHexInteger,
  passwordAuthenticationKey,
  passwordClaimSignature,
  randomPrivateValue,
  scramblingParameter,
} from './srp-math';
import { serverPublicValueAsync, serverSecretAsync } from './srp-arithmetic';

/** The PASSWORD_VERIFIER challenge stays answerable this long. */
const CHALLENGE_SECONDS = 300;

/** What the secret block carries back to us: the server's half of the exchange. */
interface SecretBlockContents {
  kind: 'srp';
  userPoolId: string;
  userId: string;
  A: string;
  b: string;
  /** B, so that the answer need not compute it again (absent from blocks of earlier versions). */
  B?: string;
  salt: string;
}

/** Cognito names the pool in SRP hashes by the part of its id after the region. */
export function srpPoolName(userPoolId: string): string {
  return userPoolId.split('_')[1] ?? '';
}

export interface PasswordVerifierChallenge {
  SALT: string;
  SRP_B: string;
  SECRET_BLOCK: string;
}

/** The user's stored salt and verifier (`password-verifier.ts`), hex. */
export interface StoredVerifier {
  salt: string;
  verifier: string;
}

/** Answers USER_SRP_AUTH's first step with the user's stored salt and verifier; a wrong SRP_A is refused. */
export async function startPasswordVerifier(
  box: SealedBox,
  input: { userPoolId: string; userId: string; stored: StoredVerifier; srpA: string },
): Promise<PasswordVerifierChallenge | undefined> {
  const A = parseHexInteger(input.srpA);
  const salt = parseHexInteger(input.stored.salt);
  const v = parseHexInteger(input.stored.verifier);
  if (A === undefined || A % N === 0n || salt === undefined || v === undefined) return undefined;
  const b = randomPrivateValue();
  const B = await serverPublicValueAsync(b, v);
  const contents: SecretBlockContents = {
    kind: 'srp',
    userPoolId: input.userPoolId,
    userId: input.userId,
    A: A.toString(16),
    b: b.toString(16),
    B: B.toString(16),
    salt: salt.toString(16),
  };
  return { SALT: padHex(salt), SRP_B: B.toString(16), SECRET_BLOCK: box.seal(contents, CHALLENGE_SECONDS) };
}

/** The user id and pool a secret block was issued for, or undefined when it is not ours or expired. */
export function readSecretBlock(box: SealedBox, secretBlock: string): { userPoolId: string; userId: string } | undefined {
  const contents = box.open<SecretBlockContents>(secretBlock);
  return contents?.kind === 'srp' ? { userPoolId: contents.userPoolId, userId: contents.userId } : undefined;
}

/**
 * Checks PASSWORD_CLAIM_SIGNATURE against the user's current salt and verifier; false for any
 * mismatch, and when the password changed since the challenge (another salt).
 */
export async function verifyPasswordClaim(
  box: SealedBox,
  input: { secretBlock: string; signature: string; timestamp: string; stored: StoredVerifier },
): Promise<boolean> {
  const contents = box.open<SecretBlockContents>(input.secretBlock);
  if (contents?.kind !== 'srp') return false;
  const poolName = srpPoolName(contents.userPoolId);
  const A = BigInt(`0x${contents.A}`);
  const b = BigInt(`0x${contents.b}`);
  const salt = parseHexInteger(input.stored.salt);
  const v = parseHexInteger(input.stored.verifier);
  if (salt === undefined || v === undefined || salt.toString(16) !== contents.salt) return false;
  const B = contents.B ? BigInt(`0x${contents.B}`) : await serverPublicValueAsync(b, v);
  const u = scramblingParameter(A, B);
  if (u === 0n) return false;
  const key = passwordAuthenticationKey(await serverSecretAsync(A, v, u, b), u);
  const expected = Buffer.from(passwordClaimSignature(key, poolName, contents.userId, input.secretBlock, input.timestamp), 'base64');
  const given = Buffer.from(input.signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
