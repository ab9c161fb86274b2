import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import type { Address } from '../../../domain/patient/address.schema';
import type { RefillRequestRecord } from '../../../domain/refill/refill.schema';
import type { RefillUpdate } from '../../../domain/refill/refill';
import type { SessionIdentity } from '../../../domain/account/session-identity.schema';
import type { AssessmentSummary } from '../../../domain/survey/required-surveys.schema';
import { addressListKey } from '../../../core/address/api/address-list';
import { ApiError } from '../../../core/api/api-error';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { useEmit } from '../../../core/context/element-context';
import { emptyDraft, type RefillDraft } from '../model/draft';
import { withoutInstructions } from '../model/medications';
import { isEditing, ownsDraft, type RefillEffect, type RefillEvent } from '../model/refill-machine';
import { currentStep, isStaleDraft, refillScreen, screenKey } from '../model/screen';
import { daysSinceFeedback, POST_SUBMIT_REDIRECT_MS, routeAfterSubmit, VALIDATION_ALERT_MS, type RefillOrigin, type RefillStepNumber } from '../model/wizard';
import { isActiveOrderRefusal, useSubmitRefill } from '../api/submit-refill';
import { refillDraftStore } from '../state/draft-store';
import { useRefillLoads } from './use-refill-loads';
import { useTimedAlert } from './use-timed-alert';

let widgetCount = 0;

/**
 * The refill wizard of a signed-in patient: the machine's state (in the page's draft store), what
 * is loaded for it, and the patient's actions as machine events. The effects a transition asks for
 * (alerts, the assessment check, sending, navigation) are run here, and only here.
 */
export function useRefillWizard(identity: SessionIdentity, refillUpdate: RefillUpdate | null, origin: RefillOrigin) {
  const uId = identity.u_ID;
  const [holder] = useState(() => `refill-${(widgetCount += 1)}`);
  const drafts = refillDraftStore();
  const machine = useStore(drafts);
  const requestId = refillUpdate?.request.requestId ?? null;
  const owned = ownsDraft(machine, uId, requestId) || (machine.submitted !== null && machine.holder === holder);
  const draft: RefillDraft = owned ? machine.draft : emptyDraft();
  const data = useRefillLoads(identity, draft, refillUpdate);
  const alerts = useTimedAlert(VALIDATION_ALERT_MS);
  const emit = useEmit();
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const submit = useSubmitRefill();

  // A wizard is begun once per widget, patient and request, and again when its draft was dropped
  // (a sign-out); a later widget that begins its own is not overruled.
  const dropped = machine.uId === null && machine.submitted === null;
  useLayoutEffect(() => {
    drafts.getState().dispatch({ type: 'begin', uId, update: refillUpdate, holder });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the request is identified by its id
  }, [drafts, uId, requestId, holder, dropped]);

  const editing = refillUpdate !== null;
  const step = currentStep(machine.step, editing, data.activeOrder);
  const submitted = machine.holder === holder ? machine.submitted : null;
  const screen = refillScreen({
    submitted: submitted !== null,
    owned,
    loaded: data.loaded,
    editing,
    activeOrder: data.activeOrder,
    sent: machine.sent && machine.holder === holder,
    step,
    medicationsFailed: data.medicationsFailed,
    medicationCount: data.allMeds.length,
    refillableCount: data.refillable.length,
    nonPortalCount: data.nonPortal.length,
  });

  const run = useRef<(effects: RefillEffect[]) => void>(() => undefined);
  const dispatch = useCallback((event: RefillEvent) => run.current(drafts.getState().dispatch(event)), [drafts]);

  run.current = (effects) => {
    for (const effect of effects) {
      switch (effect.kind) {
        case 'alert':
          alerts.show(effect.key, effect.tone, effect.persistent);
          break;
        case 'dismissAlert':
          alerts.dismiss();
          break;
        case 'navigate':
          emit('rx-navigate', effect.state ? { path: effect.path, state: effect.state } : { path: effect.path });
          break;
        case 'checkAssessments':
          void checkAssessments().then((required) => dispatch({ type: 'assessmentsChecked', required }));
          break;
        case 'submit':
          submit.mutateAsync({ payload: effect.payload, idempotencyKey: effect.idempotencyKey }).then(
            (record) =>
              dispatch({
                type: 'sendSucceeded',
                submitted: { requestId: record.requestId, deliveryDate: record.deliveryDate || effect.payload.deliveryDate, medications: data.medicationNames },
              }),
            (error: unknown) => dispatch({ type: 'sendFailed', activeOrder: error instanceof ApiError && error.status === 409 && isActiveOrderRefusal(error.reason) }),
          );
          break;
        case 'accepted':
          emit('rx-refill-submitted', effect.submitted);
          break;
      }
    }
  };

  async function checkAssessments(): Promise<AssessmentSummary[]> {
    const mIds = [...new Set(data.selectedMeds.map((med) => med.mId))].sort((a, b) => a - b);
    try {
      return await queryClient.fetchQuery({
        queryKey: ['refill', 'required-assessments', uId, mIds],
        // Loaded when the check runs, after the medications step: no part of the first step's code.
        queryFn: () => import('../api/required-assessments').then((api) => api.fetchRequiredAssessments(client, uId, mIds)),
        staleTime: 0,
      });
    } catch {
      // The check could not run; the pharmacy still reviews the order.
      return [];
    }
  }

  // An order in progress replaces the wizard, so choices kept from before can no longer be sent.
  const staleDraft = owned && isStaleDraft(screen, draft);
  useEffect(() => {
    if (staleDraft) dispatch({ type: 'staleDropped' });
  }, [staleDraft, dispatch]);

  // 2 s after the confirmation: the NPS form when feedback is due, else home.
  useEffect(() => {
    if (!submitted) return;
    let cancelled = false;
    const target = import('../api/feedback')
      .then((api) => api.fetchLastFeedback(client, uId))
      .then(
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

  // Focus goes to the new heading on every change of step or screen (not on arrival).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastScreen = useRef<string | null>(null);
  const key = screenKey(screen, step);
  useEffect(() => {
    if (key === 'loading') return;
    if (lastScreen.current !== null && lastScreen.current !== key) headingRef.current?.focus();
    lastScreen.current = key;
  }, [key]);

  const missingInstructions = () => withoutInstructions(data.selectedMeds).map((med) => med.displayName);
  const actions = {
    choose: (patch: Partial<RefillDraft>) => dispatch({ type: 'choose', patch }),
    chooseAddress: (address: Address) => dispatch({ type: 'chooseAddress', address }),
    next: () => dispatch({ type: 'next', context: data.context, missingInstructions: missingInstructions() }),
    back: () => dispatch({ type: 'back', screen, origin }),
    confirmDiscard: () => dispatch({ type: 'discardConfirmed', origin }),
    confirmInstructions: () => dispatch({ type: 'instructionsConfirmed' }),
    startAssessment: (assessment: AssessmentSummary) => dispatch({ type: 'startAssessment', assessment }),
    closeDialog: () => dispatch({ type: 'closeDialog' }),
    editStep: (target: RefillStepNumber) => dispatch({ type: 'goTo', step: target }),
    viewOrder: () => dispatch({ type: 'viewOrder' }),
    editOrder: (request: RefillRequestRecord) => dispatch({ type: 'editOrder', request }),
    openAddAddress: () => dispatch({ type: 'openAddAddress' }),
    addressSaved: (address: Address) => {
      void queryClient.invalidateQueries({ queryKey: addressListKey(uId) });
      dispatch({ type: 'addressSaved', address });
    },
    send: () => dispatch({ type: 'send', context: data.context, meds: data.allMeds }),
    dismissAlert: alerts.dismiss,
  };

  return {
    state: {
      uId,
      screen,
      step,
      draft,
      editing: editing || isEditing(machine),
      dialog: machine.dialog,
      checking: machine.checking,
      sending: machine.sending || submit.isPending,
      submitted,
      alert: alerts.alert,
      headingRef,
    },
    data,
    actions,
  };
}

export type RefillWizard = ReturnType<typeof useRefillWizard>;
