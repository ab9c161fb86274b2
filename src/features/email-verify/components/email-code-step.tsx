import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../../core/hooks/use-countdown';
import { useSheet } from '../../../core/theme/define-styles';
import { layoutStyles } from '../../../core/ui/layout.styles';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { Card } from '../../../core/ui/card';
import { TextField } from '../../../core/ui/text-field';
import { RESEND_CODE_SECONDS } from '../../../core/validation/codes';
import { codeProblem, type CodeFailure } from '../model/email-verify';

export interface EmailCodeStepProps {
  email: string;
  failure: CodeFailure | null;
  onDismissFailure: () => void;
  onSubmit: (code: string) => Promise<void>;
  /** Resolves true when a new code was sent. */
  onResend: () => Promise<boolean | undefined>;
  onBack: () => void;
  /** How long after a code was sent a new one may be asked for (spec 01 §9: 60 s). */
  resendSeconds?: number;
}

/** The code sent to the address: entering it proves the patient reads that mailbox. */
export function EmailCodeStep({ email, failure, onDismissFailure, onSubmit, onResend, onBack, resendSeconds = RESEND_CODE_SECONDS }: EmailCodeStepProps) {
  const { t } = useTranslation('email-verify');
  const layout = useSheet(layoutStyles);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<'codeRequired' | 'codeFormat' | null>(null);
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  /** Counts the codes sent since this step opened: each restarts the resend countdown. */
  const [sentCount, setSentCount] = useState(0);
  const left = useCountdown(resendSeconds, sentCount);

  const resend = async () => {
    const sent = (await onResend()) === true;
    setResent(sent);
    if (sent) setSentCount((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = codeProblem(code);
    setProblem(found);
    if (found) return;
    setBusy(true);
    setResent(false);
    try {
      await onSubmit(code.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card part="card" labelledBy="rx-email-verify-title" width="narrow">
      <h2 id="rx-email-verify-title">{t('code.title')}</h2>
      <p>{t('code.intro', { email })}</p>
      {failure && (
        <Alert tone="error" onDismiss={onDismissFailure} dismissLabel={t('common:actions.dismiss')}>
          {t(`errors.${failure}`)}
        </Alert>
      )}
      {resent && !failure && <Alert tone="info">{t('code.resent')}</Alert>}
      <form onSubmit={(event) => void submit(event)} noValidate part="code-form">
        <TextField
          label={t('code.label')}
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          error={problem ? t(`errors.${problem}`) : undefined}
          onValueChange={(value) => {
            setCode(value.replace(/\D/g, ''));
            if (problem) setProblem(null);
            if (failure) onDismissFailure();
          }}
        />
        <p aria-live="polite" part="resend-countdown">
          {left > 0 ? t('code.resendIn', { seconds: left }) : t('code.resendReady')}
        </p>
        <div className={layout.actions}>
          <Button type="submit" busy={busy} busyLabel={t('code.verifying')}>
            {t('code.verify')}
          </Button>
          <Button variant="secondary" disabled={busy || left > 0} onClick={() => void resend()}>
            {t('code.resend')}
          </Button>
          <Button variant="text" disabled={busy} onClick={onBack}>
            {t('code.changeEmail')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
