import type { KeyValueStorageInterface } from 'aws-amplify/utils';
import { browserStorage, IDENTITY_KEY_PREFIX, SESSION_STORAGE_KEY, sessionKeysIn, sessionPersistence, sessionStorageArea } from './session-persistence';

/**
 * aws-amplify's token storage (`cognitoUserPoolsTokenProvider.setKeyValueStorage`): the ID,
 * access and refresh tokens go where the session is kept (session-persistence.ts), never to
 * aws-amplify's default `localStorage`. `clear` removes aws-amplify's keys only.
 */
export function identityKeyValueStorage(storage: () => Storage = sessionStorageArea): KeyValueStorageInterface {
  return {
    setItem: async (key, value) => storage().setItem(key, value),
    getItem: async (key) => storage().getItem(key),
    removeItem: async (key) => storage().removeItem(key),
    clear: async () => replaceIdentityKeys(storage(), {}),
  };
}

/** aws-amplify's keys and values in `storage`. */
export function readIdentityKeys(storage: Storage): Record<string, string> {
  const keys: Record<string, string> = {};
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key === null || !key.startsWith(IDENTITY_KEY_PREFIX)) continue;
    const value = storage.getItem(key);
    if (value !== null) keys[key] = value;
  }
  return keys;
}

/** Makes aws-amplify's keys in `storage` exactly `keys` (only keys with aws-amplify's prefix are written). */
export function replaceIdentityKeys(storage: Storage, keys: Readonly<Record<string, string>>): void {
  for (const key of Object.keys(readIdentityKeys(storage))) if (!(key in keys)) storage.removeItem(key);
  for (const [key, value] of Object.entries(keys)) {
    if (key.startsWith(IDENTITY_KEY_PREFIX) && typeof value === 'string') storage.setItem(key, value);
  }
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
