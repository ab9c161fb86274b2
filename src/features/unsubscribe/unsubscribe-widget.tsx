import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../core/i18n/i18n';
import { useSheet } from '../../core/theme/define-styles';
import { layoutStyles } from '../../core/ui/layout.styles';
import { useEmit } from '../../core/context/element-context';
import { TextField } from '../../core/ui/text-field';
import { Button } from '../../core/ui/button';
import { Alert } from '../../core/ui/alert';
import { Card } from '../../core/ui/card';
import { useUpdateEmailPreference } from './api/update-email-preference';
import { initialEmail, validateEmail, type PreferenceAction, type PreferenceOutcome } from './model/email-preference';

registerNamespace('unsubscribe');

export interface UnsubscribeWidgetProps {
  email?: string;
}

interface Result {
  outcome: PreferenceOutcome;
  email: string;
}

export function UnsubscribeWidget({ email: emailAttribute }: UnsubscribeWidgetProps) {
  const { t } = useTranslation('unsubscribe');
  const layout = useSheet(layoutStyles);
  const emit = useEmit();
  const [email, setEmail] = useState(() => initialEmail(emailAttribute, globalThis.location?.search ?? ''));
  const [followedAttribute, setFollowedAttribute] = useState(emailAttribute);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const mutation = useUpdateEmailPreference();
  const [pending, setPending] = useState<PreferenceAction | null>(null);

  // A new `email` attribute replaces the field's value; typing never resets it.
  if (emailAttribute !== followedAttribute) {
    setFollowedAttribute(emailAttribute);
    if (emailAttribute !== undefined) setEmail(emailAttribute);
  }

  async function submit(action: PreferenceAction) {
    const invalid = validateEmail(email);
    setError(invalid ? t(invalid) : null);
    setResult(null);
    if (invalid) return;
    setPending(action);
    const outcome = await mutation.mutateAsync({ email, action });
    setPending(null);
    const trimmed = email.trim();
    setResult({ outcome, email: trimmed });
    if (outcome === 'emailUnsubscribed') emit('rx-email-unsubscribed', { email: trimmed });
    if (outcome === 'emailSubscribed') emit('rx-email-resubscribed', { email: trimmed });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit('unsubscribe');
  };


  return (
    <Card part="card" labelledBy="rx-unsubscribe-title" width="narrow">
      <h2 id="rx-unsubscribe-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={t('emailLabel')}
          hint={t('emailHint')}
          type="email"
          autoComplete="email"
          value={email}
          error={error ?? undefined}
          required
          onValueChange={(value) => {
            setEmail(value);
            if (error) setError(null);
          }}
        />
        <div className={layout.actions}>
          <Button type="submit" part="button" busy={pending === 'unsubscribe'} busyLabel={t('working')} disabled={pending !== null}>
            {t('unsubscribe')}
          </Button>
          <Button
            variant="secondary"
            part="button"
            busy={pending === 'resubscribe'}
            busyLabel={t('working')}
            disabled={pending !== null}
            onClick={() => void submit('resubscribe')}
          >
            {t('resubscribe')}
          </Button>
        </div>
      </form>
      {result && (
        <Alert
          tone={result.outcome === 'timedOut' ? 'error' : 'success'}
          onDismiss={() => setResult(null)}
          dismissLabel={t('common:actions.dismiss')}
        >
          {t(result.outcome, { email: result.email })}
        </Alert>
      )}
    </Card>
  );
}
