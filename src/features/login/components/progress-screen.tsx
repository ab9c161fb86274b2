import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../core/ui/spinner';
import { useLoginStyles } from './login-styles';

/** Signing in from an auth link, or opening the account once signed in. */
export function ProgressScreen({ label }: { label: string }) {
  const styles = useLoginStyles();
  return (
    <div className={styles.centered}>
      <Spinner label={label} size="large" />
      <p aria-hidden="true">{label}</p>
    </div>
  );
}

export function SignedInScreen() {
  const { t } = useTranslation('login');
  const styles = useLoginStyles();
  return (
    <div className={styles.centered} role="status">
      <p>{t('status.signedIn')}</p>
    </div>
  );
}
