import { identityErrors } from '../identity-errors';
import type { IdentityServer } from '../identity-server';
import { decoyPasswordVerifier, passwordMatchesVerifier, storedVerifierOf } from '../srp/password-verifier';
import { startPasswordVerifier } from '../srp/srp-server';
import { findUser, normalizeUsername } from '../users';
import { assertNotLockedOut, signInFailed, signInPasswordAccepted } from './attempt-checks';
import { refreshTokens } from './refresh-tokens';
import { asObject, requiredString, type JsonObject } from './request-fields';
import { continueAfterPassword, type AuthResponse } from './sign-in';

/**
 * InitiateAuth for USER_SRP_AUTH (aws-amplify's default), USER_PASSWORD_AUTH and
 * REFRESH_TOKEN_AUTH. An unknown username answers exactly like a wrong password (Cognito's
 * PreventUserExistenceErrors): SRP gets a challenge for a user that does not exist, with an id
 * and salt of the same form as a real user's and the same at every attempt (keyed by the
 * username), and the answer to it is NotAuthorizedException. Passwords are checked against the
 * stored verifier; wrong ones count towards a lockout.
 */
export async function initiateAuth(identity: IdentityServer, request: JsonObject): Promise<AuthResponse> {
  const pool = await identity.poolForClient(request.ClientId);
  const parameters = asObject(request.AuthParameters);
  switch (request.AuthFlow) {
    case 'USER_SRP_AUTH': {
      const srpA = requiredString(parameters, 'SRP_A', 'SRP_A');
      const username = requiredString(parameters, 'USERNAME', 'USERNAME');
      const user = await findUser(identity, pool.userPool, username);
      // No user (or none with a password): a challenge with a verifier no answer can meet.
      const decoy = decoyPasswordVerifier(identity.unknownUserKey, pool.config.userPoolId, normalizeUsername(username));
      const userId = user?.Username ?? decoy.userId;
      const challenge = await startPasswordVerifier(identity.box, {
        userPoolId: pool.config.userPoolId,
        userId,
        stored: (user && storedVerifierOf(user)) ?? decoy,
        srpA,
      });
      if (!challenge) throw identityErrors.invalidParameter('Invalid SRP_A value');
      return {
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeParameters: { ...challenge, USERNAME: userId, USER_ID_FOR_SRP: userId },
      };
    }
    case 'USER_PASSWORD_AUTH': {
      const username = requiredString(parameters, 'USERNAME', 'USERNAME');
      const user = await findUser(identity, pool.userPool, username);
      const password = requiredString(parameters, 'PASSWORD', 'PASSWORD');
      if (!user) {
        // The same work as for a real user, so that the answer's time does not tell either.
        const decoy = decoyPasswordVerifier(identity.unknownUserKey, pool.config.userPoolId, normalizeUsername(username));
        await passwordMatchesVerifier(pool.config.userPoolId, decoy.userId, password, decoy);
        throw identityErrors.incorrectPassword();
      }
      const attempts = await assertNotLockedOut(identity, pool, user);
      const stored = storedVerifierOf(user);
      if (!stored || !(await passwordMatchesVerifier(pool.config.userPoolId, user.Username, password, stored))) return signInFailed(identity, pool, user);
      await signInPasswordAccepted(identity, pool, user, attempts);
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
