import { attributeValue, type MfaMethod, type StoredUser } from '../cognito-local';
import { identityErrors } from '../identity-errors';
import type { IdentityServer, PoolHandle } from '../identity-server';
import { codeIssued } from '../attempts';
import { maskDestination, subOf } from '../users';

/** Challenge sessions stay answerable for three minutes, as Cognito's do. */
const SESSION_SECONDS = 180;

export type ChallengeName = 'NEW_PASSWORD_REQUIRED' | 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA' | 'SELECT_MFA_TYPE' | 'MFA_SETUP';

export interface AuthResponse {
  ChallengeName?: string;
  ChallengeParameters: Record<string, string>;
  Session?: string;
  AuthenticationResult?: {
    AccessToken: string;
    IdToken: string;
    RefreshToken?: string;
    ExpiresIn: number;
    TokenType: 'Bearer';
  };
}

interface ChallengeSession {
  kind: 'challenge';
  challenge: ChallengeName;
  userPoolId: string;
  username: string;
}

/** The user a challenge session was issued for, checked against the challenge being answered. */
export function openChallengeSession(identity: IdentityServer, pool: PoolHandle, session: unknown, challenge: ChallengeName): string {
  const contents = typeof session === 'string' ? identity.box.open<ChallengeSession>(session) : undefined;
  if (contents?.kind !== 'challenge' || contents.challenge !== challenge || contents.userPoolId !== pool.config.userPoolId) {
    throw identityErrors.invalidSession();
  }
  return contents.username;
}

export function challengeResponse(
  identity: IdentityServer,
  pool: PoolHandle,
  user: StoredUser,
  challenge: ChallengeName,
  parameters: Record<string, string> = {},
): AuthResponse {
  const session: ChallengeSession = { kind: 'challenge', challenge, userPoolId: pool.config.userPoolId, username: user.Username };
  return {
    ChallengeName: challenge,
    ChallengeParameters: { USER_ID_FOR_SRP: user.Username, USERNAME: user.Username, ...parameters },
    Session: identity.box.seal(session, SESSION_SECONDS),
  };
}

/** After the password checked out: the account's state decides between an error, a challenge or tokens. */
export async function continueAfterPassword(identity: IdentityServer, pool: PoolHandle, user: StoredUser): Promise<AuthResponse> {
  if (!user.Enabled) throw identityErrors.userDisabled();
  if (user.UserStatus === 'UNCONFIRMED') throw identityErrors.userNotConfirmed();
  if (user.UserStatus === 'RESET_REQUIRED') throw identityErrors.passwordResetRequired();
  if (user.UserStatus === 'FORCE_CHANGE_PASSWORD') {
    return challengeResponse(identity, pool, user, 'NEW_PASSWORD_REQUIRED', {
      requiredAttributes: '[]',
      userAttributes: JSON.stringify(visibleAttributes(user)),
    });
  }
  return continueToMfa(identity, pool, user);
}

export function enabledMfaMethods(user: StoredUser): MfaMethod[] {
  const listed = new Set(user.UserMFASettingList ?? []);
  if ((user.MFAOptions ?? []).some((option) => option.DeliveryMedium === 'SMS')) listed.add('SMS_MFA');
  return (['SMS_MFA', 'SOFTWARE_TOKEN_MFA'] as const).filter((method) => listed.has(method));
}

export async function continueToMfa(identity: IdentityServer, pool: PoolHandle, user: StoredUser): Promise<AuthResponse> {
  const methods = pool.userPool.options.MfaConfiguration === 'OFF' ? [] : enabledMfaMethods(user);
  if (methods.length === 0 && user.MfaSetupRequired && pool.userPool.options.MfaConfiguration !== 'OFF') {
    // The setup answers with codes from the app: the MFA attempt limits apply from here.
    await codeIssued(identity.db, { userPoolId: pool.config.userPoolId, sub: subOf(user) }, 'mfa', identity.services.clock.get());
    return challengeResponse(identity, pool, user, 'MFA_SETUP', { MFAS_CAN_SETUP: JSON.stringify(['SOFTWARE_TOKEN_MFA']) });
  }
  if (methods.length === 0) return signedIn(identity, pool, user);
  const preferred = methods.find((method) => method === user.PreferredMfaSetting);
  const method = preferred ?? (methods.length === 1 ? methods[0] : undefined);
  if (method === undefined) {
    return challengeResponse(identity, pool, user, 'SELECT_MFA_TYPE', { MFAS_CAN_CHOOSE: JSON.stringify(methods) });
  }
  return startMfaChallenge(identity, pool, user, method);
}

export async function startMfaChallenge(identity: IdentityServer, pool: PoolHandle, user: StoredUser, method: MfaMethod): Promise<AuthResponse> {
  if (method === 'SOFTWARE_TOKEN_MFA') {
    await codeIssued(identity.db, { userPoolId: pool.config.userPoolId, sub: subOf(user) }, 'mfa', identity.services.clock.get());
    const device = user.SoftwareTokenMfaConfiguration?.FriendlyDeviceName;
    return challengeResponse(identity, pool, user, 'SOFTWARE_TOKEN_MFA', device ? { FRIENDLY_DEVICE_NAME: device } : {});
  }
  const phone = attributeValue(user, 'phone_number');
  if (!phone) throw identityErrors.invalidParameter('SMS_MFA needs a phone number on the user.');
  const code = identity.newCode();
  await pool.userPool.saveUser(identity.ctx, { ...user, MFACode: code, UserLastModifiedDate: identity.services.clock.get() });
  await identity.services.messages.deliver(identity.ctx, 'Authentication', pool.client.ClientId, pool.config.userPoolId, user, code, undefined, {
    AttributeName: 'phone_number',
    DeliveryMedium: 'SMS',
    Destination: phone,
  });
  return challengeResponse(identity, pool, user, 'SMS_MFA', {
    CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
    CODE_DELIVERY_DESTINATION: maskDestination(phone),
  });
}

/** Tokens for a completed sign-in; the refresh token is remembered so that it can be revoked. */
export async function signedIn(identity: IdentityServer, pool: PoolHandle, user: StoredUser): Promise<AuthResponse> {
  const groups = await pool.userPool.listUserGroupMembership(identity.ctx, user);
  const tokens = await identity.tokens.issue(user, groups, pool.client);
  const current = (await pool.userPool.getUserByUsername(identity.ctx, user.Username)) ?? user;
  await pool.userPool.storeRefreshToken(identity.ctx, tokens.RefreshToken, current);
  return {
    ChallengeParameters: {},
    AuthenticationResult: {
      AccessToken: tokens.AccessToken,
      IdToken: tokens.IdToken,
      RefreshToken: tokens.RefreshToken,
      ExpiresIn: tokens.ExpiresIn,
      TokenType: 'Bearer',
    },
  };
}

function visibleAttributes(user: StoredUser): Record<string, string> {
  return Object.fromEntries(user.Attributes.filter((a) => a.Name !== 'sub' && a.Value !== undefined).map((a) => [a.Name, a.Value!]));
}

