import { useEffect, useMemo } from 'react';
import { createMemoryRouter, type PortalRouter } from '../model/router';
import { createHistoryRouter } from '../model/history-router';

/** Memory routers outlive a removal of the element, so re-adding it keeps its place and history. */
const memoryRouters = new WeakMap<HTMLElement, { initial: string; router: PortalRouter }>();

/** The page URL's router (standalone page) or one in memory (embedded), kept per host element. */
export function usePortalRouter(host: HTMLElement, memory: boolean, basePath: string, initial: string): PortalRouter {
  const router = useMemo(() => {
    if (!memory) return createHistoryRouter(basePath);
    const kept = memoryRouters.get(host);
    if (kept && kept.initial === initial) return kept.router;
    const created = createMemoryRouter(initial);
    memoryRouters.set(host, { initial, router: created });
    return created;
  }, [host, memory, basePath, initial]);
  useEffect(() => (memory ? undefined : () => router.dispose()), [router, memory]);
  return router;
}
