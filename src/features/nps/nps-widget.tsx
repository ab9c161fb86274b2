import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionIdentity } from '../../domain/account/session-identity.schema';
import { NPS_COMMENT_MAX, npsFeedbackItems, validateNpsScore } from '../../domain/survey/nps';
import { registerNamespace } from '../../core/i18n/i18n';
import { useSheet } from '../../core/theme/define-styles';
import { layoutStyles } from '../../core/ui/layout.styles';
import { useBrand, useEmit } from '../../core/context/element-context';
import { SignInRequired } from '../../core/session/sign-in-required';
import { useRequireSession } from '../../core/session/use-require-session';
import { Alert } from '../../core/ui/alert';
import { Button } from '../../core/ui/button';
import { Card } from '../../core/ui/card';
import { TextField } from '../../core/ui/text-field';
import { useSubmitNps } from './api/submit-nps';
import { ScoreSlider } from './components/score-slider';

registerNamespace('nps');

/** Spec 02 §9: after a submit, home follows in 2 s. */
export const NPS_REDIRECT_MS = 2000;

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the element takes only the shared attributes
export interface NpsWidgetProps {}

/** The satisfaction score of spec 02 §2 "/nps-form"; needs a signed-in patient. */
export function NpsWidget() {
  const identity = useRequireSession();
  const { t } = useTranslation('nps');
  if (!identity) return <SignInRequired titleId="rx-nps-signed-out" title={t('title')} message={t('signedOut.body')} action={t('signedOut.action')} width="narrow" />;
  return <NpsForm key={identity.u_ID} identity={identity} />;
}

function NpsForm({ identity }: { identity: SessionIdentity }) {
  const { t } = useTranslation('nps');
  const layout = useSheet(layoutStyles);
  const brand = useBrand();
  const emit = useEmit();
  const submit = useSubmitNps(identity.u_ID);
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const hintId = useId();
  const invalid = validateNpsScore(score);
  const sent = submit.isSuccess;

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => emit('rx-navigate', { path: '/home', replace: true }), NPS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sent, emit]);

  const questions = { score: t('scoreQuestion', { company: brand.name }), comment: t('commentLabel') };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || score === null || submit.isPending || sent) return;
    submit.mutate(npsFeedbackItems(score, comment, questions), {
      onSuccess: () => emit('rx-nps-submitted', { score }),
    });
  };

  return (
    <Card part="card" labelledBy="rx-nps-title" width="narrow">
      <h2 id="rx-nps-title" part="title">
        {t('title')}
      </h2>
      {sent ? (
        <Alert tone="success">{t('thanks')}</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate part="form">
          <ScoreSlider legend={questions.score} value={score} onChange={setScore} describedBy={invalid ? hintId : undefined} />
          <TextField multiline rows={4} label={t('commentLabel')} hint={t('commentHint')} value={comment} maxLength={NPS_COMMENT_MAX} onValueChange={setComment} />
          {invalid && (
            <p id={hintId} part="score-required">
              {t(invalid)}
            </p>
          )}
          {submit.isError && (
            <Alert tone="error" onDismiss={() => submit.reset()} dismissLabel={t('common:actions.dismiss')}>
              {t('requestFailed')}
            </Alert>
          )}
          <div className={layout.actions}>
            <Button type="submit" part="button submit-button" disabled={invalid !== null} busy={submit.isPending} busyLabel={t('sending')}>
              {t('submit')}
            </Button>
            <Button variant="text" part="button skip-button" onClick={() => emit('rx-navigate', { path: '/home' })}>
              {t('skip')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
