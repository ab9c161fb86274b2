import type { MfaStatus } from '../../../domain/account/session-identity.schema';

/** The session's mfaStatus (spec 01 §3) for the methods the identity reports as enabled; the authenticator wins. */
export function mfaStatusOf(methods: readonly ('SMS' | 'TOTP')[]): MfaStatus {
  if (methods.includes('TOTP')) return 'SOFTWARE_TOKEN_MFA';
  if (methods.includes('SMS')) return 'SMS_MFA';
  return 'NOMFA';
}
