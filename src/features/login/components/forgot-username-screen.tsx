import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../core/context/element-context';
import { normalizeUsername, type NormalizedUsername } from '../../../core/validation/username';
import { UsernameField } from './username-field';
import { useBusy } from '../hooks/use-busy';
import { SubmitAndBack } from './submit-and-back';

export interface ForgotUsernameScreenProps {
  initialUsername: string;
  onSubmit: (username: NormalizedUsername) => Promise<void>;
  onBack: () => void;
}

/** Forgot password, step one: the username; the identity provider sends a code (spec 01 §4). */
export function ForgotUsernameScreen({ initialUsername, onSubmit, onBack }: ForgotUsernameScreenProps) {
  const { t } = useTranslation('login');
  const brand = useBrand();
  const [username, setUsername] = useState(initialUsername);
  const [busy, whileBusy] = useBusy();
  const normalized = normalizeUsername(username, { lowercaseEmail: brand.flags.lowercaseUsernames });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!normalized.valid || busy) return;
    await whileBusy(() => onSubmit(normalized));
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>{t('forgot.stepOne')}</p>
      <UsernameField value={username} normalized={normalized} onChange={setUsername} disabled={busy} />
      <SubmitAndBack label={t('actions.sendCode')} busy={busy} disabled={!normalized.valid} onBack={onBack} />
    </form>
  );
}
