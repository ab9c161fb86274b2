import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../core/ui/button';
import { recoveryCodeProblem } from '../model/codes';
import { checkNewPassword } from '../model/new-password';
import { CodeField } from './code-field';
import { NewPasswordFields } from './new-password-fields';
import { useLoginStyles } from './login-styles';

export interface ForgotResetScreenProps {
  destination?: string;
  onSubmit: (code: string, newPassword: string) => Promise<void>;
  onBack: () => void;
}

/** Forgot password, step two: the code plus a new password and its confirmation (spec 01 §4, §5). */
export function ForgotResetScreen({ destination, onSubmit, onBack }: ForgotResetScreenProps) {
  const { t } = useTranslation('login');
  const styles = useLoginStyles();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const check = checkNewPassword({ password, confirm });
  const codeProblem = recoveryCodeProblem(code);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (codeProblem || !check.valid) return;
    setBusy(true);
    try {
      await onSubmit(code, password);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>{t('forgot.stepTwo')}</p>
      {destination && <p>{t('forgot.codeSentTo', { destination })}</p>}
      <CodeField label={t('forgot.codeLabel')} value={code} onChange={setCode} error={submitted ? codeProblem : null} disabled={busy} />
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        check={check}
        showErrors={submitted}
        labels={{ password: t('forgot.passwordLabel'), confirm: t('forgot.confirmLabel') }}
        disabled={busy}
      />
      <div className={styles.column}>
        <Button type="submit" fullWidth busy={busy} busyLabel={t('actions.working')}>
          {t('actions.resetPassword')}
        </Button>
        <Button variant="secondary" fullWidth onClick={onBack} disabled={busy}>
          {t('actions.backToLogin')}
        </Button>
      </div>
    </form>
  );
}
