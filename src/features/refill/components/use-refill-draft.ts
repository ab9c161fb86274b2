import { useLayoutEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { RefillUpdate } from '../../../domain/refill/refill';
import { draftFromRequest, emptyDraft, type RefillDraft } from '../model/draft';
import { startStep, type RefillStepNumber } from '../model/wizard';
import { refillDraftStore } from '../state/draft-store';

/**
 * The wizard's draft in the shared store: shown only when it belongs to this patient and this
 * request, and started (from the request being edited, or empty) when it does not.
 */
export function useRefillDraft(uId: number, refillUpdate: RefillUpdate | null) {
  const requestId = refillUpdate?.request.requestId ?? null;
  const drafts = refillDraftStore();
  const stored = useStore(drafts);
  const owned = stored.uId === uId && stored.requestId === requestId;
  const draft: RefillDraft = owned ? stored.draft : emptyDraft();
  // Set once the order was accepted: the cleared store then stays clear.
  const submittedRef = useRef(false);
  // A draft is started once per patient and request. When another widget (the next screen of a
  // portal, mounted before this one leaves) starts its own, this one does not take it back.
  const contextKey = `${uId}:${requestId ?? 'new'}`;
  const heldFor = useRef<string | null>(null);
  const storeEmpty = stored.uId === null;
  useLayoutEffect(() => {
    if (owned) {
      heldFor.current = contextKey;
      return;
    }
    if (submittedRef.current || (heldFor.current === contextKey && !storeEmpty)) return;
    heldFor.current = contextKey;
    drafts.getState().begin({
      uId,
      requestId,
      step: startStep(refillUpdate),
      draft: refillUpdate ? draftFromRequest(refillUpdate.request) : emptyDraft(),
    });
  }, [owned, storeEmpty, contextKey, uId, requestId, refillUpdate, drafts]);

  return {
    drafts,
    stored,
    owned,
    draft,
    requestId,
    update: (patch: Partial<RefillDraft>) => drafts.getState().update(patch),
    setStep: (step: RefillStepNumber) => drafts.getState().setStep(step),
    /** The order was accepted: the draft is not started again. */
    markSubmitted: () => {
      submittedRef.current = true;
    },
  };
}
