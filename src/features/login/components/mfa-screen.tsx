import { useTranslation } from 'react-i18next';
import { MfaCodeForm } from './mfa-code-form';

export interface MfaScreenProps {
  method: 'sms' | 'totp';
  destination?: string;
  onSubmit: (code: string) => Promise<void>;
  onLostDevice: () => void;
  onBack: () => void;
}

/** The second factor: an SMS code or an authenticator-app code, 6 digits (spec 01 §2, §5, §8). */
export function MfaScreen({ method, destination, onSubmit, onLostDevice, onBack }: MfaScreenProps) {
  const { t } = useTranslation('login');
  const intro =
    method === 'totp' ? t('mfa.totpIntro') : destination ? t('mfa.smsIntro', { destination }) : t('mfa.smsIntroNoDestination');

  return (
    <MfaCodeForm onSubmit={onSubmit} onLostDevice={onLostDevice} onBack={onBack}>
      <p>{intro}</p>
    </MfaCodeForm>
  );
}
