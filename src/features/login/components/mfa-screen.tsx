import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../core/ui/button';
import { canAuthenticate, mfaCodeProblem } from '../model/codes';
import { CodeField } from './code-field';
import { useLoginStyles } from './login-styles';

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
  const styles = useLoginStyles();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<'mfaCodeFormat' | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canAuthenticate(code) || busy) return;
    const refused = mfaCodeProblem(code);
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    try {
      await onSubmit(code);
    } finally {
      setBusy(false);
      setCode('');
    }
  };

  const intro =
    method === 'totp' ? t('mfa.totpIntro') : destination ? t('mfa.smsIntro', { destination }) : t('mfa.smsIntroNoDestination');

  return (
    <form onSubmit={submit} noValidate>
      <p>{intro}</p>
      <CodeField
        label={t('mfa.codeLabel')}
        hint={t('mfa.codeHint')}
        value={code}
        error={problem}
        disabled={busy}
        onChange={(value) => {
          setCode(value);
          if (problem) setProblem(null);
        }}
      />
      <div className={styles.column}>
        <Button type="submit" fullWidth disabled={!canAuthenticate(code)} busy={busy} busyLabel={t('actions.working')}>
          {t('actions.authenticate')}
        </Button>
        <div className={styles.actions}>
          <button type="button" className={styles.linkButton} onClick={onLostDevice} disabled={busy}>
            {t('mfa.lostDevice')}
          </button>
          <button type="button" className={styles.linkButton} onClick={onBack} disabled={busy}>
            {t('actions.backToLogin')}
          </button>
        </div>
      </div>
    </form>
  );
}
