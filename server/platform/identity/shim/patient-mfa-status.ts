import { and, eq } from 'drizzle-orm';
import { patients } from '../../../modules/patient/patient.tables';
import type { StoredUser } from '../cognito-local';
import type { IdentityServer, PoolHandle } from '../identity-server';
import { subOf } from '../users';
import { enabledMfaMethods } from './sign-in';

type MfaStatus = 'NOMFA' | 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';

/** The status the patient record mirrors: the authenticator wins over SMS, as the settings screen shows it. */
export function mfaStatusOf(user: StoredUser): MfaStatus {
  const methods = enabledMfaMethods(user);
  if (methods.includes('SOFTWARE_TOKEN_MFA')) return 'SOFTWARE_TOKEN_MFA';
  return methods.includes('SMS_MFA') ? 'SMS_MFA' : 'NOMFA';
}

/**
 * The identity is where MFA is decided (it asks for the code at sign-in), so it is the truth;
 * `patients.mfa_status` copies it each time the identity's MFA settings change.
 */
export async function syncPatientMfaStatus(identity: IdentityServer, pool: PoolHandle, username: string): Promise<void> {
  const user = await pool.userPool.getUserByUsername(identity.ctx, username);
  if (!user) return;
  await identity.db
    .update(patients)
    .set({ mfaStatus: mfaStatusOf(user) })
    .where(and(eq(patients.cognitoSub, subOf(user)), eq(patients.pool, pool.config.name)));
}
