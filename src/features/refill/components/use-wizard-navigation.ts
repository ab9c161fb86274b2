import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Address } from '../../../domain/patient/address.schema';
import type { Prescription } from '../../../domain/medication/prescription.schema';
import type { AssessmentSummary } from '../../../domain/survey/required-surveys.schema';
import { addressListKey } from '../../../core/address/api/addresses';
import { useHttpClient } from '../../../core/api/use-http-client';
import { useEmit } from '../../../core/element/element-context';
import type { RefillDraft } from '../model/draft';
import { withoutInstructions } from '../model/medications';
import { backFrom, type RefillScreen } from '../model/screen';
import { backAction, checkStep, firstAllowedStep, RefillStep, type RefillOrigin, type RefillStepNumber, type StepContext } from '../model/wizard';
import { fetchRequiredAssessments } from '../api/required-assessments';
import type { TimedAlert } from './use-timed-alert';

export type OpenDialog = { kind: 'instructions'; names: string[] } | { kind: 'assessments'; list: AssessmentSummary[] } | null;

export interface WizardNavigationInput {
  uId: number;
  editing: boolean;
  origin: RefillOrigin;
  screen: RefillScreen;
  step: RefillStepNumber;
  draft: RefillDraft;
  selectedMeds: readonly Prescription[];
  context: StepContext;
  alerts: TimedAlert;
  update(patch: Partial<RefillDraft>): void;
  setStep(step: RefillStepNumber): void;
  /** Back before the first step of an edit opened from the view. */
  onExitEdit?(): void;
}

/**
 * Moving through the wizard: Next with its step check and alert, the medications' instruction and
 * assessment checks and their dialogs, Back, and adding an address from the address step.
 */
export function useWizardNavigation(input: WizardNavigationInput) {
  const { uId, editing, origin, screen, step, draft, selectedMeds, context, alerts, update, setStep, onExitEdit } = input;
  const emit = useEmit();
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [checking, setChecking] = useState(false);
  const [addingAddress, setAddingAddress] = useState(false);

  async function continueFromMedications(instructionsConfirmed: boolean) {
    const missing = withoutInstructions(selectedMeds);
    if (!instructionsConfirmed && missing.length > 0) {
      setDialog({ kind: 'instructions', names: missing.map((med) => med.displayName) });
      return;
    }
    const mIds = [...new Set(selectedMeds.map((med) => med.mId))].sort((a, b) => a - b);
    setChecking(true);
    let required: AssessmentSummary[] = [];
    try {
      required = await queryClient.fetchQuery({
        queryKey: ['refill', 'required-assessments', uId, mIds],
        queryFn: () => fetchRequiredAssessments(client, uId, mIds),
        staleTime: 0,
      });
    } catch {
      // The check could not run; the pharmacy still reviews the order.
      required = [];
    } finally {
      setChecking(false);
    }
    if (required.length > 0) setDialog({ kind: 'assessments', list: required });
    else setStep(RefillStep.deliveryDate);
  }

  function next() {
    const problem = checkStep(step, draft, context);
    if (problem) {
      alerts.show(`alerts.${problem}`);
      return;
    }
    alerts.dismiss();
    if (step === RefillStep.medications) void continueFromMedications(false);
    else setStep((step + 1) as RefillStepNumber);
  }

  function back() {
    alerts.dismiss();
    const action = backAction(backFrom(screen, step, editing), editing, origin);
    if (action.kind === 'step') setStep(action.step);
    else if (action.kind === 'reset') setStep(firstAllowedStep(editing));
    else if (editing && onExitEdit) onExitEdit();
    else emit('rx-navigate', { path: action.path });
  }

  const chooseAddress = (address: Address) => update({ addrId: address.addrId, isPickup: address.isPickup === 1 ? 1 : 0 });

  return {
    next,
    back,
    checking,
    dialog,
    closeDialog: () => setDialog(null),
    confirmInstructions: () => {
      setDialog(null);
      void continueFromMedications(true);
    },
    startAssessment: (assessment: AssessmentSummary) => {
      setDialog(null);
      emit('rx-navigate', {
        path: `/survey?survey_event_id=${assessment.surveyEventID}`,
        state: { mandatorySurveys: dialog?.kind === 'assessments' ? dialog.list : [] },
      });
    },
    /** The review's Edit: opens that step. */
    editStep: (target: RefillStepNumber) => {
      alerts.dismiss();
      setStep(target);
    },
    chooseAddress,
    addingAddress,
    openAddAddress: () => setAddingAddress(true),
    closeAddAddress: () => setAddingAddress(false),
    addressSaved: (address: Address) => {
      void queryClient.invalidateQueries({ queryKey: addressListKey(uId) });
      chooseAddress(address);
      alerts.show('alerts.addAddress', 'success');
    },
  };
}

export type WizardNavigation = ReturnType<typeof useWizardNavigation>;
