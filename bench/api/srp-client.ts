import { randomBytes } from 'node:crypto';
import { nativeGroup } from '../../server/platform/identity/srp/native-mod-pow';
import { g, k, N, passwordAuthenticationKey, passwordClaimSignature, passwordExponent, scramblingParameter } from '../../server/platform/identity/srp/srp-math';
import { srpPoolName } from '../../server/platform/identity/srp/srp-server';

/**
 * The client's half of USER_SRP_AUTH for the capacity bench: the same arithmetic as aws-amplify's
 * (the identity checks the claim it signs), with the exponentiations through OpenSSL so that the
 * bench's client, on the same machine, spends little of the CPU it measures the server on.
 * Amplify's own helpers are what the tests use (tests/server/identity/support/amplify-srp.ts).
 */
const group = nativeGroup(N, g);
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
      const base = (((B - k * group.generatorPow(x)) % N) + N) % N;
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
  return { status: response.status, body: (await response.json()) as { ChallengeParameters?: Record<string, string>; Session?: string; AuthenticationResult?: unknown } };
}

/** One sign-in as aws-amplify makes it (USER_SRP_AUTH, then PASSWORD_VERIFIER); true when it got its tokens. */
export async function srpSignIn(origin: string, POOL: { userPoolId: string; clientId: string }, username: string, password: string): Promise<boolean> {
  const client = startSrpClient(POOL.userPoolId);
  const started = await identityCall(origin, 'InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: POOL.clientId, AuthParameters: { USERNAME: username, SRP_A: client.srpA } });
  if (started.status !== 200 || !started.body.ChallengeParameters) return false;
  const answered = await identityCall(origin, 'RespondToAuthChallenge', {
    ChallengeName: 'PASSWORD_VERIFIER',
    ClientId: POOL.clientId,
    ChallengeResponses: client.answer(started.body.ChallengeParameters, password),
    Session: started.body.Session,
  });
  return answered.status === 200 && answered.body.AuthenticationResult !== undefined;
}
