import { useTranslation } from 'react-i18next';
import { Button } from '../../../core/ui/button';
import { formatPhone } from '../../../core/validation/username';
import type { MainContact } from '../../../domain/common/common.schema';
import { useLoginStyles } from './login-styles';

export interface RecoveryScreenProps {
  contact: MainContact | null;
  sent: boolean;
  busy: boolean;
  onSend: () => void;
  onBack: () => void;
}

/** Lost device: ask the pharmacy to restore access (POST /account-recovery-request); they call within 48 hours. */
export function RecoveryScreen({ contact, sent, busy, onSend, onBack }: RecoveryScreenProps) {
  const { t } = useTranslation('login');
  const styles = useLoginStyles();
  const shown =
    contact?.type === 'phone'
      ? t('recovery.contactPhone', { value: formatPhone(contact.value.replace(/^\+1/, '')) })
      : contact
        ? t('recovery.contactEmail', { value: contact.value })
        : null;
  return (
    <>
      <p>{t('recovery.intro')}</p>
      {shown && (
        <p>
          {t('recovery.contactLabel')} <strong>{shown}</strong>
        </p>
      )}
      <div className={styles.column}>
        {!sent && contact && (
          <Button fullWidth busy={busy} busyLabel={t('actions.working')} onClick={onSend}>
            {t('actions.sendRequest')}
          </Button>
        )}
        <Button variant={sent ? 'primary' : 'secondary'} fullWidth onClick={onBack} disabled={busy}>
          {t('actions.backToLogin')}
        </Button>
      </div>
    </>
  );
}
