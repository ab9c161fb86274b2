import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand, useEmit } from '../../core/context/element-context';
import { useHttpClient } from '../../core/hooks/use-http-client';
import { registerNamespace } from '../../core/i18n/i18n';
import { SignInRequired } from '../../core/session/sign-in-required';
import { useRequireSession } from '../../core/session/use-require-session';
import type { SessionIdentity } from '../../domain/account/session-identity.schema';
import type { AssessmentSummary } from '../../domain/survey/required-surveys.schema';
import { Alert } from '../../core/ui/alert';
import { Card } from '../../core/ui/card';
import { Spinner } from '../../core/ui/spinner';
import { NO_SURVEYS_FOUND } from './api/surveys';
import { CompletionDialog, RemainingSurveysDialog } from './components/survey-dialogs';
import { SurveyScreen } from './components/survey-screen';
import { ThankYou } from './components/thank-you';
import { useSurveyRun } from './hooks/use-survey-run';
import { mandatoryFromState } from './model/mandatory';
import { pendingActivitiesKey } from '../../core/api/query-keys';

registerNamespace('survey');

export interface SurveyWidgetProps {
  /** The survey event to answer (the query parameter survey_event_id). */
  surveyEventId?: string;
  /** 'submission': the thank-you page; otherwise the survey. */
  view?: string;
  /** Route state: the mandatory surveys of the refill being prepared (refill wizard's dialog). */
  mandatorySurveys?: unknown;
}

const parseEventId = (value: string | undefined): number | null => (value && /^\d{1,9}$/.test(value.trim()) && Number(value) > 0 ? Number(value) : null);

/** Spec 02 §2 "Assessments" and the thank-you page. */
export function SurveyWidget({ surveyEventId, view, mandatorySurveys }: SurveyWidgetProps) {
  const { t } = useTranslation('survey');
  const identity = useRequireSession();
  if (!identity) return <SignInRequired titleId="rx-survey-signed-out" title={t('title')} message={t('signedOut')} action={t('goToLogin')} />;
  if (view === 'submission') return <ThankYou />;
  const eventId = parseEventId(surveyEventId);
  if (eventId === null) return <Message text={t('errors.missingEventId')} tone="warning" />;
  return <SurveyFlow key={identity.u_ID} identity={identity} requestedEventId={eventId} mandatory={mandatoryFromState(mandatorySurveys)} />;
}

function Message({ text, tone }: { text: string; tone: 'warning' | 'error' }) {
  const { t } = useTranslation('survey');
  return (
    <Card part="card" labelledBy="rx-survey-title">
      <h2 id="rx-survey-title">{t('title')}</h2>
      <Alert tone={tone}>{text}</Alert>
    </Card>
  );
}

interface SurveyFlowProps {
  identity: SessionIdentity;
  requestedEventId: number;
  mandatory: AssessmentSummary[];
}

function SurveyFlow({ identity, requestedEventId, mandatory }: SurveyFlowProps) {
  const { t, i18n } = useTranslation('survey');
  const client = useHttpClient();
  const emit = useEmit();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const [eventId, setEventId] = useState(requestedEventId);
  const [done, setDone] = useState<number[]>([]);
  useEffect(() => setEventId(requestedEventId), [requestedEventId]);

  const { run, setDraft, next, back, submitTerminated } = useSurveyRun({
    client,
    uId: identity.u_ID,
    surveyEventId: eventId,
    locale: i18n.language === 'es' ? 'es' : 'en',
    otherWord: t('other'),
    mandatory,
    done,
    onSubmitted: (surveyEventId, score) => {
      setDone((list) => [...list, surveyEventId]);
      emit('rx-survey-submitted', { surveyEventId, score });
    },
    onActivityCompleted: () => void queryClient.invalidateQueries({ queryKey: pendingActivitiesKey(identity.u_ID) }),
  });

  useEffect(() => {
    if (run.phase === 'completed') emit('rx-navigate', { path: '/submission', replace: true, state: { message: NO_SURVEYS_FOUND } });
  }, [run.phase, emit]);

  switch (run.phase) {
    case 'loading':
      return (
        <Card part="card" labelledBy="rx-survey-title">
          <h2 id="rx-survey-title">{t('title')}</h2>
          <Spinner label={t('loading')} />
        </Card>
      );
    case 'noAccess':
      return <Message text={t('errors.noAccess')} tone="warning" />;
    case 'failed':
      return <Message text={t('errors.timeout')} tone="error" />;
    case 'completed':
      return <ThankYou />;
    default:
      break;
  }

  const fromRefill = mandatory.length > 0;
  return (
    <Card part="card" labelledBy="rx-survey-heading">
      <SurveyScreen
        engine={run.engine}
        draft={run.draft}
        error={run.error}
        companyName={identity.companyName || brand.name}
        submitting={run.submitting || run.saving}
        submitted={run.remaining !== null}
        submitFailed={run.submitFailed}
        resumeFailed={run.resumeFailed}
        onDraft={setDraft}
        onNext={() => void next()}
        onBack={back}
        onSubmitTerminated={submitTerminated}
      />
      <CompletionDialog
        open={run.remaining !== null && run.remaining.length === 0}
        showRefill={fromRefill}
        onReturnHome={() => emit('rx-navigate', { path: '/home' })}
        onContinueToRefill={() => emit('rx-navigate', { path: '/refill' })}
        onClose={() => emit('rx-navigate', { path: '/submission', replace: true })}
      />
      <RemainingSurveysDialog
        remaining={run.remaining ?? []}
        onCancel={() => emit('rx-navigate', { path: '/home' })}
        onContinue={(following) => {
          setEventId(following.surveyEventID);
          // The host may show a new element for the new address: the state carries what is left of the chain.
          emit('rx-navigate', { path: `/survey?survey_event_id=${following.surveyEventID}`, replace: true, state: { mandatorySurveys: run.remaining } });
        }}
      />
    </Card>
  );
}
