import { IdentityError, identityErrors } from '../identity-errors';
import type { IdentityServer } from '../identity-server';
import { passwordPolicyViolation } from '../password-policy';
import { deliverConfirmationCode, signUpUser, type CodeDeliveryDetails } from '../registration';
import { forgetRefreshToken, takeRefreshTokens } from '../refresh-token-store';
import { recordGlobalSignOut, revokeRefreshTokenDigests, revokeRefreshTokens, revokeSessions } from '../revocations';
import { findUser, maskDestination, normalizeUsername, subOf, usernameKind } from '../users';
import { verifiedAccessToken } from './access-token';
import { countCodeSend } from './code-send-limit';
import { asObject, clientMetadataOf, requiredString, type JsonObject } from './request-fields';

/**
 * GlobalSignOut: every refresh token of the user is revoked, and access tokens issued so far;
 * every session of those tokens ends, so the API refuses their ID tokens too.
 */
export async function globalSignOut(identity: IdentityServer, request: JsonObject) {
  const { pool, user, originJti } = await verifiedAccessToken(identity, request.AccessToken);
  const refreshTokens = await takeRefreshTokens(identity.db, pool.config.userPoolId, user.Username);
  await revokeSessions(identity.db, pool.config.userPoolId, subOf(user), [originJti, ...refreshTokens.map((token) => token.originJti)]);
  await revokeRefreshTokenDigests(identity.db, pool.config.userPoolId, subOf(user), refreshTokens.map((token) => token.digest));
  await recordGlobalSignOut(identity.db, pool.config.userPoolId, subOf(user), identity.services.clock.get());
  return {};
}

/** RevokeToken (aws-amplify's sign-out on this device): one refresh token of this client. */
export async function revokeToken(identity: IdentityServer, request: JsonObject) {
  const pool = await identity.poolForClient(request.ClientId);
  const token = requiredString(request, 'Token');
  const claims = await identity.tokens.verifyRefreshToken(token);
  if (typeof claims === 'string') return {};
  if (claims.clientId !== pool.client.ClientId) {
    throw new IdentityError('UnauthorizedException', 'Token does not belong to this client.');
  }
  await revokeSessions(identity.db, pool.config.userPoolId, claims.sub, [claims.originJti]);
  await revokeRefreshTokens(identity.db, pool.config.userPoolId, claims.sub, [token]);
  await forgetRefreshToken(identity.db, token);
  return {};
}

export async function resendConfirmationCode(identity: IdentityServer, request: JsonObject) {
  const pool = await identity.poolForClient(request.ClientId);
  const username = requiredString(request, 'Username');
  await countCodeSend(identity, pool.config.userPoolId, 'ResendConfirmationCode', username);
  const user = await findUser(identity, pool.userPool, username);
  if (!user) return { CodeDeliveryDetails: pretendedDelivery(username) };
  if (user.UserStatus !== 'UNCONFIRMED') throw identityErrors.invalidParameter('User is already confirmed.');
  const code = identity.newCode();
  await pool.userPool.saveUser(identity.ctx, { ...user, ConfirmationCode: code, UserLastModifiedDate: identity.services.clock.get() });
  return { CodeDeliveryDetails: await deliverConfirmationCode(identity, pool, user, code, 'ResendCode', undefined, clientMetadataOf(request)) };
}

export async function signUp(identity: IdentityServer, request: JsonObject) {
  const pool = await identity.poolForClient(request.ClientId);
  const attributes = Array.isArray(request.UserAttributes) ? request.UserAttributes.map(asObject) : [];
  const result = await signUpUser(identity, pool, {
    username: requiredString(request, 'Username'),
    password: requiredString(request, 'Password'),
    attributes: Object.fromEntries(
      attributes.filter((a) => typeof a.Name === 'string' && typeof a.Value === 'string').map((a) => [a.Name as string, a.Value as string]),
    ),
    clientMetadata: clientMetadataOf(request),
  });
  return { UserConfirmed: false, UserSub: result.sub, CodeDeliveryDetails: result.codeDelivery };
}

/** For an unknown username, the answer a real one would get (Cognito's PreventUserExistenceErrors). */
function pretendedDelivery(username: string): CodeDeliveryDetails {
  const isPhone = usernameKind(normalizeUsername(username)) === 'phone';
  return isPhone
    ? { AttributeName: 'phone_number', DeliveryMedium: 'SMS', Destination: maskDestination(username) }
    : { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskDestination(normalizeUsername(username)) };
}

/**
 * ForgotPassword: the code goes to the channel the username names (a text to a phone username, an
 * e-mail to an e-mail username), else to the user's other channel. The answer describes the
 * username only, as for an unknown one, so it never tells whether the username is a patient's
 * (a phone username answered "sent to p***@e***" would have told).
 */
export async function forgotPassword(identity: IdentityServer, request: JsonObject) {
  const pool = await identity.poolForClient(request.ClientId);
  const username = requiredString(request, 'Username');
  await countCodeSend(identity, pool.config.userPoolId, 'ForgotPassword', username);
  const answer = { CodeDeliveryDetails: pretendedDelivery(username) };
  const user = await findUser(identity, pool.userPool, username);
  if (!user) return answer;
  const code = identity.newCode();
  await pool.userPool.saveUser(identity.ctx, { ...user, ConfirmationCode: code, UserLastModifiedDate: identity.services.clock.get() });
  await deliverConfirmationCode(identity, pool, user, code, 'ForgotPassword', answer.CodeDeliveryDetails.AttributeName, clientMetadataOf(request));
  return answer;
}

/** Checks a new password against the pool policy before cognito-local (which does not) stores it. */
export function assertPasswordPolicy(password: unknown): void {
  const violation = typeof password === 'string' ? passwordPolicyViolation(password) : 'Password not long enough';
  if (violation) throw identityErrors.invalidPassword(violation);
}
