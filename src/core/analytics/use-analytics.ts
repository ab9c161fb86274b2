import { useEffect, useState } from 'react';
import { sessionStore } from '../session/session-store';
import { createAnalytics, setActiveAnalytics, type AnalyticsTracker } from './analytics';

/**
 * The page's analytics tracker while `enabled` (config `analytics`), registered for
 * `trackAction`.
 */
export function useAnalyticsTracker(enabled: boolean, apiBase: string, productName: string): AnalyticsTracker | null {
  const [tracker, setTracker] = useState<AnalyticsTracker | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const created = createAnalytics({ apiBase, productName, getToken: () => sessionStore().getState().identity?.token ?? null });
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
