/**
 * Sign-in keeps its session in the browser; with cookies or site storage disabled it cannot
 * (spec 01 §8 "cookies disabled -> cookiesDisabled alert").
 */
export interface StorageEnvironment {
  cookieEnabled?: boolean;
  /** Reading `localStorage` itself throws when site data is blocked. */
  storage: () => Storage | undefined;
}

const PROBE_KEY = 'rx-storage-probe';

export function storageBlocked(env: StorageEnvironment): boolean {
  if (env.cookieEnabled === false) return true;
  try {
    const storage = env.storage();
    if (!storage) return true;
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return false;
  } catch {
    return true;
  }
}
