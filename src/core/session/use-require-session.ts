import { useCallback, useEffect } from 'react';
import type { SessionIdentity } from '../../domain/account/session-identity.schema';
import { useEmit } from '../context/element-context';
import { useSession } from './use-session';

/** Asks the host to show the login screen in place of this one. */
export function useGoToLogin(): () => void {
  const emit = useEmit();
  return useCallback(() => emit('rx-navigate', { path: '/login', replace: true }), [emit]);
}

/**
 * The signed-in identity, or null; while there is none the host is asked to show the login
 * screen in place of this one (once each time the session is missing).
 */
export function useRequireSession(): SessionIdentity | null {
  const identity = useSession((state) => state.identity);
  const goToLogin = useGoToLogin();
  const signedIn = identity !== null;
  useEffect(() => {
    if (!signedIn) goToLogin();
  }, [signedIn, goToLogin]);
  return identity;
}
