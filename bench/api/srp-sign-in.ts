import { startSrp } from '../../tests/server/identity/support/amplify-srp';

/** The demo's standard user pool (demo/portal/index.html). */
const STANDARD_POOL = { userPoolId: 'us-east-1_RxStandard', clientId: 'rxstandardclient0000000000' };

async function identityCall(origin: string, operation: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${origin}/identity`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${operation}: ${response.status} ${String(answer.__type)}`);
  return answer;
}

/**
 * USER_SRP_AUTH as aws-amplify runs it, with aws-amplify's own SRP arithmetic: InitiateAuth with
 * SRP_A, then the PASSWORD_VERIFIER answer. Returns the ID token. Many may run at once (no
 * Amplify.configure singleton).
 */
export async function srpSignIn(origin: string, username: string, password: string): Promise<string> {
  const srp = await startSrp(STANDARD_POOL.userPoolId);
  const started = await identityCall(origin, 'InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: STANDARD_POOL.clientId, AuthParameters: { USERNAME: username, SRP_A: srp.srpA } });
  const challenge = started.ChallengeParameters as Record<string, string>;
  const answered = await identityCall(origin, 'RespondToAuthChallenge', {
    ChallengeName: 'PASSWORD_VERIFIER',
    ClientId: STANDARD_POOL.clientId,
    ChallengeResponses: await srp.answer(challenge, password),
    ...(started.Session ? { Session: started.Session } : {}),
  });
  const token = (answered.AuthenticationResult as { IdToken?: string } | undefined)?.IdToken;
  if (!token) throw new Error(`sign-in stopped at ${String(answered.ChallengeName)}`);
  return token;
}
