import { cognitoLocal, type StoredUser } from '../cognito-local';
import { identityErrors } from '../identity-errors';
import type { IdentityServer, PoolHandle } from '../identity-server';
import { passwordPolicyViolation } from '../password-policy';
import { storedVerifierOf } from '../srp/password-verifier';
import { readSecretBlock, verifyPasswordClaim } from '../srp/srp-server';
import { userCodeMatches } from '../user-record-at-rest';
import { assertNotLockedOut, checkCode, codeUsed, signInFailed, signInPasswordAccepted } from './attempt-checks';
import { asObject, requiredString, type JsonObject } from './request-fields';
import { completeMfaSetup } from './mfa-setup';
import {
  continueAfterPassword,
  continueToMfa,
  enabledMfaMethods,
  openChallengeSession,
  signedIn,
  startMfaChallenge,
  type AuthResponse,
  type ChallengeName,
} from './sign-in';

/**
 * RespondToAuthChallenge: PASSWORD_VERIFIER (the second step of USER_SRP_AUTH), then the
 * challenges that may follow it. Each later challenge must carry the session issued with it.
 */
export async function respondToAuthChallenge(identity: IdentityServer, request: JsonObject): Promise<AuthResponse> {
  const pool = await identity.poolForClient(request.ClientId);
  const responses = asObject(request.ChallengeResponses);
  const challenge = request.ChallengeName;

  if (challenge === 'PASSWORD_VERIFIER') {
    const secretBlock = requiredString(responses, 'PASSWORD_CLAIM_SECRET_BLOCK');
    const signature = requiredString(responses, 'PASSWORD_CLAIM_SIGNATURE');
    const timestamp = requiredString(responses, 'TIMESTAMP');
    const issuedFor = readSecretBlock(identity.box, secretBlock);
    if (!issuedFor || issuedFor.userPoolId !== pool.config.userPoolId) throw identityErrors.incorrectPassword();
    const user = await pool.userPool.getUserByUsername(identity.ctx, issuedFor.userId);
    if (!user) throw identityErrors.incorrectPassword();
    const attempts = await assertNotLockedOut(identity, pool, user);
    const stored = storedVerifierOf(user);
    if (!stored || !(await verifyPasswordClaim(identity.box, { secretBlock, signature, timestamp, stored }))) {
      return signInFailed(identity, pool, user);
    }
    await signInPasswordAccepted(identity, pool, user, attempts);
    return continueAfterPassword(identity, pool, user);
  }

  if (!isFollowUpChallenge(challenge)) {
    throw identityErrors.invalidParameter(
      typeof challenge === 'string' ? `Challenge ${challenge.slice(0, 64)} is not supported` : 'Missing required parameter ChallengeName',
    );
  }
  const username = openChallengeSession(identity, pool, request.Session, challenge);
  const user = await pool.userPool.getUserByUsername(identity.ctx, username);
  if (!user || !user.Enabled) throw identityErrors.invalidSession();

  switch (challenge) {
    case 'SMS_MFA': {
      const code = requiredString(responses, 'SMS_MFA_CODE');
      // Three wrong codes end the challenge session, as Cognito's do.
      await checkCode(identity, pool, user, 'mfa', userCodeMatches(identity.keyring, user, 'MFACode', code), identityErrors.invalidSession);
      await saveUser(identity, pool, { ...user, MFACode: undefined });
      await codeUsed(identity, pool, user, 'mfa');
      return signedIn(identity, pool, user);
    }
    case 'SOFTWARE_TOKEN_MFA': {
      const code = requiredString(responses, 'SOFTWARE_TOKEN_MFA_CODE');
      const totp = user.SoftwareTokenMfaConfiguration;
      const isRight = totp?.Verified === true && cognitoLocal().verifyTotp(totp.Secret, code);
      await checkCode(identity, pool, user, 'mfa', isRight, identityErrors.invalidSession);
      await codeUsed(identity, pool, user, 'mfa');
      return signedIn(identity, pool, user);
    }
    case 'NEW_PASSWORD_REQUIRED': {
      const newPassword = requiredString(responses, 'NEW_PASSWORD');
      const violation = passwordPolicyViolation(newPassword);
      if (violation) throw identityErrors.invalidPassword(violation);
      await saveUser(identity, pool, { ...user, Password: newPassword, UserStatus: 'CONFIRMED' });
      // As stored now (its new version): the MFA challenge may write the user again.
      const updated = await pool.userPool.getUserByUsername(identity.ctx, user.Username);
      if (!updated) throw identityErrors.invalidSession();
      return continueToMfa(identity, pool, updated);
    }
    case 'MFA_SETUP':
      return completeMfaSetup(identity, pool, user);
    case 'SELECT_MFA_TYPE': {
      const answer = responses.ANSWER;
      const method = enabledMfaMethods(user).find((candidate) => candidate === answer);
      if (!method) throw identityErrors.invalidParameter('ANSWER must be one of the MFA types the user has set up');
      return startMfaChallenge(identity, pool, user, method);
    }
  }
}

function isFollowUpChallenge(name: unknown): name is ChallengeName {
  return name === 'SMS_MFA' || name === 'SOFTWARE_TOKEN_MFA' || name === 'NEW_PASSWORD_REQUIRED' || name === 'SELECT_MFA_TYPE' || name === 'MFA_SETUP';
}

async function saveUser(identity: IdentityServer, pool: PoolHandle, user: StoredUser): Promise<void> {
  await pool.userPool.saveUser(identity.ctx, { ...user, UserLastModifiedDate: identity.services.clock.get() });
}
