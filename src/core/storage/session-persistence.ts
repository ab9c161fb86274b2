import { memoryStorage } from './memory-storage';

/**
 * Where the signed-in session (the session store and aws-amplify's tokens) is kept in the browser
 * (issue 33 item 8, OWASP ASVS V3.2.3):
 * - `tab` (the default): `sessionStorage`, so it ends with the tab; a new tab of the same portal
 *   takes it from an open one (tab-session.ts);
 * - `device`: `localStorage`, so it outlives the browser: for a partner who wants a remembered
 *   device (`<rx-config remember-device="true">`).
 * Nothing of the session is left in the other storage once a page has chosen.
 */
export type SessionPersistence = 'tab' | 'device';

/** The session store's key (zustand persist). */
export const SESSION_STORAGE_KEY = 'rx-session';
/** aws-amplify's keys: `CognitoIdentityServiceProvider.<client id>[.<username>].<what>`. */
export const IDENTITY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/** The keys that hold a session: the store's and aws-amplify's. */
export function isSessionKey(key: string): boolean {
  return key === SESSION_STORAGE_KEY || key.startsWith(IDENTITY_KEY_PREFIX);
}

let chosen: SessionPersistence | undefined;
const fallback = memoryStorage();
const listeners = new Set<() => void>();

function browserStorage(mode: SessionPersistence): Storage | undefined {
  try {
    return (mode === 'device' ? globalThis.localStorage : globalThis.sessionStorage) ?? undefined;
  } catch {
    return undefined; // site data blocked
  }
}

/** The page's choice; `tab` until an element has said otherwise. */
export function sessionPersistence(): SessionPersistence {
  return chosen ?? 'tab';
}

/** Where the session is kept now (memory when the browser's storage is unavailable). */
export function sessionStorageArea(): Storage {
  return browserStorage(sessionPersistence()) ?? fallback;
}

/** A `Storage` that always reads and writes where the session is kept now. */
export const routedSessionStorage: Storage = {
  get length() {
    return sessionStorageArea().length;
  },
  clear: () => sessionStorageArea().clear(),
  getItem: (key) => sessionStorageArea().getItem(key),
  key: (index) => sessionStorageArea().key(index),
  removeItem: (key) => sessionStorageArea().removeItem(key),
  setItem: (key, value) => sessionStorageArea().setItem(key, value),
};

export function sessionKeysIn(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && isSessionKey(key)) keys.push(key);
  }
  return keys;
}

/** Moves the session from one storage to the other; a session already in `to` wins. */
export function moveSession(from: Storage, to: Storage): void {
  const keys = sessionKeysIn(from);
  const targetHasOne = sessionKeysIn(to).some((key) => key.startsWith(IDENTITY_KEY_PREFIX));
  for (const key of keys) {
    const value = from.getItem(key);
    if (!targetHasOne && value !== null) to.setItem(key, value);
    from.removeItem(key);
  }
}

/**
 * The page's elements say which persistence their configuration asks for. `device` sticks once
 * any element asked for it. On a change the session moves to its new storage (so a session kept
 * in `localStorage` by an earlier version, or by a remembered device, comes into this tab and
 * leaves `localStorage`), and the listeners (the session store) read it again.
 */
export function chooseSessionPersistence(mode: SessionPersistence): void {
  if (chosen === mode || (chosen === 'device' && mode === 'tab')) return;
  chosen = mode;
  const from = browserStorage(mode === 'device' ? 'tab' : 'device');
  const to = browserStorage(mode);
  try {
    if (from && to) moveSession(from, to);
  } catch {
    // storage full or blocked: the session stays where it was, and is read from `to` now
  }
  listeners.forEach((listener) => listener());
}

export function onSessionPersistenceChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A sign-out's last step: aws-amplify's keys leave both of the browser's storages, and the store's
 * key the storage not in use (the one in use keeps only why the session ended).
 */
export function clearSessionCopies(): void {
  for (const mode of ['tab', 'device'] as const) {
    const storage = browserStorage(mode);
    if (!storage) continue;
    const inUse = mode === sessionPersistence();
    try {
      for (const key of sessionKeysIn(storage)) if (!(inUse && key === SESSION_STORAGE_KEY)) storage.removeItem(key);
    } catch {
      // storage blocked: nothing was kept there
    }
  }
}

/** Tests only: back to a page that has not chosen. */
export function resetSessionPersistenceForTests(): void {
  chosen = undefined;
  listeners.clear();
  fallback.clear();
}
