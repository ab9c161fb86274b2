import { useEffect, useRef, useState } from 'react';
import type { Prescription } from '../../../domain/medication/prescription.schema';
import { ApiError } from '../../../core/api/api-error';
import { useHttpClient } from '../../../core/api/use-http-client';
import { useEmit } from '../../../core/element/element-context';
import { buildRefillPayload, type RefillDraft } from '../model/draft';
import { checkStep, daysSinceFeedback, firstFailingStep, POST_SUBMIT_REDIRECT_MS, routeAfterSubmit, type RefillStepNumber, type StepContext } from '../model/wizard';
import { fetchLastFeedback } from '../api/feedback';
import { isActiveOrderRefusal, useSubmitRefill } from '../api/submit-refill';
import { refillDraftStore } from '../state/draft-store';
import type { TimedAlert } from './use-timed-alert';

/** The accepted order, as the confirmation shows it. */
export interface SubmittedRefill {
  requestId: number;
  deliveryDate: string;
  medications: string[];
}

export interface RefillSubmissionInput {
  uId: number;
  /** The stored request being edited, or null for a new refill. */
  requestId: number | null;
  draft: RefillDraft;
  allMeds: readonly Prescription[];
  medicationNames: string[];
  context: StepContext;
  alerts: TimedAlert;
  setStep(step: RefillStepNumber): void;
  /** Called once the order was accepted, before the draft is cleared. */
  onAccepted(): void;
}

/**
 * Sending the order once, with the idempotency key kept with the draft; then the confirmation,
 * the `rx-refill-submitted` event and, 2 s later, the NPS form when feedback is due, else home.
 */
export function useRefillSubmission({ uId, requestId, draft, allMeds, medicationNames, context, alerts, setStep, onAccepted }: RefillSubmissionInput) {
  const emit = useEmit();
  const client = useHttpClient();
  const [submitted, setSubmitted] = useState<SubmittedRefill | null>(null);
  // Once this order was sent, a failure may still have reached the pharmacy (the answer lost on
  // the way back): the refreshed medications then show it in progress. The review stays, so that
  // the retry, with the same Idempotency-Key, gets the stored answer instead of the notice.
  const [sent, setSent] = useState(false);
  const submit = useSubmitRefill();
  const submitting = useRef(false);

  useEffect(() => {
    if (!submitted) return;
    let cancelled = false;
    const target = fetchLastFeedback(client, uId).then(
      (answer) => routeAfterSubmit(daysSinceFeedback(answer, new Date())),
      () => '/home' as const,
    );
    const pause = new Promise((resolve) => setTimeout(resolve, POST_SUBMIT_REDIRECT_MS));
    void Promise.all([target, pause]).then(([path]) => {
      if (!cancelled) emit('rx-navigate', { path, replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [submitted, client, uId, emit]);

  async function send() {
    if (submitting.current || submit.isPending) return;
    const failing = firstFailingStep(draft, context);
    if (failing !== null) {
      alerts.show(`alerts.${checkStep(failing, draft, context)}`);
      setStep(failing);
      return;
    }
    let payload;
    try {
      payload = buildRefillPayload(uId, draft, allMeds, requestId ?? undefined);
    } catch {
      alerts.show('alerts.errorSubmitting', 'error', true);
      return;
    }
    submitting.current = true;
    setSent(true);
    alerts.dismiss();
    try {
      const drafts = refillDraftStore();
      const idempotencyKey = drafts.getState().ensureIdempotencyKey();
      const record = await submit.mutateAsync({ payload, idempotencyKey });
      const done = { requestId: record.requestId, deliveryDate: record.deliveryDate || payload.deliveryDate, medications: medicationNames };
      onAccepted();
      setSubmitted(done);
      drafts.getState().clear();
      emit('rx-refill-submitted', done);
    } catch (error) {
      const activeOrderRefusal = error instanceof ApiError && error.status === 409 && isActiveOrderRefusal(error.reason);
      alerts.show(activeOrderRefusal ? 'alerts.activeOrder' : 'alerts.errorSubmitting', 'error', true);
    } finally {
      submitting.current = false;
    }
  }

  return { submitted, sent, send, pending: submit.isPending };
}
