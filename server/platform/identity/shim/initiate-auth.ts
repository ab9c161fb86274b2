import { randomBytes, randomUUID } from 'node:crypto';
import { identityErrors } from '../identity-errors';
import type { IdentityServer } from '../identity-server';
import { startPasswordVerifier } from '../srp/srp-server';
import { findUser } from '../users';
import { assertNotLockedOut, signInFailed, signInPasswordAccepted } from './attempt-checks';
import { refreshTokens } from './refresh-tokens';
import { asObject, requiredString, type JsonObject } from './request-fields';
import { continueAfterPassword, passwordsMatch, type AuthResponse } from './sign-in';

/**
 * InitiateAuth for USER_SRP_AUTH (aws-amplify's default), USER_PASSWORD_AUTH and
 * REFRESH_TOKEN_AUTH. An unknown username answers exactly like a wrong password (Cognito's
 * PreventUserExistenceErrors): SRP gets a challenge for a user that does not exist, and the
 * answer to it is NotAuthorizedException. Wrong passwords count towards a lockout.
 */
export async function initiateAuth(identity: IdentityServer, request: JsonObject): Promise<AuthResponse> {
  const pool = await identity.poolForClient(request.ClientId);
  const parameters = asObject(request.AuthParameters);
  switch (request.AuthFlow) {
    case 'USER_SRP_AUTH': {
      const srpA = requiredString(parameters, 'SRP_A', 'SRP_A');
      const user = await findUser(identity, pool.userPool, requiredString(parameters, 'USERNAME', 'USERNAME'));
      // No user: a challenge for a random id and password that no answer can meet.
      const userId = user?.Username ?? randomUUID();
      const challenge = await startPasswordVerifier(identity.box, {
        userPoolId: pool.config.userPoolId,
        userId,
        password: user?.Password ?? randomBytes(24).toString('base64'),
        srpA,
      });
      if (!challenge) throw identityErrors.invalidParameter('Invalid SRP_A value');
      return {
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeParameters: { ...challenge, USERNAME: userId, USER_ID_FOR_SRP: userId },
      };
    }
    case 'USER_PASSWORD_AUTH': {
      const user = await findUser(identity, pool.userPool, requiredString(parameters, 'USERNAME', 'USERNAME'));
      const password = requiredString(parameters, 'PASSWORD', 'PASSWORD');
      if (!user) throw identityErrors.incorrectPassword();
      await assertNotLockedOut(identity, pool, user);
      if (!passwordsMatch(user.Password, password)) return signInFailed(identity, pool, user);
      await signInPasswordAccepted(identity, pool, user);
      return continueAfterPassword(identity, pool, user);
    }
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN': {
      const result = await refreshTokens(identity, pool, requiredString(parameters, 'REFRESH_TOKEN', 'REFRESH_TOKEN'));
      return { ChallengeParameters: {}, AuthenticationResult: result };
    }
    default:
      throw identityErrors.invalidParameter(
        typeof request.AuthFlow === 'string' ? `${request.AuthFlow.slice(0, 64)} flow not enabled for this client` : 'Missing required parameter AuthFlow',
      );
  }
}
