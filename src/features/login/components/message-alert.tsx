import { useTranslation } from 'react-i18next';
import { Alert } from '../../../core/ui/alert';
import type { LoginMessage } from '../model/auth-errors';

/** A message of the access screens, announced as it appears (errors and warnings assertively). */
export function MessageAlert({ message }: { message?: LoginMessage }) {
  const { t } = useTranslation('login');
  if (!message) return null;
  return (
    <Alert tone={message.tone} key={`${message.tone}-${message.key}`}>
      {t(`messages.${message.key}`)}
    </Alert>
  );
}
