import { describe, expect, it, vi } from 'vitest';
import { clearPatientDrafts, createSessionStore, PATIENT_DRAFT_PREFIX, SESSION_STORAGE_KEY } from '../../../src/core/session/session-store';
import { memoryStorage } from '../../../src/core/storage/memory-storage';
import { CARD_PHOTOS_DATABASE } from '../../../src/core/storage/patient-databases';

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

  it("keeps the session in the tab's sessionStorage by default: nothing of the patient in localStorage", async () => {
    const local = memoryStorage();
    const tab = memoryStorage();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', tab);
    vi.resetModules();
    const { sessionStore } = await import('../../../src/core/session/session-store');
    sessionStore().getState().signIn({ ...identity, fName: 'Pat', lName: 'Doe' });
    sessionStore().getState().setUser({ fname: 'Pat', dob: '1980-02-03' });
    expect(local.length).toBe(0);
    expect(tab.getItem(SESSION_STORAGE_KEY)).toContain('1980-02-03');
    vi.unstubAllGlobals();
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

describe('patient drafts', () => {
  it('a deliberate sign-out removes every feature draft; idle and expiry keep them', async () => {
    const drafts = memoryStorage();
    vi.stubGlobal('sessionStorage', drafts);
    vi.stubGlobal('localStorage', memoryStorage());
    vi.resetModules();
    const { sessionStore } = await import('../../../src/core/session/session-store');
    const store = sessionStore();
    drafts.setItem(`${PATIENT_DRAFT_PREFIX}refill`, '{"uId":7}');
    drafts.setItem('rx-other', 'kept');
    store.getState().signIn(identity);
    store.getState().signOut('idle');
    expect(drafts.getItem(`${PATIENT_DRAFT_PREFIX}refill`)).toBe('{"uId":7}');
    store.getState().signIn(identity);
    store.getState().signOut('expired');
    expect(drafts.getItem(`${PATIENT_DRAFT_PREFIX}refill`)).toBe('{"uId":7}');
    store.getState().signIn(identity);
    store.getState().signOut('user');
    expect(drafts.getItem(`${PATIENT_DRAFT_PREFIX}refill`)).toBeNull();
    expect(drafts.getItem('rx-other')).toBe('kept');
    vi.unstubAllGlobals();
  });
  it('clears only prefixed keys', () => {
    const storage = memoryStorage();
    storage.setItem(`${PATIENT_DRAFT_PREFIX}a`, '1');
    storage.setItem(`${PATIENT_DRAFT_PREFIX}b`, '2');
    storage.setItem('rx-session', '3');
    clearPatientDrafts(storage);
    expect(storage.length).toBe(1);
  });
});

describe('patient databases (insurance card photos)', () => {
  it('a deliberate sign-out deletes the card photo database; idle and expiry keep it', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('indexedDB', { deleteDatabase: (name: string) => deleted.push(name) });
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('localStorage', memoryStorage());
    vi.resetModules();
    const { sessionStore } = await import('../../../src/core/session/session-store');
    const store = sessionStore();
    store.getState().signIn(identity);
    store.getState().signOut('idle');
    store.getState().signIn(identity);
    store.getState().signOut('expired');
    expect(deleted).toEqual([]);
    store.getState().signIn(identity);
    store.getState().signOut('user');
    expect(deleted).toEqual([CARD_PHOTOS_DATABASE]);
    vi.unstubAllGlobals();
  });
});
