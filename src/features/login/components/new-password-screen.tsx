import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../core/ui/button';
import { checkNewPassword } from '../model/new-password';
import { NewPasswordFields } from './new-password-fields';
import { useLoginStyles } from './login-styles';

export interface NewPasswordScreenProps {
  /** The password the patient just signed in with; the new one must differ. */
  oldPassword: string;
  onSubmit: (newPassword: string) => Promise<void>;
  onSameAsOld: () => void;
  onBack: () => void;
}

/** The forced change of password after a NEW_PASSWORD_REQUIRED challenge (spec 01 §4, §5, §8). */
export function NewPasswordScreen({ oldPassword, onSubmit, onSameAsOld, onBack }: NewPasswordScreenProps) {
  const { t } = useTranslation('login');
  const styles = useLoginStyles();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const check = checkNewPassword({ password, confirm, oldPassword });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (check.problems.length > 0 || check.confirm) return;
    if (check.sameAsOld) {
      onSameAsOld();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(password);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>{t('newPassword.intro')}</p>
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        check={check}
        showErrors={submitted}
        labels={{ password: t('newPassword.label'), confirm: t('newPassword.confirmLabel') }}
        disabled={busy}
      />
      <div className={styles.column}>
        <Button type="submit" fullWidth busy={busy} busyLabel={t('actions.working')}>
          {t('actions.changePassword')}
        </Button>
        <Button variant="secondary" fullWidth onClick={onBack} disabled={busy}>
          {t('actions.backToLogin')}
        </Button>
      </div>
    </form>
  );
}
