import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionIdentity } from '../../domain/account/session-identity.schema';
import type { DiscountCardResponse } from '../../domain/patient/discount-card.schema';
import { registerNamespace } from '../../core/i18n/i18n';
import { randomId } from '../../core/crypto/random-id';
import { useSheet } from '../../core/theme/define-styles';
import { layoutStyles } from '../../core/ui/layout.styles';
import { useEmit } from '../../core/context/element-context';
import { useHttpClient } from '../../core/hooks/use-http-client';
import { SignInRequired } from '../../core/session/sign-in-required';
import { useRequireSession } from '../../core/session/use-require-session';
import { Alert } from '../../core/ui/alert';
import { Button } from '../../core/ui/button';
import { Card } from '../../core/ui/card';
import { Spinner } from '../../core/ui/spinner';
import { discountCardQuery, useFinishDiscountSurvey } from './api/discount-card';
import { CardView } from './components/card-view';
import { PromoCarousel } from './components/promo-carousel';
import { QuestionStep } from './components/question-step';
import { requestedCard, requestedInSearch, type RequestedCard } from './model/requested-card';
import { answersToPost, canContinue, questionsToAsk, redeemsCard } from './model/survey-progress';

registerNamespace('discount-card');

export interface DiscountCardWidgetProps {
  /** Shows this card of the patient (query `discount_id`, or `card_id` after login); the newest when absent. */
  discountId?: string;
}

/** The discount card page of spec 02 §2: the card, then the tutorial or follow-up questions; needs a signed-in patient. */
export function DiscountCardWidget({ discountId }: DiscountCardWidgetProps) {
  const identity = useRequireSession();
  const { t } = useTranslation('discount-card');
  if (!identity) return <SignInRequired part="card" titleId="rx-discount-card-signed-out" title={t('title')} message={t('signedOut.body')} action={t('signedOut.action')} />;
  const asked = discountId ?? requestedInSearch(globalThis.location?.search ?? '');
  return <DiscountCardPage key={`${identity.u_ID}:${asked ?? ''}`} identity={identity} requested={requestedCard(asked)} />;
}

function DiscountCardPage({ identity, requested }: { identity: SessionIdentity; requested: RequestedCard }) {
  const { t, i18n } = useTranslation('discount-card');
  const client = useHttpClient();
  const locale = i18n.language === 'es' ? 'es' : 'en';
  const card = useQuery(discountCardQuery(client, identity.u_ID, locale, requested));

  return (
    <Card part="card" labelledBy="rx-discount-card-title">
      <h2 id="rx-discount-card-title" part="title">
        {t('title')}
      </h2>
      {card.isPending ? (
        <Spinner label={t('loading')} />
      ) : card.isError ? (
        <Alert tone="error">{t('requestFailed')}</Alert>
      ) : card.data === null ? (
        <Alert tone="info">{t('noCard')}</Alert>
      ) : (
        <>
          {card.data.requestedMissing && <Alert tone="info">{t('otherCard')}</Alert>}
          <CardView card={card.data.response.discountCard} />
          <Questions key={card.data.response.discountCard.discountId} uId={identity.u_ID} data={card.data.response} />
        </>
      )}
    </Card>
  );
}

function Questions({ uId, data }: { uId: number; data: DiscountCardResponse }) {
  const { t } = useTranslation('discount-card');
  const layout = useSheet(layoutStyles);
  const emit = useEmit();
  const finish = useFinishDiscountSurvey(uId);
  const [sessionId] = useState(() => randomId());
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  // Set on the first Finish, before React re-renders: a double click must not post twice.
  const finishing = useRef(false);
  const { surveyType, redeemed } = data.survey;
  const questions = useMemo(() => questionsToAsk(data.survey.questions, redeemed), [data.survey.questions, redeemed]);
  const question = questions[index];

  if (finish.isSuccess) return <Finished redeemed={finish.data.redeemed} />;
  if (!question) return null;

  const last = index === questions.length - 1;
  const onNext = () => {
    if (!last) return setIndex(index + 1);
    if (finishing.current) return;
    finishing.current = true;
    const posted = answersToPost(questions, answers);
    const { discountId } = data.discountCard;
    const redeem = !redeemed && redeemsCard(posted);
    finish.mutate(
      { discountId, sessionId, surveyType, answers: posted, redeem },
      {
        onSuccess: (result) => result.redeemed && emit('rx-discount-redeemed', { discountId }),
        onError: () => {
          finishing.current = false;
        },
      },
    );
  };

  return (
    <section part="questions" aria-labelledby="rx-discount-card-questions">
      <h3 id="rx-discount-card-questions" className="rx-visually-hidden">
        {surveyType === 'Tutorial' ? t('tutorial') : t('followUp')}
      </h3>
      <QuestionStep
        question={question}
        index={index}
        total={questions.length}
        answer={answers[question.questionId]}
        onAnswer={(answer) => setAnswers({ ...answers, [question.questionId]: answer })}
        onBack={index > 0 ? () => setIndex(index - 1) : undefined}
      />
      {finish.isError && (
        <Alert tone="error" onDismiss={() => finish.reset()} dismissLabel={t('common:actions.dismiss')}>
          {t('requestFailed')}
        </Alert>
      )}
      <div className={layout.actions}>
        <Button part="button next-button" disabled={!canContinue(question, answers[question.questionId])} busy={finish.isPending} busyLabel={t('sending')} onClick={onNext}>
          {last ? t('finish') : t('next')}
        </Button>
      </div>
    </section>
  );
}

/** The thanks and the carousel; focus moves here from the Finish button, which is gone. */
function Finished({ redeemed }: { redeemed: boolean }) {
  const { t } = useTranslation('discount-card');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} part="finished">
      <Alert tone="success">{redeemed ? t('redeemed') : t('thanks')}</Alert>
      <PromoCarousel />
    </div>
  );
}
