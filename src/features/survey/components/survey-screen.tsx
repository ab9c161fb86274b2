import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { currentQuestion, optionFinishes, surveyProgress, withCompanyName, type SurveyState } from '../../../domain/survey/survey-engine';
import { draftOption, type AnswerDraft, type DraftError } from '../model/answer-draft';
import { QuestionBody } from './question-body';

const styles = defineStyles({
  heading: css`
    margin: 0 0 var(--rx-space);
    font-size: 1.375em;
  `,
  progressTrack: css`
    height: 8px;
    border-radius: 4px;
    background: var(--rx-color-border);
    overflow: hidden;
    margin: 0 0 calc(var(--rx-space) / 2);
  `,
  progressBar: css`
    height: 100%;
    background: var(--rx-color-primary);
    transition: width 0.2s ease;
    @media (forced-colors: active) {
      background: Highlight;
    }
  `,
  progressText: css`
    margin: 0 0 calc(var(--rx-space) * 2);
    font-size: 0.875em;
    color: var(--rx-color-text-muted);
  `,
  actions: css`
    display: flex;
    justify-content: space-between;
    gap: var(--rx-space);
    margin-top: calc(var(--rx-space) * 2);
  `,
  question: css`
    margin: 0;
  `,
});

export interface SurveyScreenProps {
  engine: SurveyState;
  draft: AnswerDraft;
  error: DraftError | null;
  companyName: string;
  /** Submitting, or storing the partial response before the next question: Next is busy, Back disabled. */
  submitting: boolean;
  submitted: boolean;
  submitFailed: boolean;
  resumeFailed: boolean;
  onDraft: (draft: AnswerDraft) => void;
  onNext: () => void;
  onBack: () => void;
  onSubmitTerminated: () => void;
}

function inlineError(type: string, error: DraftError): boolean {
  if (error.key === 'otherRequired' || error.key === 'noSeparators' || error.key === 'numericRange') return true;
  if (error.key === 'chooseOption') return type === 'MC';
  return type === 'TextInput';
}

/** Header, progress bar, one question at a time with Back and Next (Submit on the last), or the terminate screen. */
export function SurveyScreen(props: SurveyScreenProps) {
  const { engine, draft, error, companyName, submitting, submitted } = props;
  const { t } = useTranslation('survey');
  const sheet = useSheet(styles);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const question = currentQuestion(engine);
  const positionKey = engine.position.kind === 'question' ? engine.position.questionNum : engine.position.kind;
  const first = useRef(true);

  // Each new question (or the terminate screen) moves focus to its heading, for screen readers and keyboards.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [positionKey]);

  const progress = surveyProgress(engine.steps.length, engine.survey.avgNumQuestions, submitted);
  const percent = Math.round(progress * 100);
  const errorText = error
    ? error.key === 'entry'
      ? t(`errors.${error.problem}`, { number: error.index + 1 })
      : error.key === 'numericRange'
        ? t('errors.numericRange', { min: error.min, max: error.max })
        : t(`errors.${error.key}`)
    : null;
  const terminated = engine.position.kind === 'terminated';
  const finishes = question !== null && (optionFinishes(engine, draftOption(question, draft)) || engine.position.kind === 'finished');

  return (
    <>
      <h2 id="rx-survey-heading" className={sheet.heading} part="survey-title">
        {engine.survey.surveyName}
      </h2>
      <div className={sheet.progressTrack} role="progressbar" aria-label={t('progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} part="progress">
        <div className={sheet.progressBar} style={{ width: `${percent}%` }} />
      </div>
      <p className={sheet.progressText}>{t('progressValue', { percent })}</p>
      {props.resumeFailed && <Alert tone="warning">{t('errors.resume')}</Alert>}
      {props.submitFailed && <Alert tone="error">{t('errors.submit')}</Alert>}
      {terminated ? (
        <section part="terminate" aria-labelledby="rx-survey-terminated">
          <h3 id="rx-survey-terminated" ref={headingRef} tabIndex={-1}>
            {t('terminated.title')}
          </h3>
          <p>{t('terminated.body')}</p>
          <div className={sheet.actions} part="actions">
            <Button variant="secondary" onClick={props.onBack} disabled={submitting}>
              {t('actions.review')}
            </Button>
            <Button onClick={props.onSubmitTerminated} busy={submitting}>
              {t('actions.submit')}
            </Button>
          </div>
        </section>
      ) : question ? (
        <form
          part="question"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            props.onNext();
          }}
        >
          <h3 className={sheet.question} ref={headingRef} tabIndex={-1}>
            <span>{t('questionOf', { number: engine.steps.length + 1 })}</span>
          </h3>
          <QuestionBody question={question} text={withCompanyName(question.question, companyName)} draft={draft} error={error} errorText={errorText} onChange={props.onDraft} />
          {error && errorText && !inlineError(question.questionType, error) && <Alert tone="error">{errorText}</Alert>}
          <div className={sheet.actions} part="actions">
            {engine.steps.length > 0 ? (
              <Button variant="secondary" onClick={props.onBack} disabled={submitting}>
                {t('actions.back')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" busy={submitting}>
              {finishes ? t('actions.submit') : t('actions.next')}
            </Button>
          </div>
        </form>
      ) : null}
    </>
  );
}
