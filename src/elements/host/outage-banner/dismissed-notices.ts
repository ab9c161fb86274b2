/**
 * Notices the patient dismissed, remembered for this browser tab so a dismissed notice does not
 * come back on the next refresh or page. A notice whose text changed shows again; the same notice
 * read in the other language stays dismissed (its text differs only by translation).
 */
const KEY = 'rx-dismissed-notices';

interface NoticeRef {
  id?: number | string;
  message: string;
}

interface DismissedEntry {
  id: string;
  language: string;
  message: string;
}

const idOf = (notice: NoticeRef) => (notice.id === undefined ? '' : String(notice.id));

const isEntry = (value: unknown): value is DismissedEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DismissedEntry).id === 'string' &&
  typeof (value as DismissedEntry).language === 'string' &&
  typeof (value as DismissedEntry).message === 'string';

function read(): DismissedEntry[] {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list) ? list.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export function isDismissed(notice: NoticeRef, language: string): boolean {
  const id = idOf(notice);
  return read().some(
    (entry) => entry.id === id && (entry.message === notice.message || (id !== '' && entry.language !== language)),
  );
}

export function dismiss(notice: NoticeRef, language: string): void {
  const entries = [...read(), { id: idOf(notice), language, message: notice.message }];
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify(entries.slice(-50)));
  } catch {
    // storage disabled: the notice stays hidden until the page reloads
  }
}
