import type { AssessmentSummary } from '../../../domain/survey/required-surveys.schema';
import { Button } from '../../../core/ui/button';
import { Dialog } from '../../../core/ui/dialog';
import { useStepTranslation } from '../hooks/use-step-translation';

export interface InstructionsDialogProps {
  /** Names of the chosen medications without instructions; closed when null. */
  medications: readonly string[] | null;
  onYes: () => void;
  onNo: () => void;
}

/** Spec 02 §5: chosen medications without instructions are confirmed before going on. */
export function InstructionsDialog({ medications, onYes, onNo }: InstructionsDialogProps) {
  const { t } = useStepTranslation();
  return (
    <Dialog
      open={medications !== null}
      onClose={onNo}
      role="alertdialog"
      size="small"
      dismissible={false}
      title={t('instructionsDialog.title')}
      description={t('instructionsDialog.body')}
      footer={
        <>
          <Button variant="secondary" onClick={onNo}>
            {t('actions.no')}
          </Button>
          <Button onClick={onYes}>{t('actions.yes')}</Button>
        </>
      }
    >
      <ul part="instructions-medications">
        {(medications ?? []).map((name, index) => (
          <li key={`${name}-${index}`}>{name}</li>
        ))}
      </ul>
      <p>{t('instructionsDialog.question')}</p>
    </Dialog>
  );
}

export interface AssessmentsDialogProps {
  /** Required assessments still to complete; closed when null. */
  assessments: readonly AssessmentSummary[] | null;
  onContinue: (assessment: AssessmentSummary) => void;
  onCancel: () => void;
}

/** Spec 02 §5: required assessments of the chosen medications come before the refill. */
export function AssessmentsDialog({ assessments, onContinue, onCancel }: AssessmentsDialogProps) {
  const { t } = useStepTranslation();
  const first = assessments?.[0];
  return (
    <Dialog
      open={assessments !== null && assessments.length > 0}
      onClose={onCancel}
      size="small"
      dismissible={false}
      title={t('assessmentsDialog.title')}
      description={t('assessmentsDialog.body')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          {first && <Button onClick={() => onContinue(first)}>{t('actions.continueAssessment')}</Button>}
        </>
      }
    >
      <ul part="required-assessments">
        {(assessments ?? []).map((assessment) => (
          <li key={assessment.surveyEventID}>{assessment.surveyName}</li>
        ))}
      </ul>
    </Dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes-or-no question before something that cannot be undone; Escape and the first button keep things as they are. */
export function ConfirmDialog({ open, title, body, confirm, cancel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      size="small"
      title={title}
      description={body}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancel}
          </Button>
          <Button onClick={onConfirm}>{confirm}</Button>
        </>
      }
    />
  );
}
