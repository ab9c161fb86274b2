import { useCallback, useEffect, useRef } from 'react';
import { useEmit, useRxConfig } from '../../../core/context/element-context';
import { sessionStore, type SignOutReason } from '../../../core/session/session-store';
import { endSession } from '../../../core/session/end-session';
import { LOGIN_PATH } from '../model/routes';
import type { PortalRouter } from '../model/router';

/**
 * Signs the patient out from the portal: to the login screen (saying the session expired when it
 * was idleness), the session ended, `rx-signed-out` sent. Nothing happens without a session.
 */
export function usePortalSignOut(router: PortalRouter): (reason: SignOutReason) => void {
  const config = useRxConfig();
  const emit = useEmit();
  const identityConfig = useRef(config.identity);
  useEffect(() => {
    identityConfig.current = config.identity;
  }, [config.identity]);

  return useCallback(
    (reason: SignOutReason) => {
      if (!sessionStore().getState().identity) return;
      router.navigate(LOGIN_PATH, { replace: true, state: reason === 'idle' ? { sessionExpired: true } : null });
      endSession(identityConfig.current, reason);
      emit('rx-signed-out', { reason });
    },
    [router, emit],
  );
}
