import { identityErrors } from '../identity-errors';
import type { IdentityServer } from '../identity-server';
import { retryOnUserWriteConflict } from '../user-write-conflict';
import { normalizeUsername } from '../users';
import { verifiedAccessToken } from './access-token';
import { assertPasswordPolicy, forgotPassword, globalSignOut, resendConfirmationCode, revokeToken, signUp } from './account-operations';
import { checkAttributeUpdate, verifyUserAttribute } from './attribute-operations';
import { changePassword } from './change-password';
import { checkConfirmationCode, type AfterForward } from './code-checks';
import { markConfirmedContactVerified } from './confirmed-contact';
import { forwardToCognitoLocal } from './forward';
import { initiateAuth } from './initiate-auth';
import { getTokensFromRefreshToken } from './refresh-tokens';
import { asObject, requiredString, type JsonObject } from './request-fields';
import { syncPatientMfaStatus } from './patient-mfa-status';
import { respondToAuthChallenge } from './respond-to-auth-challenge';
import { associateSoftwareTokenInSetup, isSetupCall, verifySoftwareTokenInSetup } from './mfa-setup';

type Operation = (identity: IdentityServer, request: JsonObject) => Promise<unknown>;

/** Operations the shim answers itself (a Map: an operation named "constructor" finds nothing). */
const OWN = new Map<string, Operation>(Object.entries({
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
  ResendConfirmationCode: resendConfirmationCode,
  SignUp: signUp,
  ForgotPassword: forgotPassword,
  ChangePassword: changePassword,
  VerifyUserAttribute: verifyUserAttribute,
}));

/**
 * Client operations cognito-local answers, after the checks it lacks. Its administrative
 * operations (Admin*, pool management) are not reachable from here: in Cognito they need AWS
 * credentials.
 */
type ForwardCheck = (identity: IdentityServer, request: JsonObject) => Promise<void | AfterForward>;

const FORWARDED = new Map<string, ForwardCheck>(Object.entries({
  ConfirmSignUp: (identity: IdentityServer, request: JsonObject) => checkConfirmationCode(identity, request, 'sign-up'),
  ConfirmForgotPassword: async (identity: IdentityServer, request: JsonObject) => {
    requiredString(request, 'ConfirmationCode');
    assertPasswordPolicy(request.Password);
    return checkConfirmationCode(identity, request, 'forgot-password');
  },
  GetUser: withAccessToken,
  UpdateUserAttributes: checkAttributeUpdate,
  GetUserAttributeVerificationCode: withAccessToken,
  DeleteUserAttributes: withAccessToken,
  DeleteUser: withAccessToken,
  AssociateSoftwareToken: withAccessToken,
  VerifySoftwareToken: withAccessToken,
  SetUserMFAPreference: async (identity: IdentityServer, request: JsonObject) => {
    const { pool, user } = await verifiedAccessToken(identity, request.AccessToken);
    return () => syncPatientMfaStatus(identity, pool, user.Username);
  },
}));

async function withAccessToken(identity: IdentityServer, request: JsonObject): Promise<void> {
  await verifiedAccessToken(identity, request.AccessToken);
}

/**
 * One identity operation. An operation whose write met a newer version of its user (another
 * request changed the user meanwhile) runs again from its first read (`user-write-conflict.ts`);
 * so does the step after a forwarded operation, on its own.
 */
export async function runOperation(identity: IdentityServer, operation: string, request: JsonObject): Promise<unknown> {
  refusePrototypeNames(request);
  if (typeof request.Username === 'string') request.Username = normalizeUsername(request.Username);
  // Authenticator setup during sign-in (MFA_SETUP) carries the challenge session, not a token.
  if (operation === 'AssociateSoftwareToken' && isSetupCall(request)) return retryOnUserWriteConflict(() => associateSoftwareTokenInSetup(identity, request));
  if (operation === 'VerifySoftwareToken' && isSetupCall(request)) return retryOnUserWriteConflict(() => verifySoftwareTokenInSetup(identity, request));
  const own = OWN.get(operation);
  if (own) return retryOnUserWriteConflict(() => own(identity, request));
  const check = FORWARDED.get(operation);
  if (!check) throw identityErrors.unsupportedOperation(operation);
  const { answer, afterForward } = await retryOnUserWriteConflict(async () => {
    // Each try starts from the request as sent: a check puts the stored code hash in its copy.
    const attempt = structuredClone(request);
    const afterForward = await check(identity, attempt);
    return { answer: await forwardToCognitoLocal(identity, operation, attempt), afterForward };
  });
  if (afterForward) await retryOnUserWriteConflict(afterForward);
  if (operation === 'ConfirmSignUp') await retryOnUserWriteConflict(() => markConfirmedContactVerified(identity, request));
  return answer;
}

/**
 * cognito-local keeps users in plain objects keyed by username, where "__proto__" or
 * "constructor" would find the object's prototype instead of a user: no such name gets that far.
 */
function refusePrototypeNames(request: JsonObject): void {
  const usernames = [request.Username, asObject(request.AuthParameters).USERNAME, asObject(request.ChallengeResponses).USERNAME];
  for (const username of usernames) {
    if (typeof username === 'string' && normalizeUsername(username) in Object.prototype) {
      throw identityErrors.invalidParameter('Username should be an email or a phone number.');
    }
  }
}
