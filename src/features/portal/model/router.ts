import { parseTarget, type PortalEntry } from './location';

export interface NavigateOptions {
  replace?: boolean;
  state?: Record<string, unknown> | null;
}

/** The portal's router: history-backed on the standalone page, in memory when embedded. */
export interface PortalRouter {
  current(): PortalEntry;
  subscribe(listener: () => void): () => void;
  /** Goes to an app path (with optional query); returns false for a target it cannot route. */
  navigate(target: string, options?: NavigateOptions): boolean;
  back(): void;
  forward(): void;
  dispose(): void;
}

let keys = 0;
export const nextKey = (): number => ++keys;

/** In-memory routing: a stack of entries with back and forward, the page URL untouched. */
export function createMemoryRouter(initial = '/'): PortalRouter {
  const start = parseTarget(initial) ?? { path: '/', search: '' };
  let entries: PortalEntry[] = [{ ...start, state: null, key: nextKey() }];
  let index = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    current: () => entries[index]!,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(target, options = {}) {
      const parsed = parseTarget(target);
      if (!parsed) return false;
      const entry: PortalEntry = { ...parsed, state: options.state ?? null, key: nextKey() };
      if (options.replace) entries[index] = entry;
      else {
        entries = [...entries.slice(0, index + 1), entry];
        index = entries.length - 1;
      }
      notify();
      return true;
    },
    back() {
      if (index === 0) return;
      index -= 1;
      notify();
    },
    forward() {
      if (index >= entries.length - 1) return;
      index += 1;
      notify();
    },
    dispose() {
      listeners.clear();
    },
  };
}
