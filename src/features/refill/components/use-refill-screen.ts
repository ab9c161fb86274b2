import { useEffect, useRef } from 'react';
import { emptyDraft, type RefillDraft } from '../model/draft';
import { currentStep, isStaleDraft, refillScreen, screenKey, type ScreenFacts } from '../model/screen';
import { RefillStep, type RefillStepNumber } from '../model/wizard';
import { refillDraftStore } from '../state/draft-store';

export interface RefillScreenInput extends Omit<ScreenFacts, 'step'> {
  uId: number;
  /** The step kept with the draft. */
  storedStep: RefillStepNumber;
  draft: RefillDraft;
  idempotencyKey: string | null;
}

/**
 * Where the patient is (the step and the screen), and what a change of screen does: choices kept
 * from before are dropped under an order in progress, the review gets its idempotency key, and
 * focus goes to the new heading.
 */
export function useRefillScreen({ uId, storedStep, draft, idempotencyKey, ...facts }: RefillScreenInput) {
  const step = currentStep(storedStep, facts.editing, facts.activeOrder);
  const screen = refillScreen({ ...facts, step });
  const key = screenKey(screen, step);
  const drafts = refillDraftStore();

  // An order in progress replaces the wizard, so choices kept from before (an order whose answer
  // was lost, or one placed elsewhere) can no longer be sent: they are dropped.
  const staleDraft = isStaleDraft(screen, draft);
  useEffect(() => {
    if (staleDraft) drafts.getState().begin({ uId, requestId: null, step: drafts.getState().step, draft: emptyDraft() });
  }, [staleDraft, uId, drafts]);

  // The review step opens: this exact order gets its idempotency key (kept with the draft).
  const atReview = screen === 'wizard' && step === RefillStep.review;
  useEffect(() => {
    if (atReview && !idempotencyKey) drafts.getState().ensureIdempotencyKey();
  }, [atReview, idempotencyKey, drafts]);

  // Focus goes to the new heading on every change of step or screen (not on arrival).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastScreen = useRef<string | null>(null);
  useEffect(() => {
    if (key === 'loading') return;
    if (lastScreen.current !== null && lastScreen.current !== key) headingRef.current?.focus();
    lastScreen.current = key;
  }, [key]);

  return { step, screen, headingRef };
}
