import { useEffect } from 'react';
import type { RxConfig } from '../config/config-types';
import { sessionStore } from './session-store';
import { startTokenRefresh } from './token-refresh';

/**
 * One token refresher per page, whichever rx elements are on it: the first mounted element
 * starts it, the last one to go stops it. Any element can therefore keep the session's ID token
 * fresh, an <rx-refill> alone on an intranet page as much as the portal. aws-amplify is only
 * loaded when a refresh is actually due.
 */
let users = 0;
let stop: (() => void) | undefined;
let latestIdentityConfig: RxConfig['identity'] | undefined;

function start(): () => void {
  return startTokenRefresh({
    getToken: () => sessionStore().getState().identity?.token ?? null,
    subscribe: (listener) => sessionStore().subscribe(listener),
    refresh: async () => {
      const pool = sessionStore().getState().identity?.pool ?? 'standard';
      const auth = await import('../auth/refresh-id-token');
      return auth.refreshIdToken(latestIdentityConfig, pool);
    },
    onRefreshed: (token) => sessionStore().getState().updateIdentity({ token }),
    onError: (error) => console.warn('rx-widgets: token refresh failed', (error as { name?: string })?.name ?? 'Error'),
  });
}

export function usePageTokenRefresh(identity: RxConfig['identity']): void {
  useEffect(() => {
    latestIdentityConfig = identity;
  }, [identity]);
  useEffect(() => {
    users += 1;
    if (users === 1) stop = start();
    return () => {
      users -= 1;
      if (users === 0) {
        stop?.();
        stop = undefined;
      }
    };
  }, []);
}
