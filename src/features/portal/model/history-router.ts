import { appPathOf, normalizeBasePath, pagePathOf, parseTarget, type PortalEntry } from './location';
import { nextKey, type NavigateOptions, type PortalRouter } from './router';

interface HistoryRecord {
  rxPortal?: { key: number; state: Record<string, unknown> | null };
}

/**
 * Routing through the page's history under `basePath` (the standalone portal page): deep links,
 * reloads, back and forward all work. Route state lives in `history.state`, never in the URL.
 */
export function createHistoryRouter(basePath: string, win: Window = window): PortalRouter {
  const base = normalizeBasePath(basePath);
  const listeners = new Set<() => void>();
  /** State that could not be cloned into history.state stays here for this page's life. */
  const kept = new Map<number, Record<string, unknown> | null>();

  const read = (): PortalEntry => {
    const record = (win.history.state as HistoryRecord | null)?.rxPortal;
    const key = record?.key ?? nextKey();
    const state = record ? (kept.has(key) ? kept.get(key)! : record.state) : null;
    return {
      path: appPathOf(win.location.pathname, base) ?? '/',
      search: win.location.search,
      state,
      key,
    };
  };

  let entry = read();
  // Give the first entry its key, so that coming back to it later renders the same screen.
  if (!(win.history.state as HistoryRecord | null)?.rxPortal) {
    write('replace', entry.key, null, `${win.location.pathname}${win.location.search}${win.location.hash}`);
  }

  function write(mode: 'push' | 'replace', key: number, state: Record<string, unknown> | null, url: string) {
    const method = mode === 'push' ? 'pushState' : 'replaceState';
    try {
      win.history[method]({ rxPortal: { key, state } } satisfies HistoryRecord, '', url);
    } catch {
      kept.set(key, state);
      win.history[method]({ rxPortal: { key, state: null } } satisfies HistoryRecord, '', url);
    }
  }

  const notify = () => listeners.forEach((listener) => listener());
  const onPopState = () => {
    entry = read();
    notify();
  };
  win.addEventListener('popstate', onPopState);

  return {
    current: () => entry,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(target: string, options: NavigateOptions = {}) {
      const parsed = parseTarget(target);
      if (!parsed) return false;
      const key = nextKey();
      const state = options.state ?? null;
      write(options.replace ? 'replace' : 'push', key, state, `${pagePathOf(parsed.path, base)}${parsed.search}`);
      entry = { ...parsed, state, key };
      notify();
      return true;
    },
    back: () => win.history.back(),
    forward: () => win.history.forward(),
    dispose() {
      win.removeEventListener('popstate', onPopState);
      listeners.clear();
    },
  };
}
