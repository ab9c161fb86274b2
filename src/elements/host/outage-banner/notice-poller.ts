import { createHttpClient } from '../../../core/api/http-client';
import type { Locale } from '../../../domain/common/common.schema';
import type { OutageNotice } from '../../../domain/company/outage-notice.schema';

/** GET /notice/list?locale (spec 02 §7); any failure yields no notices (spec 02 §8: errors swallowed). */
export async function fetchNotices(apiBase: string, locale: Locale, fetchImpl?: typeof fetch): Promise<OutageNotice[]> {
  const client = createHttpClient({ apiBase, getToken: () => null, onSessionExpired: () => {}, fetch: fetchImpl });
  try {
    const { body } = await client.request<{ notices?: OutageNotice[] }>('/notice/list', { auth: false, query: { locale } });
    return Array.isArray(body?.notices) ? body.notices.filter((n) => typeof n?.message === 'string' && n.message.trim() !== '') : [];
  } catch {
    return [];
  }
}

/** Fetches the notices in `locale` at once and then every `intervalMs`; returns a stop function. */
export function pollNotices(
  apiBase: string,
  intervalMs: number,
  locale: Locale,
  onNotices: (notices: OutageNotice[]) => void,
): () => void {
  let stopped = false;
  const run = async () => {
    const notices = await fetchNotices(apiBase, locale);
    if (!stopped) onNotices(notices);
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
