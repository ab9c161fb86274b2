import { identityErrors } from '../identity-errors';
import type { IdentityServer } from '../identity-server';
import { startPasswordVerifier } from '../srp/srp-server';
import { findUser } from '../users';
import { refreshTokens } from './refresh-tokens';
import { asObject, requiredString, type JsonObject } from './request-fields';
import { continueAfterPassword, passwordsMatch, type AuthResponse } from './sign-in';

/**
 * InitiateAuth for USER_SRP_AUTH (aws-amplify's default), USER_PASSWORD_AUTH and
 * REFRESH_TOKEN_AUTH. An unknown username is UserNotFoundException and a wrong password
 * NotAuthorizedException, as Cognito answers with "prevent user existence errors" off.
 */
export async function initiateAuth(identity: IdentityServer, request: JsonObject): Promise<AuthResponse> {
  const pool = await identity.poolForClient(request.ClientId);
  const parameters = asObject(request.AuthParameters);
  switch (request.AuthFlow) {
    case 'USER_SRP_AUTH': {
      const srpA = requiredString(parameters, 'SRP_A', 'SRP_A');
      const user = await findUser(identity, pool.userPool, requiredString(parameters, 'USERNAME', 'USERNAME'));
      if (!user) throw identityErrors.userNotFound();
      const challenge = startPasswordVerifier(identity.box, {
        userPoolId: pool.config.userPoolId,
        userId: user.Username,
        password: user.Password,
        srpA,
      });
      if (!challenge) throw identityErrors.invalidParameter('Invalid SRP_A value');
      return {
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeParameters: { ...challenge, USERNAME: user.Username, USER_ID_FOR_SRP: user.Username },
      };
    }
    case 'USER_PASSWORD_AUTH': {
      const user = await findUser(identity, pool.userPool, requiredString(parameters, 'USERNAME', 'USERNAME'));
      if (!user) throw identityErrors.userNotFound();
      if (!passwordsMatch(user.Password, requiredString(parameters, 'PASSWORD', 'PASSWORD'))) throw identityErrors.incorrectPassword();
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
