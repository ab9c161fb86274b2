import type { StoredUser } from '../cognito-local';
import type { MfaStatus } from '../patient-records';
import type { IdentityServer, PoolHandle } from '../identity-server';
import { subOf } from '../users';
import { enabledMfaMethods } from './sign-in';

/** The status the patient record mirrors: the authenticator wins over SMS, as the settings screen shows it. */
export function mfaStatusOf(user: StoredUser): MfaStatus {
  const methods = enabledMfaMethods(user);
  if (methods.includes('SOFTWARE_TOKEN_MFA')) return 'SOFTWARE_TOKEN_MFA';
  return methods.includes('SMS_MFA') ? 'SMS_MFA' : 'NOMFA';
}

/**
 * The identity is where MFA is decided (it asks for the code at sign-in), so it is the truth;
 * the patient record's `mfa_status` copies it (through the patient records the identity was given) each time the identity's MFA settings change.
 */
export async function syncPatientMfaStatus(identity: IdentityServer, pool: PoolHandle, username: string): Promise<void> {
  const user = await pool.userPool.getUserByUsername(identity.ctx, username);
  if (!user) return;
  await identity.patientRecords.setMfaStatus(subOf(user), pool.config.name, mfaStatusOf(user));
}
