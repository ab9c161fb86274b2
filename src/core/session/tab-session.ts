import type { StoreApi } from 'zustand/vanilla';
import { randomId } from '../crypto/random-id';
import { readIdentityKeys, replaceIdentityKeys } from '../storage/identity-storage';
import { sessionPersistence, sessionStorageArea } from '../storage/session-persistence';
import {
  parseTabSessionMessage,
  reactToTabMessage,
  shouldWaitForShare,
  SIGNED_IN_TAB_LOCK,
  TAB_SESSION_CHANNEL,
  type TabSessionMessage,
  type TabSessionSnapshot,
} from './model/tab-session-protocol';
import { persistedSession, sessionStore, type PersistedSession, type SessionState } from './session-store';

/** How long a new tab waits for a signed-in tab's answer before its screens show anyway. */
const ANSWER_WAIT_MS = 1500;

export interface TabSession {
  /** True once this tab knows whether it has a session (its own, or one another tab gave it). */
  settled(): boolean;
  whenSettled: Promise<void>;
}

interface LockManagerLike {
  request(name: string, options: { mode: 'shared' }, callback: () => Promise<void>): Promise<void>;
  query(): Promise<{ held?: Array<{ name?: string }> }>;
}

const sessionJson = (state: SessionState) => JSON.stringify(persistedSession(state));

/**
 * Shares the session between the portal's tabs (model/tab-session-protocol.ts) while it is kept
 * in each tab's `sessionStorage`; a remembered device (`localStorage`) needs none of it.
 */
function connect(store: StoreApi<SessionState>, channel: BroadcastChannel, locks: LockManagerLike | undefined): TabSession {
  const id = randomId();
  const tabMode = () => sessionPersistence() === 'tab';
  let settled = false;
  let settle: () => void = () => undefined;
  const whenSettled = new Promise<void>((resolve) => {
    settle = () => {
      settled = true;
      resolve();
    };
  });

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
  if (signedIn || !tabMode()) {
    settle();
  } else {
    post({ kind: 'ask', from: id });
    if (!locks) settle();
    else {
      void locks.query().then(
        ({ held = [] }) => {
          const signedInTabHeld = held.some((lock) => lock.name === SIGNED_IN_TAB_LOCK);
          if (!shouldWaitForShare({ signedIn: store.getState().identity !== null, signedInTabHeld })) settle();
          else setTimeout(settle, ANSWER_WAIT_MS);
        },
        () => settle(),
      );
    }
  }
  return { settled: () => settled, whenSettled };
}

let started: TabSession | undefined;

/**
 * This page's part in sharing the session between tabs; started (once) by the first element,
 * after the page has chosen where the session is kept.
 */
export function startTabSession(): TabSession {
  if (started) return started;
  const store = sessionStore();
  if (typeof BroadcastChannel === 'undefined') {
    started = { settled: () => true, whenSettled: Promise.resolve() };
    return started;
  }
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  started = connect(store, new BroadcastChannel(TAB_SESSION_CHANNEL), locks);
  return started;
}
