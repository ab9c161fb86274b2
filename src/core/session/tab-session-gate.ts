import { sessionPersistence } from '../storage/session-persistence';
import { shouldWaitForShare, SIGNED_IN_TAB_LOCK } from './model/tab-session-wait';
import { sessionStore } from './session-store';

interface LockQuery {
  query(): Promise<{ held?: Array<{ name?: string }> }>;
}

/** undefined: not started; null: this tab knows whether it has a session; a promise: not yet. */
let pending: Promise<void> | null | undefined;

/**
 * This page's part in sharing the session between tabs, started once by the first element after
 * the page has chosen where the session is kept. Returns null once this tab knows whether it has
 * a session (its own, or one another tab gave it), else a promise of that moment. The sharing
 * itself (tab-session.ts) is loaded on demand, off every first screen; a tab without a session
 * waits for it only when a signed-in tab holds the lock, that is when an answer is coming.
 */
export function startTabSession(): Promise<void> | null {
  if (pending !== undefined) return pending;
  const store = sessionStore();
  const connect = () => import('./tab-session').then((tabs) => tabs.connectTabs(store));
  if (store.getState().identity !== null || sessionPersistence() === 'device') {
    void connect().catch(() => undefined);
    return (pending = null);
  }
  const locks = (globalThis.navigator as { locks?: LockQuery } | undefined)?.locks;
  return (pending = Promise.resolve(locks?.query())
    .then((found) => {
      const connecting = connect();
      const signedInTabHeld = (found?.held ?? []).some((lock) => lock.name === SIGNED_IN_TAB_LOCK);
      return shouldWaitForShare({ signedIn: store.getState().identity !== null, signedInTabHeld }) ? connecting.then((tabs) => tabs.answered) : void connecting.catch(() => undefined);
    })
    .catch(() => undefined)
    .then(() => {
      pending = null;
    }));
}
