import { useEffect } from 'react';
import { sharedI18n } from '../../../core/i18n/i18n';
import { useEmit, useRxConfig } from '../../../core/context/element-context';
import { useAnalyticsTracker } from '../../../core/analytics/use-analytics';

/** Product name of the analytics session. */
const PRODUCT_NAME = 'rx-portal';

/** Each page shown (and each new visit of it) goes to the analytics and out as `rx-route-changed`. */
export function usePageTracking(pageId: string | null, pagePath: string | null, entryKey: number) {
  const config = useRxConfig();
  const emit = useEmit();
  const tracker = useAnalyticsTracker(config.analytics, config.apiBase, PRODUCT_NAME);
  useEffect(() => {
    if (!tracker || !pagePath || !pageId) return;
    // Titles in one language, so that reports do not split a page by the patient's language.
    tracker.enterPage(pagePath, sharedI18n().getFixedT('en', 'portal')(`routes.${pageId}`));
  }, [tracker, pagePath, pageId, entryKey]);

  useEffect(() => {
    if (pagePath) emit('rx-route-changed', { path: pagePath });
  }, [pagePath, entryKey, emit]);
}
