import { useMemo } from 'react';
import { createHttpClient, type HttpClient } from '../api/http-client';
import { sessionStore } from '../session/session-store';
import { expireSession } from '../session/session-expiry';
import { useRxConfig } from '../context/element-context';

/** The fetch helper bound to this element's API base and the shared session. */
export function useHttpClient(): HttpClient {
  const { apiBase } = useRxConfig();
  return useMemo(
    () =>
      createHttpClient({
        apiBase,
        getToken: () => sessionStore().getState().identity?.token ?? null,
        onSessionExpired: expireSession,
      }),
    [apiBase],
  );
}
