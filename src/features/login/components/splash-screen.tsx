import { useTranslation } from 'react-i18next';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import type { SplashReason } from '../model/auth-errors';
import { useLoginStyles } from './login-styles';

export interface SplashScreenProps {
  reason: SplashReason;
  /** Present when the same sign-in can be tried again (a network failure). */
  onRetry?: () => void;
  onBack: () => void;
}

/** A failed or invalid auth link, or 'NETWORK ERROR' (spec 01 §2 "Other access screens", §8). */
export function SplashScreen({ reason, onRetry, onBack }: SplashScreenProps) {
  const { t } = useTranslation('login');
  const { t: tc } = useTranslation('common');
  const styles = useLoginStyles();
  return (
    <div className={styles.centered} part="splash">
      <Alert tone="error">{reason === 'network' ? t('splash.networkBody') : t('messages.invalidAuth')}</Alert>
      <div className={styles.column}>
        {onRetry && (
          <Button fullWidth onClick={onRetry}>
            {tc('actions.retry')}
          </Button>
        )}
        <Button variant={onRetry ? 'secondary' : 'primary'} fullWidth onClick={onBack}>
          {t('actions.backToLogin')}
        </Button>
      </div>
    </div>
  );
}
