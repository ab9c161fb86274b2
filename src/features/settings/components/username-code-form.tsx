import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../core/ui/button';
import { CodeField } from './code-field';

export interface UsernameCodeFormProps {
  /** The new username the code was sent to. */
  value: string;
  code: string;
  /** Seconds until resend is offered again. */
  left: number;
  busy: boolean;
  failureAlert: ReactNode;
  onCodeChange(code: string): void;
  onSubmit(event: FormEvent): void;
  onResend(): void;
  onCancel(): void;
}

/** The verification code step of the username change (spec 01 §4), replacing the username form in its dialog. */
export function UsernameCodeForm({ value, code, left, busy, failureAlert, onCodeChange, onSubmit, onResend, onCancel }: UsernameCodeFormProps) {
  const { t } = useTranslation('settings');
  const codeRef = useRef<HTMLInputElement>(null);
  // The code step replaces the form inside the same dialog: focus moves to its field.
  useEffect(() => {
    codeRef.current?.focus();
  }, []);

  return (
    <form onSubmit={onSubmit} noValidate part="username-code-form">
      <p>{t('username.codeIntro', { value })}</p>
      {failureAlert}
      <CodeField ref={codeRef} label={t('username.codeLabel')} value={code} onChange={onCodeChange} />
      <p aria-live="polite">{left > 0 ? t('username.resendIn', { seconds: left }) : t('username.resendReady')}</p>
      <div>
        <Button type="submit" busy={busy} busyLabel={t('username.verifying')} disabled={code.length !== 6}>
          {t('username.verify')}
        </Button>{' '}
        <Button variant="secondary" disabled={left > 0 || busy} onClick={onResend}>
          {t('username.resend')}
        </Button>{' '}
        <Button variant="text" disabled={busy} onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
