import { authErrorName } from '../../../core/auth/auth-error-name';
import type { IdentityPoolName } from '../../../core/auth/configure-identity';
import type { RxConfig } from '../../../core/config/config-types';
import { sessionStore } from '../../../core/session/session-store';

/** The identity calls load when the patient first changes a security setting. */
export const accountSecurity = () => import('../../../core/auth/account-security');
const tokenRefresh = () => import('../../../core/auth/refresh-id-token');

export type IdentityFailure = { name: string; message: string };

export const identityFailureOf = (error: unknown): IdentityFailure => ({
  name: authErrorName(error),
  message: error instanceof Error ? error.message : '',
});

/** A fresh ID token (it carries the newly verified username), kept in the session. */
export async function refreshSessionToken(identity: RxConfig['identity'], pool: IdentityPoolName): Promise<void> {
  const token = await (await tokenRefresh()).refreshIdToken(identity, pool);
  sessionStore().getState().updateIdentity({ token });
}
