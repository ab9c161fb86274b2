import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../core/ui/alert';
import type { LoginMessage } from '../model/auth-errors';

/**
 * A message of the access screens, announced as it appears (errors and warnings assertively).
 * Every new message is a new live node, so the same text reported twice is announced twice.
 */
export function MessageAlert({ message }: { message?: LoginMessage }) {
  const { t } = useTranslation('login');
  const [shown, setShown] = useState({ message, count: 0 });
  if (shown.message !== message) setShown({ message, count: shown.count + 1 });
  if (!message) return null;
  return (
    <Alert tone={message.tone} key={shown.count}>
      {t(`messages.${message.key}`)}
    </Alert>
  );
}
