import { useTranslation } from 'react-i18next';
import { Button } from '../../../core/ui/button';
import { Dialog } from '../../../core/ui/dialog';
import type { AssessmentSummary } from '../../../domain/survey/required-surveys.schema';

export interface CompletionDialogProps {
  open: boolean;
  /** Continue to Refill shows when the survey was opened from the refill wizard. */
  showRefill: boolean;
  onReturnHome: () => void;
  onContinueToRefill: () => void;
  onClose: () => void;
}

/** Spec 02 §2: after the last survey, Return Home and, when refill items remain, Continue to Refill. */
export function CompletionDialog({ open, showRefill, onReturnHome, onContinueToRefill, onClose }: CompletionDialogProps) {
  const { t } = useTranslation('survey');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="small"
      dismissible={false}
      title={t('completion.title')}
      description={t('completion.body')}
      footer={
        <>
          <Button variant={showRefill ? 'secondary' : 'primary'} onClick={onReturnHome}>
            {t('actions.returnHome')}
          </Button>
          {showRefill && <Button onClick={onContinueToRefill}>{t('actions.continueToRefill')}</Button>}
        </>
      }
    />
  );
}

export interface RemainingSurveysDialogProps {
  remaining: readonly AssessmentSummary[];
  onCancel: () => void;
  onContinue: (next: AssessmentSummary) => void;
}

/** Spec 02 §2: more mandatory surveys remain; Continue assessment loads the next. */
export function RemainingSurveysDialog({ remaining, onCancel, onContinue }: RemainingSurveysDialogProps) {
  const { t } = useTranslation('survey');
  const next = remaining[0];
  return (
    <Dialog
      open={remaining.length > 0}
      onClose={onCancel}
      size="small"
      dismissible={false}
      title={t('remaining.title')}
      description={t('remaining.body')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          {next && <Button onClick={() => onContinue(next)}>{t('actions.continueAssessment')}</Button>}
        </>
      }
    >
      <ul part="remaining-surveys">
        {remaining.map((survey) => (
          <li key={survey.surveyEventID}>{survey.surveyName}</li>
        ))}
      </ul>
    </Dialog>
  );
}
