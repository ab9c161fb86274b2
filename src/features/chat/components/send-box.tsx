import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSheet } from '../../../core/theme/define-styles';
import { Button } from '../../../core/ui/button';
import { TextField } from '../../../core/ui/text-field';
import { MESSAGE_BODY_MAX } from '../../../domain/messaging/message';
import { chatStyles } from './chat.styles';

/** The message field with its character counter; Enter sends, Shift+Enter starts a new line. */
export function SendBox({ onSend }: { onSend: (body: string) => void }) {
  const { t } = useTranslation('chat');
  const styles = useSheet(chatStyles);
  const [body, setBody] = useState('');
  const length = body.length;
  const tooLong = length > MESSAGE_BODY_MAX;
  const empty = body.trim().length === 0;

  // The field's own value: a keystroke can arrive before React re-renders with the latest text.
  const send = (text: string) => {
    if (text.trim().length === 0 || text.length > MESSAGE_BODY_MAX) return;
    onSend(text);
    setBody('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(body);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(event.currentTarget.value);
    }
  };

  return (
    <form part="send-box" className={styles.sendBox} onSubmit={onSubmit} noValidate>
      <TextField
        multiline
        rows={3}
        label={t('send.label')}
        hint={t('send.hint')}
        value={body}
        error={tooLong ? t('send.tooLong', { max: MESSAGE_BODY_MAX }) : undefined}
        onValueChange={setBody}
        onKeyDown={onKeyDown}
      />
      <div className={styles.header}>
        <span className={styles.counter} aria-live="polite">
          {t('send.counter', { count: length, max: MESSAGE_BODY_MAX })}
        </span>
        <Button type="submit" part="send-button" disabled={empty || tooLong}>
          {t('send.button')}
        </Button>
      </div>
    </form>
  );
}
