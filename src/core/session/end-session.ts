import type { RxConfig } from '../config/config-types';
import { sessionStore, type SignOutReason } from './session-store';

/**
 * Signs the patient out of this browser: the shared session store is cleared (every tab follows,
 * tab-session.ts; a deliberate sign-out also removes the patient's drafts), then the identity
 * provider's tokens are removed, in both of the browser's storages. Returns false when nobody
 * was signed in.
 */
export function endSession(identity: RxConfig['identity'] | undefined, reason: SignOutReason = 'user'): boolean {
  const state = sessionStore().getState();
  if (!state.identity) return false;
  const pool = state.identity.pool ?? 'standard';
  state.signOut(reason);
  if (!identity?.[pool].userPoolId) return true;
  // Loaded on demand, so that screens which only offer the button stay small.
  void import('../auth/refresh-id-token').then((auth) => auth.endLocalIdentitySession(identity, pool));
  return true;
}
