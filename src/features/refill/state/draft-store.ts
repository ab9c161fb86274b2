import { createStore, type StoreApi } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PATIENT_DRAFT_PREFIX, sessionStore, type SessionState } from '../../../core/session/session-store';
import { emptyDraft, type RefillDraft } from '../model/draft';
import type { RefillStepNumber } from '../model/wizard';

/**
 * The refill wizard's place and choices, kept outside React so that they survive a reload, the
 * element being removed and re-added, and an idle sign-out followed by the same patient signing
 * in again. Only ids and answers are kept, in sessionStorage (this tab only).
 */
export interface RefillDraftState {
  /** The patient the draft belongs to; null when there is none. */
  uId: number | null;
  /** The stored request being edited, or null for a new refill. */
  requestId: number | null;
  step: RefillStepNumber;
  draft: RefillDraft;
  /** Created when the review step opens; dropped when a choice changes. */
  idempotencyKey: string | null;
}

export interface RefillDraftActions {
  /** Starts a draft for a patient (and the request being edited), replacing any other. */
  begin(start: { uId: number; requestId: number | null; step: RefillStepNumber; draft: RefillDraft }): void;
  setStep(step: RefillStepNumber): void;
  /** Changes choices; a changed order needs a new idempotency key. */
  update(patch: Partial<RefillDraft>): void;
  /** The key of this exact order, created on first call. */
  ensureIdempotencyKey(): string;
  clear(): void;
}

export type RefillDraftStore = StoreApi<RefillDraftState & RefillDraftActions>;

export const REFILL_DRAFT_STORAGE_KEY = `${PATIENT_DRAFT_PREFIX}refill`;

const blank = (): RefillDraftState => ({ uId: null, requestId: null, step: 0, draft: emptyDraft(), idempotencyKey: null });

const newKey = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function createRefillDraftStore(storage: () => Storage = () => globalThis.sessionStorage): RefillDraftStore {
  return createStore<RefillDraftState & RefillDraftActions>()(
    persist(
      (set, get) => ({
        ...blank(),
        begin: ({ uId, requestId, step, draft }) => set({ uId, requestId, step, draft, idempotencyKey: null }),
        setStep: (step) => set({ step }),
        update: (patch) => {
          const draft = { ...get().draft, ...patch };
          if (sameValues(draft, get().draft)) return;
          set({ draft, idempotencyKey: null });
        },
        ensureIdempotencyKey: () => {
          const existing = get().idempotencyKey;
          if (existing) return existing;
          const key = newKey();
          set({ idempotencyKey: key });
          return key;
        },
        clear: () => set(blank()),
      }),
      {
        name: REFILL_DRAFT_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(storage),
        partialize: ({ uId, requestId, step, draft, idempotencyKey }): RefillDraftState => ({ uId, requestId, step, draft, idempotencyKey }),
        merge: (persisted, current) => {
          const saved = persisted as Partial<RefillDraftState> | undefined;
          if (!saved || typeof saved !== 'object') return current;
          return { ...current, ...saved, draft: { ...emptyDraft(), ...(saved.draft ?? {}) } };
        },
      },
    ),
  );
}

/**
 * Drops the draft when the patient signs out on purpose, and when someone other than its patient
 * is signed in. An idle or expired session keeps it for the same patient's return.
 */
export function followSession(drafts: RefillDraftStore, session: StoreApi<SessionState>): () => void {
  const check = (state: SessionState) => {
    const { uId } = drafts.getState();
    if (uId === null) return;
    const signedOutByUser = state.identity === null && state.lastSignOut === 'user';
    const otherPatient = state.identity !== null && state.identity.u_ID !== uId;
    if (signedOutByUser || otherPatient) drafts.getState().clear();
  };
  check(session.getState());
  return session.subscribe(check);
}

let shared: RefillDraftStore | undefined;

/** One draft store per page, following the shared session. */
export function refillDraftStore(): RefillDraftStore {
  if (shared) return shared;
  shared = createRefillDraftStore();
  followSession(shared, sessionStore());
  return shared;
}
