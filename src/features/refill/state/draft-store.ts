import { createStore, type StoreApi } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PATIENT_DRAFT_PREFIX, sessionStore, type SessionState } from '../../../core/session/session-store';
import { randomId } from '../../../core/crypto/random-id';
import { emptyDraft, type RefillDraft } from '../model/draft';
import {
  draftProjection,
  initialRefillState,
  refillTransition,
  type RefillDraftProjection,
  type RefillEffect,
  type RefillEvent,
  type RefillMachineState,
} from '../model/refill-machine';
import type { RefillStepNumber } from '../model/wizard';

/**
 * The refill wizard's machine state, kept outside React so that the draft survives a reload, the
 * element being removed and re-added, and an idle sign-out followed by the same patient signing
 * in again. Every change goes through the machine; what is kept (in sessionStorage, this tab
 * only) is its projection: ids and answers.
 */
export type RefillDraftState = RefillMachineState;

export interface RefillDraftActions {
  /** Runs one event through the machine; returns what the wizard has to do next. */
  dispatch(event: RefillEvent): RefillEffect[];
  /** Puts back a saved draft (as a reload would find it). */
  begin(saved: { uId: number; requestId: number | null; step: RefillStepNumber; draft: RefillDraft }): void;
  clear(): void;
}

export type RefillDraftStore = StoreApi<RefillDraftState & RefillDraftActions>;

export const REFILL_DRAFT_STORAGE_KEY = `${PATIENT_DRAFT_PREFIX}refill`;

const newKey = (): string => randomId();

export function createRefillDraftStore(storage: () => Storage = () => globalThis.sessionStorage): RefillDraftStore {
  return createStore<RefillDraftState & RefillDraftActions>()(
    persist(
      (set, get) => ({
        ...initialRefillState(),
        dispatch: (event) => {
          const { state, effects } = refillTransition(get(), event, { newKey });
          set(state);
          return effects;
        },
        begin: ({ uId, requestId, step, draft }) => set({ ...initialRefillState(), holder: get().holder, uId, requestId, step, draft }),
        clear: () => void get().dispatch({ type: 'clear' }),
      }),
      {
        name: REFILL_DRAFT_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(storage),
        partialize: (state): RefillDraftProjection => draftProjection(state),
        merge: (persisted, current) => {
          const saved = persisted as Partial<RefillDraftProjection> | undefined;
          if (!saved || typeof saved !== 'object') return current;
          const original = saved.original ? { ...emptyDraft(), ...saved.original } : null;
          return { ...current, ...saved, original, draft: { ...emptyDraft(), ...(saved.draft ?? {}) } };
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
  const check = (state: SessionState) =>
    void drafts.getState().dispatch({ type: 'session', uId: state.identity?.u_ID ?? null, signedOutByUser: state.identity === null && state.lastSignOut === 'user' });
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
