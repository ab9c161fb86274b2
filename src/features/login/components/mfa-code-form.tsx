import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../core/ui/button';
import { canAuthenticate, mfaCodeProblem } from '../model/codes';
import { CodeField } from './code-field';
import { useLoginStyles } from './login-styles';
import { useBusy } from '../hooks/use-busy';

export interface MfaCodeFormProps {
  /** What comes before the code field (the intro, or the authenticator set-up). */
  children: ReactNode;
  onSubmit: (code: string) => Promise<void>;
  onBack: () => void;
  /** Shown as a "lost device" link when given. */
  onLostDevice?: () => void;
  part?: string;
}

/**
 * The 6-digit MFA code entry of sign-in and of the authenticator set-up: a badly formed code is
 * refused before it is sent, and the field is emptied after every attempt.
 */
export function MfaCodeForm({ children, onSubmit, onBack, onLostDevice, part }: MfaCodeFormProps) {
  const { t } = useTranslation('login');
  const styles = useLoginStyles();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<'mfaCodeFormat' | null>(null);
  const [busy, whileBusy] = useBusy();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canAuthenticate(code) || busy) return;
    const refused = mfaCodeProblem(code);
    setProblem(refused);
    if (refused) return;
    try {
      await whileBusy(() => onSubmit(code));
    } finally {
      setCode('');
    }
  };

  return (
    <form onSubmit={submit} noValidate part={part}>
      {children}
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
          {onLostDevice && (
            <button type="button" className={styles.linkButton} onClick={onLostDevice} disabled={busy}>
              {t('mfa.lostDevice')}
            </button>
          )}
          <button type="button" className={styles.linkButton} onClick={onBack} disabled={busy}>
            {t('actions.backToLogin')}
          </button>
        </div>
      </div>
    </form>
  );
}
