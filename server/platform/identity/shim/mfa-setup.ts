import { cognitoLocal, type StoredUser } from '../cognito-local';
import { identityErrors } from '../identity-errors';
import type { IdentityServer, PoolHandle } from '../identity-server';
import { checkCode, codeUsed } from './attempt-checks';
import { syncPatientMfaStatus } from './patient-mfa-status';
import { requiredString, type JsonObject } from './request-fields';
import { challengeResponse, openChallengeSession, signedIn, type AuthResponse } from './sign-in';

/**
 * First sign-in authenticator setup (the MFA_SETUP challenge), which cognito-local does not
 * support: AssociateSoftwareToken and VerifySoftwareToken with the challenge's Session instead of
 * an access token, then RespondToAuthChallenge MFA_SETUP. Each step answers a new session.
 */
interface SessionContents {
  kind?: string;
  userPoolId?: string;
}

/** The pool a challenge session was issued by (these calls carry no ClientId). */
async function poolOfSession(identity: IdentityServer, session: unknown): Promise<PoolHandle> {
  const contents = typeof session === 'string' ? identity.box.open<SessionContents>(session) : undefined;
  const name = (Object.keys(identity.config.pools) as (keyof typeof identity.config.pools)[]).find(
    (candidate) => identity.config.pools[candidate].userPoolId === contents?.userPoolId,
  );
  if (!name) throw identityErrors.invalidSession();
  return identity.poolByName(name);
}

async function setupUser(identity: IdentityServer, session: unknown): Promise<{ pool: PoolHandle; user: StoredUser }> {
  const pool = await poolOfSession(identity, session);
  const username = openChallengeSession(identity, pool, session, 'MFA_SETUP');
  const user = await pool.userPool.getUserByUsername(identity.ctx, username);
  if (!user || !user.Enabled) throw identityErrors.invalidSession();
  return { pool, user };
}

const nextSession = (identity: IdentityServer, pool: PoolHandle, user: StoredUser) =>
  challengeResponse(identity, pool, user, 'MFA_SETUP').Session!;

export async function associateSoftwareTokenInSetup(identity: IdentityServer, request: JsonObject): Promise<{ SecretCode: string; Session: string }> {
  const { pool, user } = await setupUser(identity, request.Session);
  const secret = cognitoLocal().generateTotpSecret();
  await pool.userPool.saveUser(identity.ctx, {
    ...user,
    SoftwareTokenMfaConfiguration: { Secret: secret, Verified: false },
    UserLastModifiedDate: identity.services.clock.get(),
  });
  return { SecretCode: secret, Session: nextSession(identity, pool, user) };
}

export async function verifySoftwareTokenInSetup(identity: IdentityServer, request: JsonObject): Promise<{ Status: 'SUCCESS'; Session: string }> {
  const code = requiredString(request, 'UserCode');
  const { pool, user } = await setupUser(identity, request.Session);
  const totp = user.SoftwareTokenMfaConfiguration;
  if (!totp) throw identityErrors.invalidParameter('User has not associated a software token');
  // Three wrong codes end the setup session, as for an MFA challenge.
  await checkCode(identity, pool, user, 'mfa', cognitoLocal().verifyTotp(totp.Secret, code), identityErrors.invalidSession);
  const methods = new Set(user.UserMFASettingList ?? []);
  methods.add('SOFTWARE_TOKEN_MFA');
  const friendlyName = typeof request.FriendlyDeviceName === 'string' ? request.FriendlyDeviceName.slice(0, 128) : undefined;
  await pool.userPool.saveUser(identity.ctx, {
    ...user,
    SoftwareTokenMfaConfiguration: { Secret: totp.Secret, Verified: true, ...(friendlyName ? { FriendlyDeviceName: friendlyName } : {}) },
    UserMFASettingList: [...methods],
    PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    MfaSetupRequired: false,
    UserLastModifiedDate: identity.services.clock.get(),
  });
  await codeUsed(identity, pool, user, 'mfa');
  await syncPatientMfaStatus(identity, pool, user.Username);
  return { Status: 'SUCCESS', Session: nextSession(identity, pool, user) };
}

/** RespondToAuthChallenge MFA_SETUP: tokens once the authenticator is verified. */
export async function completeMfaSetup(identity: IdentityServer, pool: PoolHandle, user: StoredUser): Promise<AuthResponse> {
  if (user.SoftwareTokenMfaConfiguration?.Verified !== true) throw identityErrors.invalidParameter('The authenticator is not verified yet');
  return signedIn(identity, pool, user);
}

/** Whether a software-token call belongs to the sign-in setup (a Session and no access token). */
export const isSetupCall = (request: JsonObject): boolean => request.AccessToken === undefined && typeof request.Session === 'string';

