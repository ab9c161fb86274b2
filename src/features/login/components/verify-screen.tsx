import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../core/ui/button';
import { RESEND_SECONDS, SKIP_DELAY_MS, verificationCodeProblem } from '../model/codes';
import { CodeField } from './code-field';
import { useCountdown } from '../../../core/hooks/use-countdown';
import { useLoginStyles } from './login-styles';

export interface VerifyScreenProps {
  /** Where the code went, as the patient knows it. */
  usernameShown: string;
  skipping: boolean;
  onSubmit: (code: string) => Promise<void>;
  /** Resolves true when a new code was sent (the 60-second timer starts again). */
  onResend: () => Promise<boolean>;
  onSkip: () => void;
  /** Called 6 seconds after Skip: back to the login form without confirming. */
  onSkipElapsed: () => void;
}

/** Code verification of an unconfirmed account: resend after a 60-second timer, or skip (spec 01 §4 "Verification"). */
export function VerifyScreen({ usernameShown, skipping, onSubmit, onResend, onSkip, onSkipElapsed }: VerifyScreenProps) {
  const { t } = useTranslation('login');
  const styles = useLoginStyles();
  const timerId = `${useId()}-timer`;
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<'codeRequired' | 'codeNumeric' | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [sentCount, setSentCount] = useState(0);
  const left = useCountdown(RESEND_SECONDS, sentCount);

  useEffect(() => {
    if (!skipping) return;
    const timer = setTimeout(onSkipElapsed, SKIP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [skipping, onSkipElapsed]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || skipping) return;
    const refused = verificationCodeProblem(code);
    setProblem(refused);
    if (refused) return;
    setBusy('verify');
    try {
      await onSubmit(code);
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    try {
      if (await onResend()) setSentCount((n) => n + 1);
    } finally {
      setBusy(null);
    }
  };

  const disabled = busy !== null || skipping;
  return (
    <form onSubmit={submit} noValidate>
      <p>{t('verify.intro', { username: usernameShown })}</p>
      <CodeField
        label={t('verify.codeLabel')}
        value={code}
        error={problem}
        disabled={disabled}
        onChange={(value) => {
          setCode(value);
          if (problem) setProblem(null);
        }}
      />
      <div className={styles.column}>
        <Button type="submit" fullWidth disabled={skipping} busy={busy === 'verify'} busyLabel={t('actions.working')}>
          {t('actions.verify')}
        </Button>
        <Button
          variant="secondary"
          fullWidth
          disabled={left > 0 || disabled}
          busy={busy === 'resend'}
          busyLabel={t('actions.working')}
          aria-describedby={left > 0 ? timerId : undefined}
          onClick={() => void resend()}
        >
          {t('actions.resend')}
        </Button>
        {left > 0 && (
          <p id={timerId} className={styles.muted}>
            {t('verify.resendIn', { count: left })}
          </p>
        )}
        <Button variant="text" onClick={onSkip} disabled={disabled}>
          {t('actions.skip')}
        </Button>
      </div>
    </form>
  );
}
