import { Alert } from '../../../core/ui/alert';
import type { SubmittedRefill } from '../model/refill-machine';
import { displayDate } from './format';
import { useStepTranslation } from '../hooks/use-step-translation';

/** The accepted order: its delivery date and what happens next. */
export function Confirmation({ submitted }: { submitted: SubmittedRefill }) {
  const { t } = useStepTranslation();
  return (
    <div part="confirmation">
      <Alert tone="success" title={t('alerts.requestSubmitted')}>
        <p>{t('confirmation.body', { date: displayDate(submitted.deliveryDate) })}</p>
      </Alert>
      <p>{t('confirmation.next')}</p>
    </div>
  );
}
