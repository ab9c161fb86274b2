import { useTranslation } from 'react-i18next';
import { Button } from '../../../core/ui/button';
import { useLoginStyles } from './login-styles';

export interface SubmitAndBackProps {
  /** The submit button's text. */
  label: string;
  busy: boolean;
  /** The submit button is disabled (the form is not ready). */
  disabled?: boolean;
  onBack: () => void;
}

/** A step's submit button (busy while it runs) above "Back to login" (disabled meanwhile). */
export function SubmitAndBack({ label, busy, disabled, onBack }: SubmitAndBackProps) {
  const { t } = useTranslation('login');
  const styles = useLoginStyles();
  return (
    <div className={styles.column}>
      <Button type="submit" fullWidth disabled={disabled} busy={busy} busyLabel={t('actions.working')}>
        {label}
      </Button>
      <Button variant="secondary" fullWidth onClick={onBack} disabled={busy}>
        {t('actions.backToLogin')}
      </Button>
    </div>
  );
}
