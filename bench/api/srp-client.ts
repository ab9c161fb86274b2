import { randomBytes } from 'node:crypto';
import { nativeGroup } from '../../server/platform/identity/srp/native-mod-pow';
import { g, k, N, passwordAuthenticationKey, passwordClaimSignature, passwordExponent, scramblingParameter } from '../../server/platform/identity/srp/srp-math';
import { srpPoolName } from '../../server/platform/identity/srp/srp-server';
import { defaultPools } from '../../server/platform/auth/identity-config';

/**
 * The client's half of USER_SRP_AUTH for the capacity bench: the same arithmetic as aws-amplify's
 * (the identity checks the claim it signs), made as cheap as it can be, since the bench's client
 * runs on the machine it measures the server on (a patient's phone does this work in real life):
 * the exponentiations through OpenSSL as the server makes them (native-mod-pow.ts), and g^x
 * remembered per user (x depends only on the user's salt and password).
 * Amplify's own helpers are what the tests use (tests/server/identity/support/amplify-srp.ts).
 */
const group = nativeGroup(N, g);
const verifierOfExponent = new Map<bigint, bigint>();
function generatorPowOfPassword(x: bigint): bigint {
  let v = verifierOfExponent.get(x);
  if (v === undefined) {
    v = group.generatorPow(x);
    verifierOfExponent.set(x, v);
  }
  return v;
}
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Amplify's timestamp (getNowString): "Sun Nov 29 05:03:20 UTC 2026", the day unpadded. */
function amplifyNow(date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${WEEKDAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} UTC ${date.getUTCFullYear()}`;
}

export function startSrpClient(userPoolId: string) {
  const a = BigInt(`0x${randomBytes(32).toString('hex')}`);
  const A = group.generatorPow(a);
  const poolName = srpPoolName(userPoolId);
  return {
    srpA: A.toString(16),
    answer(challenge: Record<string, string>, password: string): Record<string, string> {
      const userId = challenge.USER_ID_FOR_SRP ?? '';
      const B = BigInt(`0x${challenge.SRP_B}`);
      const salt = BigInt(`0x${challenge.SALT}`);
      const u = scramblingParameter(A, B);
      const x = passwordExponent(salt, poolName, userId, password);
      const base = (((B - k * generatorPowOfPassword(x)) % N) + N) % N;
      const S = group.pow(base, a + u * x);
      const timestamp = amplifyNow();
      const key = passwordAuthenticationKey(S, u);
      return {
        USERNAME: userId,
        PASSWORD_CLAIM_SECRET_BLOCK: challenge.SECRET_BLOCK ?? '',
        TIMESTAMP: timestamp,
        PASSWORD_CLAIM_SIGNATURE: passwordClaimSignature(key, poolName, userId, challenge.SECRET_BLOCK ?? '', timestamp),
      };
    },
  };
}


async function identityCall(origin: string, operation: string, body: Record<string, unknown>) {
  const response = await fetch(`${origin}/identity`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { ChallengeParameters?: Record<string, string>; Session?: string; AuthenticationResult?: { IdToken?: string } } };
}

/**
 * One sign-in as aws-amplify makes it (USER_SRP_AUTH, then PASSWORD_VERIFIER): the ID token, or
 * undefined when the identity refused a step or stopped at another challenge.
 */
async function srpSignInToken(origin: string, POOL: { userPoolId: string; clientId: string }, username: string, password: string): Promise<string | undefined> {
  const client = startSrpClient(POOL.userPoolId);
  const started = await identityCall(origin, 'InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: POOL.clientId, AuthParameters: { USERNAME: username, SRP_A: client.srpA } });
  if (started.status !== 200 || !started.body.ChallengeParameters) return undefined;
  const answered = await identityCall(origin, 'RespondToAuthChallenge', {
    ChallengeName: 'PASSWORD_VERIFIER',
    ClientId: POOL.clientId,
    ChallengeResponses: client.answer(started.body.ChallengeParameters, password),
    Session: started.body.Session,
  });
  return answered.status === 200 ? answered.body.AuthenticationResult?.IdToken : undefined;
}

/** One sign-in as aws-amplify makes it; true when it got its tokens. */
export async function srpSignIn(origin: string, POOL: { userPoolId: string; clientId: string }, username: string, password: string): Promise<boolean> {
  return (await srpSignInToken(origin, POOL, username, password)) !== undefined;
}

/** The ID token of a patient of the standard pool, or an error saying that the sign-in got none. */
export async function standardPoolIdToken(origin: string, username: string, password: string): Promise<string> {
  const token = await srpSignInToken(origin, defaultPools.standard, username, password);
  if (!token) throw new Error(`the SRP sign-in of ${username} at ${origin} got no ID token`);
  return token;
}
