import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recoveryCodeProblem } from '../model/codes';
import { CodeField } from './code-field';
import { NewPasswordForm } from './new-password-form';

export interface ForgotResetScreenProps {
  destination?: string;
  onSubmit: (code: string, newPassword: string) => Promise<void>;
  onBack: () => void;
}

/** Forgot password, step two: the code plus a new password and its confirmation (spec 01 §4, §5). */
export function ForgotResetScreen({ destination, onSubmit, onBack }: ForgotResetScreenProps) {
  const { t } = useTranslation('login');
  const [code, setCode] = useState('');
  const codeProblem = recoveryCodeProblem(code);

  return (
    <NewPasswordForm
      lead={({ submitted, busy }) => (
        <>
          <p>{t('forgot.stepTwo')}</p>
          {destination && <p>{t('forgot.codeSentTo', { destination })}</p>}
          <CodeField label={t('forgot.codeLabel')} value={code} onChange={setCode} error={submitted ? codeProblem : null} disabled={busy} />
        </>
      )}
      labels={{ password: t('forgot.passwordLabel'), confirm: t('forgot.confirmLabel'), submit: t('actions.resetPassword') }}
      leadBlocks={codeProblem !== null}
      onSubmit={(password) => onSubmit(code, password)}
      onBack={onBack}
    />
  );
}
