import {
  codeDigest,
  codeMatchesDigest,
  decryptSecret,
  encryptSecret,
  isCodeDigest,
  isEncrypted,
  needsSealing,
  type SecretsKeyring,
} from '../crypto/secrets-keyring';
import type { StoredUser } from './cognito-local';

/**
 * A user record as it is kept in `identity_users`, and as the operations see it:
 *
 * - the codes sent to the user (sign-up and reset `ConfirmationCode`, SMS `MFACode`,
 *   `AttributeVerificationCode`) are kept as keyed hashes: a code can be checked
 *   (`userCodeMatches`), never read back. Whatever writes a code in clear (our operations or
 *   cognito-local's), the store hashes it on the way in;
 * - the authenticator (TOTP) secret is encrypted with the secrets key, and opened on the way out;
 * - refresh tokens are not in the record at all (`refresh-token-store.ts` keeps their hashes).
 *
 * The password never reaches this point: `writeUser` (identity-store.ts) puts an SRP salt and
 * verifier in its place first.
 */
export const CODE_FIELDS = ['ConfirmationCode', 'MFACode', 'AttributeVerificationCode'] as const;
export type CodeField = (typeof CODE_FIELDS)[number];

const TOTP_SECRET_PURPOSE = 'identity-user:totp-secret';

const codeContext = (user: Pick<StoredUser, 'Username'>, field: CodeField) => `${field}:${user.Username}`;

export interface RecordAtRest {
  /** What is stored: codes hashed, secrets encrypted, no refresh tokens. */
  record: StoredUser;
  /** Refresh tokens the record carried in clear, for the refresh-token store. */
  refreshTokens: string[];
}

export function sealUserRecord(keyring: SecretsKeyring, user: StoredUser): RecordAtRest {
  const record: StoredUser = { ...user, RefreshTokens: [] };
  for (const field of CODE_FIELDS) {
    const value = user[field];
    if (typeof value === 'string' && value !== '' && !isCodeDigest(value)) record[field] = codeDigest(keyring, value, codeContext(user, field));
  }
  const totp = user.SoftwareTokenMfaConfiguration;
  if (totp && typeof totp.Secret === 'string' && needsSealing(keyring, totp.Secret)) {
    const clear = isEncrypted(totp.Secret) ? decryptSecret(keyring, totp.Secret, TOTP_SECRET_PURPOSE) : totp.Secret;
    record.SoftwareTokenMfaConfiguration = { ...totp, Secret: encryptSecret(keyring, clear, TOTP_SECRET_PURPOSE) };
  }
  return { record, refreshTokens: (user.RefreshTokens ?? []).filter((token) => typeof token === 'string' && token !== '') };
}

/** The record as operations use it: the authenticator secret in clear (codes stay hashed). */
export function openUserRecord(keyring: SecretsKeyring, record: StoredUser): StoredUser {
  const totp = record.SoftwareTokenMfaConfiguration;
  if (!totp || !isEncrypted(totp.Secret)) return record;
  return { ...record, SoftwareTokenMfaConfiguration: { ...totp, Secret: decryptSecret(keyring, totp.Secret, TOTP_SECRET_PURPOSE) } };
}

/** Whether `given` is the code last sent to this user for `field` (constant time). */
export function userCodeMatches(keyring: SecretsKeyring, user: StoredUser, field: CodeField, given: unknown): boolean {
  return codeMatchesDigest(keyring, user[field], given, codeContext(user, field));
}

