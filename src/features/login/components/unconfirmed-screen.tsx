import { useTranslation } from 'react-i18next';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { useLoginStyles } from './login-styles';

/** The account is not confirmed (UserNotConfirmedException): a warning and Confirm, which opens code verification. */
export function UnconfirmedScreen({ busy, onConfirm, onBack }: { busy: boolean; onConfirm: () => void; onBack: () => void }) {
  const { t } = useTranslation('login');
  const styles = useLoginStyles();
  return (
    <>
      <Alert tone="warning">{t('unconfirmed.warning')}</Alert>
      <div className={styles.column}>
        <Button fullWidth busy={busy} busyLabel={t('actions.working')} onClick={onConfirm}>
          {t('actions.confirm')}
        </Button>
        <Button variant="secondary" fullWidth onClick={onBack} disabled={busy}>
          {t('actions.backToLogin')}
        </Button>
      </div>
    </>
  );
}
