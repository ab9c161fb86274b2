import { useEffect, useState } from 'react';
import { createHttpClient } from '../api/http-client';
import { sessionStore } from '../session/session-store';
import { createAnalytics, setActiveAnalytics, type AnalyticsTracker } from './analytics';

/**
 * The page's analytics tracker while `enabled` (config `analytics`), registered for
 * `trackAction`. Its calls never end the session: a refused token only drops the call.
 */
export function useAnalyticsTracker(enabled: boolean, apiBase: string, productName: string): AnalyticsTracker | null {
  const [tracker, setTracker] = useState<AnalyticsTracker | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const client = createHttpClient({
      apiBase,
      getToken: () => sessionStore().getState().identity?.token ?? null,
      onSessionExpired: () => undefined,
    });
    const created = createAnalytics({ client, productName, signedIn: () => sessionStore().getState().identity !== null });
    setActiveAnalytics(created);
    setTracker(created);
    return () => {
      created.leavePage();
      setActiveAnalytics(null);
      setTracker(null);
    };
  }, [enabled, apiBase, productName]);
  return enabled ? tracker : null;
}
