/**
 * Notices the patient dismissed, remembered for this browser tab so a dismissed notice does not
 * come back on the next refresh or page; a notice with new text shows again.
 */
const KEY = 'rx-dismissed-notices';

const keyOf = (notice: { id?: number | string; message: string }) => `${notice.id ?? ''}:${notice.message}`;

function read(): Set<string> {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

export function isDismissed(notice: { id?: number | string; message: string }): boolean {
  return read().has(keyOf(notice));
}

export function dismiss(notice: { id?: number | string; message: string }): void {
  const set = read();
  set.add(keyOf(notice));
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify([...set].slice(-50)));
  } catch {
    // storage disabled: the notice stays hidden until the page reloads
  }
}
