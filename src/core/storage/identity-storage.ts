import type { KeyValueStorageInterface } from 'aws-amplify/utils';
import { IDENTITY_KEY_PREFIX, routedSessionStorage } from './session-persistence';

/**
 * aws-amplify's token storage (`cognitoUserPoolsTokenProvider.setKeyValueStorage`): the ID,
 * access and refresh tokens go where the session is kept (session-persistence.ts), never to
 * aws-amplify's default `localStorage`. `clear` removes aws-amplify's keys only.
 */
export function identityKeyValueStorage(storage: Storage = routedSessionStorage): KeyValueStorageInterface {
  return {
    setItem: async (key, value) => storage.setItem(key, value),
    getItem: async (key) => storage.getItem(key),
    removeItem: async (key) => storage.removeItem(key),
    clear: async () => replaceIdentityKeys(storage, {}),
  };
}

/** aws-amplify's keys and values in `storage`. */
export function readIdentityKeys(storage: Storage = routedSessionStorage): Record<string, string> {
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
