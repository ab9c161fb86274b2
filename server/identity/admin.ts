import { createHash } from 'node:crypto';
import type { PoolName } from '../auth/identity-config';
import { cognitoLocal, withAttributes, type MfaMethod, type StoredUser } from './cognito-local';
import { activeIdentityServer, type IdentityServer } from './identity-server';
import { deliverConfirmationCode, signUpUser, type CodeDeliveryDetails } from './registration';
import { normalizeUsername, subOf, usernameKind } from './users';

/**
 * Server-side management of identity users, for the seed and for registration.
 *
 *   const { sub } = await createIdentityUser({
 *     pool: 'standard', username: 'pat.demo@example.com', password: 'Demo#Pass2024',
 *     phone: '+15555550123', confirmed: true, mfa: 'SMS_MFA',
 *   });
 *   // store `sub` as patients.cognito_sub
 *
 * - `username` is the sign-in name: an e-mail address (kept in lower case) or a phone number
 *   in E.164 (`+1` and ten digits). It becomes the `email` or `phone_number` attribute; `email`
 *   and `phone` add the other one as a secondary contact.
 * - `sub` is derived from the pool and the username, so the same seed gives the same subs
 *   whether or not the identity server is running and after either store is reset. When no
 *   identity server runs in this process (server tests that mint tokens with `mintIdToken`),
 *   `createIdentityUser` only computes the sub and `identityUserExists` answers false.
 * - Calling `createIdentityUser` again for an existing username changes nothing and returns
 *   its sub.
 * - Confirmed users get their username verified (`email_verified` / `phone_number_verified`);
 *   pass `attributes: { email_verified: 'false' }` for an e-mail still to verify.
 * - `mfa: 'SMS_MFA'` needs a phone (username or `phone`); `mfa: 'SOFTWARE_TOKEN_MFA'` needs
 *   `totpSecret` (base32 of at least 16 bytes, as shown to authenticator apps).
 * - `mustChangePassword`: the password is temporary and sign-in answers NEW_PASSWORD_REQUIRED.
 * - `confirmed: false`: the user must confirm the account; a confirmation code is delivered to
 *   the outbox.
 *
 * `signUpIdentityUser` is Cognito's SignUp, for the registration route: it throws an
 * `IdentityError` whose `type` is UsernameExistsException, InvalidPasswordException or
 * InvalidParameterException, and needs a running identity server.
 */
export interface NewIdentityUser {
  pool: PoolName;
  username: string;
  password: string;
  email?: string;
  phone?: string;
  confirmed: boolean;
  mfa?: MfaMethod;
  totpSecret?: string;
  mustChangePassword?: boolean;
  attributes?: Record<string, string>;
}

/** The stable sub of a username in a pool (a UUID derived from both). */
export function identitySubFor(pool: PoolName, username: string): string {
  const hex = createHash('sha256').update(`rx-identity:${pool}:${normalizeUsername(username)}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function createIdentityUser(input: NewIdentityUser, identity = activeIdentityServer()): Promise<{ sub: string }> {
  const username = normalizeUsername(input.username);
  const kind = usernameKind(username);
  if (!kind) throw new Error(`Identity username must be an e-mail address or a +1 phone number: ${username}`);
  if (!identity) return { sub: identitySubFor(input.pool, username) };

  const pool = await identity.poolByName(input.pool);
  const existing = await pool.userPool.getUserByUsername(identity.ctx, username);
  if (existing) return { sub: subOf(existing) };

  const sub = identitySubFor(input.pool, username);
  const email = kind === 'email' ? username : input.email?.trim().toLowerCase();
  const phone = kind === 'phone' ? username : input.phone?.trim();
  if (input.mfa === 'SMS_MFA' && !phone) throw new Error(`SMS MFA needs a phone number: ${username}`);
  if (input.mfa === 'SOFTWARE_TOKEN_MFA' && !/^[A-Z2-7]{26,}$/.test(input.totpSecret ?? '')) {
    throw new Error(`Authenticator MFA needs totpSecret (base32, at least 16 bytes): ${username}`);
  }

  const now = identity.services.clock.get();
  const code = input.confirmed ? undefined : identity.newCode();
  const user: StoredUser = {
    Username: sub,
    Password: input.password,
    Attributes: withAttributes([], {
      sub,
      email,
      phone_number: phone,
      email_verified: email ? String(input.confirmed && kind === 'email') : undefined,
      phone_number_verified: phone ? String(input.confirmed && (kind === 'phone' || input.mfa === 'SMS_MFA')) : undefined,
      ...input.attributes,
    }),
    Enabled: true,
    UserStatus: input.mustChangePassword ? 'FORCE_CHANGE_PASSWORD' : input.confirmed ? 'CONFIRMED' : 'UNCONFIRMED',
    UserCreateDate: now,
    UserLastModifiedDate: now,
    RefreshTokens: [],
    ConfirmationCode: code,
    ...(input.mfa ? { UserMFASettingList: [input.mfa], PreferredMfaSetting: input.mfa } : {}),
    ...(input.totpSecret ? { SoftwareTokenMfaConfiguration: { Secret: input.totpSecret, Verified: true } } : {}),
  };
  await pool.userPool.saveUser(identity.ctx, user);
  if (code) await deliverConfirmationCode(identity, pool, user, code, 'SignUp');
  return { sub };
}

export async function signUpIdentityUser(
  input: { pool: PoolName; username: string; password: string; attributes?: Record<string, string> },
  identity = activeIdentityServer(),
): Promise<{ sub: string; codeDelivery: CodeDeliveryDetails }> {
  if (!identity) throw new Error('The identity server is not running');
  const pool = await identity.poolByName(input.pool);
  return signUpUser(identity, pool, input);
}

export async function identityUserExists(pool: PoolName, username: string, identity = activeIdentityServer()): Promise<boolean> {
  if (!identity) return false;
  const handle = await identity.poolByName(pool);
  return (await handle.userPool.getUserByUsername(identity.ctx, normalizeUsername(username))) !== null;
}

/** The current code of an authenticator app with this secret (demo pages and tests). */
export function currentTotpCode(secret: string): string {
  return cognitoLocal().generateTotp(secret);
}

export type { IdentityServer };
