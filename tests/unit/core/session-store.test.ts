import { describe, expect, it } from 'vitest';
import { createSessionStore, SESSION_STORAGE_KEY } from '../../../src/core/session/session-store';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

const identity = {
  u_ID: 7,
  username: 'pat@example.com',
  token: 'a.b.c',
  companyId: 1,
  brandId: 1,
  usernameType: 'email' as const,
  mfaStatus: 'NOMFA' as const,
};

describe('session store', () => {
  it('persists the session so a reload (a new store on the same storage) keeps the patient signed in', async () => {
    const storage = memoryStorage();
    const first = createSessionStore(storage);
    first.getState().signIn(identity);
    first.getState().setUser({ fname: 'Pat' });
    const reloaded = createSessionStore(storage);
    await (reloaded as unknown as { persist: { rehydrate(): Promise<void> } }).persist.rehydrate();
    expect(reloaded.getState().identity?.username).toBe('pat@example.com');
    expect(reloaded.getState().user).toEqual({ fname: 'Pat' });
  });

  it('sign-out clears identity, user and modules from the store and the storage, and records why', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.getState().signIn(identity);
    store.getState().setCompany([{ modId: 1, name: 'Refill' }], 'standard');
    store.getState().signOut('expired');
    expect(store.getState()).toMatchObject({ identity: null, user: null, modules: null, variant: null, lastSignOut: 'expired' });
    const saved = JSON.parse(storage.getItem(SESSION_STORAGE_KEY)!) as { state: Record<string, unknown> };
    expect(saved.state.identity).toBeNull();
    expect(JSON.stringify(saved)).not.toContain('pat@example.com');
  });

  it('a second store on the same storage follows a sign-out when rehydrated (what the storage event triggers)', async () => {
    const storage = memoryStorage();
    const tabA = createSessionStore(storage);
    const tabB = createSessionStore(storage);
    tabA.getState().signIn(identity);
    await (tabB as unknown as { persist: { rehydrate(): Promise<void> } }).persist.rehydrate();
    expect(tabB.getState().identity?.u_ID).toBe(7);
    tabA.getState().signOut();
    await (tabB as unknown as { persist: { rehydrate(): Promise<void> } }).persist.rehydrate();
    expect(tabB.getState().identity).toBeNull();
  });
});
