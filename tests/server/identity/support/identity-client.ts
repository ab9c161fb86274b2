import type { FastifyInstance } from 'fastify';
import type { PoolConfig } from '../../../../server/platform/auth/identity-config';
import { startSrp } from './amplify-srp';

export interface IdentityAnswer {
  status: number;
  body: Record<string, unknown> & {
    __type?: string;
    message?: string;
    ChallengeName?: string;
    ChallengeParameters?: Record<string, string>;
    Session?: string;
    AuthenticationResult?: { IdToken: string; AccessToken: string; RefreshToken?: string; ExpiresIn?: number };
  };
}

/** Calls the identity endpoint the way aws-amplify does (JSON 1.1, X-Amz-Target). */
export function identityClient(app: FastifyInstance, pool: PoolConfig) {
  async function call(operation: string, body: Record<string, unknown>): Promise<IdentityAnswer> {
    const response = await app.inject({
      method: 'POST',
      url: '/identity',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      payload: JSON.stringify(body),
    });
    return { status: response.statusCode, body: response.json() };
  }

  return {
    call,
    /** USER_SRP_AUTH in two steps, as aws-amplify's signIn does. */
    async srpSignIn(username: string, password: string): Promise<IdentityAnswer> {
      const srp = await startSrp(pool.userPoolId);
      const first = await call('InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: pool.clientId,
        AuthParameters: { USERNAME: username, SRP_A: srp.srpA },
      });
      if (first.status !== 200 || first.body.ChallengeName !== 'PASSWORD_VERIFIER') return first;
      return call('RespondToAuthChallenge', {
        ChallengeName: 'PASSWORD_VERIFIER',
        ClientId: pool.clientId,
        ChallengeResponses: await srp.answer(first.body.ChallengeParameters ?? {}, password),
        Session: first.body.Session,
      });
    },
    respond(challenge: string, session: string | undefined, responses: Record<string, string>) {
      return call('RespondToAuthChallenge', { ChallengeName: challenge, ClientId: pool.clientId, Session: session, ChallengeResponses: responses });
    },
  };
}
