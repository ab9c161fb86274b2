import type { StoreApi } from 'zustand/vanilla';
import { randomId } from '../crypto/random-id';
import { readIdentityKeys, replaceIdentityKeys } from '../storage/identity-storage';
import { sessionPersistence, sessionStorageArea } from '../storage/session-persistence';
import { parseTabSessionMessage, reactToTabMessage, TAB_SESSION_CHANNEL, type TabSessionMessage, type TabSessionSnapshot } from './model/tab-session-protocol';
import { SIGNED_IN_TAB_LOCK } from './model/tab-session-wait';
import { persistedSession, type PersistedSession, type SessionState } from './session-store';

/** How long a new tab waits for a signed-in tab's answer before its screens show anyway. */
const ANSWER_WAIT_MS = 1500;

export interface TabConnection {
  /** Resolves once a signed-in tab's answer is adopted, or after ANSWER_WAIT_MS without one. */
  answered: Promise<void>;
}

interface LockManagerLike {
  request(name: string, options: { mode: 'shared' }, callback: () => Promise<void>): Promise<void>;
}

const sessionJson = (state: SessionState) => JSON.stringify(persistedSession(state));

/**
 * Shares the session between the portal's tabs (model/tab-session-protocol.ts) while it is kept
 * in each tab's `sessionStorage`; a remembered device (`localStorage`) needs none of it. Loaded
 * on demand by tab-session-gate.ts, once per page; a tab without a session asks the others.
 */
export function connectTabs(store: StoreApi<SessionState>): TabConnection {
  if (typeof BroadcastChannel === 'undefined') return { answered: Promise.resolve() };
  const channel = new BroadcastChannel(TAB_SESSION_CHANNEL);
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  const id = randomId();
  const tabMode = () => sessionPersistence() === 'tab';
  let settle: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (settle = resolve));

  let releaseLock: (() => void) | undefined;
  const holdLock = (signedIn: boolean) => {
    if (signedIn && tabMode() && !releaseLock && locks) {
      const held = new Promise<void>((resolve) => (releaseLock = resolve));
      void locks.request(SIGNED_IN_TAB_LOCK, { mode: 'shared' }, () => held).catch(() => undefined);
    } else if ((!signedIn || !tabMode()) && releaseLock) {
      releaseLock();
      releaseLock = undefined;
    }
  };

  const post = (message: TabSessionMessage) => {
    try {
      channel.postMessage(message);
    } catch {
      // a closed channel (the page is going away)
    }
  };
  const snapshot = (): TabSessionSnapshot => {
    const state = store.getState();
    return {
      session: persistedSession(state) as TabSessionSnapshot['session'],
      identityKeys: state.identity ? readIdentityKeys(sessionStorageArea()) : {},
    };
  };

  let adopting = false;
  let lastJson = sessionJson(store.getState());
  const adopt = (given: TabSessionSnapshot) => {
    adopting = true;
    try {
      replaceIdentityKeys(sessionStorageArea(), given.identityKeys);
      store.setState(given.session as unknown as PersistedSession);
      lastJson = sessionJson(store.getState());
    } catch {
      // storage full or blocked: this tab keeps what it had
    } finally {
      adopting = false;
    }
    holdLock(store.getState().identity !== null);
    if (store.getState().identity) settle();
  };

  channel.addEventListener('message', (event: MessageEvent) => {
    if (!tabMode()) return;
    const message = parseTabSessionMessage(event.data);
    if (!message) return;
    const reaction = reactToTabMessage(message, { id, signedIn: store.getState().identity !== null });
    if (reaction.kind === 'answer') post({ kind: 'share', from: id, to: reaction.to, snapshot: snapshot() });
    else if (reaction.kind === 'adopt') adopt(reaction.snapshot);
  });

  store.subscribe((state) => {
    holdLock(state.identity !== null);
    if (adopting || !tabMode()) return;
    const json = sessionJson(state);
    if (json === lastJson) return;
    lastJson = json;
    post({ kind: 'share', from: id, snapshot: snapshot() });
  });

  const signedIn = store.getState().identity !== null;
  holdLock(signedIn);
  if (signedIn || !tabMode()) settle();
  else {
    post({ kind: 'ask', from: id });
    setTimeout(settle, ANSWER_WAIT_MS);
  }
  return { answered };
}
