import { randomUUID } from 'node:crypto';
import type { PoolName } from '../platform/auth/identity-config';
import { withAttributes, type MfaMethod, type StoredUser } from '../platform/identity/cognito-local';
import { activeIdentityServer } from '../platform/identity/identity-server';
import { deliverConfirmationCode } from '../platform/identity/registration';
import { normalizeUsername, subOf, usernameKind } from '../platform/identity/users';

/**
 * Identity users made directly, without SignUp: for the seed, the development routes and tests
 * (registration goes through `signUpIdentityUser` in server/platform/identity/admin.ts).
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
 * - `sub` is a random UUID, as Cognito's are (nothing guessable gives it); pass `sub` to keep the
 *   one a patient row already has (the identity store was reset). When no identity server runs
 *   in this process (server tests that mint tokens with `mintIdToken`), `createIdentityUser`
 *   only answers that sub (or a new one) and `identityUserExists` answers false.
 * - Calling `createIdentityUser` again for an existing username changes nothing and returns
 *   its sub.
 * - Confirmed users get their username verified (`email_verified` / `phone_number_verified`);
 *   pass `attributes: { email_verified: 'false' }` for an e-mail still to verify.
 * - `mfa: 'SMS_MFA'` needs a phone (username or `phone`); `mfa: 'SOFTWARE_TOKEN_MFA'` needs
 *   `totpSecret` (base32 of at least 16 bytes, as shown to authenticator apps).
 * - `mustChangePassword`: the password is temporary and sign-in answers NEW_PASSWORD_REQUIRED.
 * - `mfaSetupRequired`: sign-in answers MFA_SETUP until an authenticator app is set up.
 * - `confirmed: false`: the user must confirm the account; a confirmation code is delivered to
 *   the outbox.
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
  /** The next sign-in asks to set up an authenticator app (MFA_SETUP) before any tokens. */
  mfaSetupRequired?: boolean;
  attributes?: Record<string, string>;
  /** The sub to create the user with (a patient's existing one); default a new random UUID. */
  sub?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function createIdentityUser(input: NewIdentityUser, identity = activeIdentityServer()): Promise<{ sub: string }> {
  const username = normalizeUsername(input.username);
  const kind = usernameKind(username);
  if (!kind) throw new Error(`Identity username must be an e-mail address or a +1 phone number: ${username}`);
  if (input.sub !== undefined && !UUID.test(input.sub)) throw new Error('An identity sub is a UUID');
  if (!identity) return { sub: input.sub ?? randomUUID() };

  const pool = await identity.poolByName(input.pool);
  const existing = await pool.userPool.getUserByUsername(identity.ctx, username);
  if (existing) return { sub: subOf(existing) };

  const sub = input.sub ?? randomUUID();
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
    ...(input.mfaSetupRequired ? { MfaSetupRequired: true } : {}),
  };
  await pool.userPool.saveUser(identity.ctx, user);
  if (code) await deliverConfirmationCode(identity, pool, user, code, 'SignUp');
  return { sub };
}
