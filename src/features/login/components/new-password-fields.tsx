import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewPasswordCheck } from '../model/new-password';
import { PasswordField } from './password-field';
import { PasswordHint } from './password-hint';

export interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  check: NewPasswordCheck;
  /** Show the errors (after a first submit). */
  showErrors: boolean;
  labels: { password: string; confirm: string };
  disabled?: boolean;
}

/** A new password and its confirmation, with the rules of spec 01 §5 listed under the password. */
export function NewPasswordFields({ password, confirm, onPasswordChange, onConfirmChange, check, showErrors, labels, disabled }: NewPasswordFieldsProps) {
  const { t } = useTranslation('login');
  const hintId = `${useId()}-password-hint`;
  return (
    <>
      <PasswordField
        label={labels.password}
        value={password}
        onChange={onPasswordChange}
        autoComplete="new-password"
        describedById={hintId}
        error={showErrors && check.problems.length > 0 ? t('passwordErrors.invalid') : undefined}
        disabled={disabled}
      />
      <PasswordHint id={hintId} password={password} />
      <PasswordField
        label={labels.confirm}
        value={confirm}
        onChange={onConfirmChange}
        autoComplete="new-password"
        error={showErrors && check.confirm ? t(`passwordErrors.${check.confirm}`) : undefined}
        disabled={disabled}
      />
    </>
  );
}
