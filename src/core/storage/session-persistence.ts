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
let onChange: (() => void) | undefined;

/** The browser's storage for `mode`; undefined where site data is blocked. */
export function browserStorage(mode: SessionPersistence): Storage | undefined {
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

/** What the session store needs of a storage, always read and written where the session is kept now. */
export const routedSessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: (key) => sessionStorageArea().getItem(key),
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
 * leaves `localStorage`), and the session store reads it again.
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
  onChange?.();
}

/** The session store reads the session again where it is kept now. */
export function onSessionPersistenceChange(listener: () => void): void {
  onChange = listener;
}

/** Tests only: back to a page that has not chosen. */
export function resetSessionPersistenceForTests(): void {
  chosen = undefined;
  onChange = undefined;
  fallback.clear();
}
