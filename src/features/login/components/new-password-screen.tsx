import { useTranslation } from 'react-i18next';
import { NewPasswordForm } from './new-password-form';

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
  return (
    <NewPasswordForm
      lead={() => <p>{t('newPassword.intro')}</p>}
      labels={{ password: t('newPassword.label'), confirm: t('newPassword.confirmLabel'), submit: t('actions.changePassword') }}
      oldPassword={oldPassword}
      onSameAsOld={onSameAsOld}
      onSubmit={onSubmit}
      onBack={onBack}
    />
  );
}
