import { createStore, type StoreApi } from 'zustand/vanilla';
import { persist, createJSONStorage } from 'zustand/middleware';
import type { SessionIdentity } from '../../domain/account/session-identity.schema';
import type { CompanyModule, CompanyVariant } from '../brand/modules';
import { memoryStorage } from '../storage/memory-storage';
import { deletePatientDatabases } from '../storage/patient-databases';
import { onSessionPersistenceChange, routedSessionStorage, SESSION_STORAGE_KEY } from '../storage/session-persistence';

export { SESSION_STORAGE_KEY };

export type SignOutReason = 'user' | 'expired' | 'idle';

export interface SessionState {
  identity: SessionIdentity | null;
  /** The user record of spec 01 §3, once fetched. */
  user: Record<string, unknown> | null;
  modules: CompanyModule[] | null;
  variant: CompanyVariant | null;
  /** Why the last session ended; the login screen reads it for its message. */
  lastSignOut: SignOutReason | null;
  signIn(identity: SessionIdentity): void;
  updateIdentity(patch: Partial<SessionIdentity>): void;
  setUser(user: Record<string, unknown> | null): void;
  setCompany(modules: CompanyModule[], variant: CompanyVariant): void;
  signOut(reason?: SignOutReason): void;
}

/**
 * Features keep a patient's unfinished work (a refill draft) in sessionStorage under keys with
 * this prefix. A deliberate sign-out removes them all, whether or not the feature's code is
 * loaded on the page; an idle or expired sign-out keeps them for the same patient's return.
 */
export const PATIENT_DRAFT_PREFIX = 'rx-draft:';

export function clearPatientDrafts(storage: Storage | undefined = globalThis.sessionStorage): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(PATIENT_DRAFT_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

export type PersistedSession = Pick<SessionState, 'identity' | 'user' | 'modules' | 'variant' | 'lastSignOut'>;

/** What the store keeps in storage (and what another tab is given). */
export function persistedSession(s: SessionState): PersistedSession {
  return { identity: s.identity, user: s.user, modules: s.modules, variant: s.variant, lastSignOut: s.lastSignOut };
}

/** The store reads it again from its storage (another tab wrote it, or the page chose another storage). */
export function rehydrateSession(store: StoreApi<SessionState>): void {
  void (store as unknown as { persist: { rehydrate(): Promise<void> } }).persist.rehydrate();
}

/**
 * The session store, kept where the page keeps the session (session-persistence.ts: this tab's
 * `sessionStorage` by default, `localStorage` for a remembered device).
 */
export function createSessionStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = routedSessionStorage): StoreApi<SessionState> {
  return createStore<SessionState>()(
    persist(
      (set) => ({
        identity: null,
        user: null,
        modules: null,
        variant: null,
        lastSignOut: null,
        signIn: (identity) => set({ identity, lastSignOut: null }),
        updateIdentity: (patch) => set((s) => (s.identity ? { identity: { ...s.identity, ...patch } } : {})),
        setUser: (user) => set({ user }),
        setCompany: (modules, variant) => set({ modules, variant }),
        signOut: (reason = 'user') => set({ identity: null, user: null, modules: null, variant: null, lastSignOut: reason }),
      }),
      {
        name: SESSION_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(() => storage ?? memoryStorage()),
        partialize: persistedSession,
      },
    ),
  );
}

let shared: StoreApi<SessionState> | undefined;

/**
 * One session store per page, shared by every element. Other tabs are followed through
 * tab-session.ts, and, for a remembered device, through the `storage` event of `localStorage`.
 */
export function sessionStore(): StoreApi<SessionState> {
  if (shared) return shared;
  const store = createSessionStore();
  shared = store;
  store.subscribe((state, previous) => {
    if (state.lastSignOut === 'user' && previous.lastSignOut !== 'user') {
      try {
        clearPatientDrafts();
      } catch {
        // storage may be disabled; there is nothing kept then
      }
      try {
        deletePatientDatabases();
      } catch {
        // IndexedDB may be unavailable (private mode); nothing was kept then
      }
    }
  });
  onSessionPersistenceChange(() => rehydrateSession(store));
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === SESSION_STORAGE_KEY || event.key === null) rehydrateSession(store);
    });
  }
  return store;
}
