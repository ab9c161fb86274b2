import type { RxConfig } from '../config/config-types';
import { configureIdentity, type IdentityPoolName } from './configure-identity';
import { currentIdToken } from './id-token';
import { clearSessionCopies } from '../storage/identity-storage';
import { signOut } from './sign-out';

/**
 * A fresh ID token (`fetchAuthSession({ forceRefresh: true })` with the refresh token), for the
 * token refresh scheduler. Rejects when the session can no longer be refreshed.
 */
export async function refreshIdToken(identity?: RxConfig['identity'], pool: IdentityPoolName = 'standard'): Promise<string> {
  if (identity) configureIdentity(identity, pool);
  const token = await currentIdToken({ forceRefresh: true });
  if (!token) throw new Error('The session can no longer be refreshed');
  return token;
}

/**
 * Removes the identity provider's tokens from this browser (an idle sign-out must not leave a
 * refresh token behind): aws-amplify's sign-out revokes the refresh token with them, then any copy
 * left in either of the browser's storages goes. Failures are logged; the session store is
 * cleared by the caller anyway.
 */
export async function endLocalIdentitySession(identity?: RxConfig['identity'], pool: IdentityPoolName = 'standard'): Promise<void> {
  try {
    if (identity) configureIdentity(identity, pool);
    await signOut();
  } catch (error) {
    console.warn('rx-widgets: identity sign-out failed; signed out locally', (error as { name?: string })?.name ?? 'Error');
  }
  clearSessionCopies();
}
