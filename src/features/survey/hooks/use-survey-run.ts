import { useCallback, useEffect, useRef, useState } from 'react';
import { trackAction } from '../../../core/analytics/analytics';
import type { HttpClient } from '../../../core/api/http-client';
import type { AssessmentSummary } from '../../../domain/survey/required-surveys.schema';
import {
  answerQuestion,
  answersOf,
  currentQuestion,
  flaggedQuestionsOf,
  goBack,
  resumeSurvey,
  startSurvey,
  type SurveyState,
} from '../../../domain/survey/survey-engine';
import type { Survey, SurveyAnswer } from '../../../domain/survey/survey.schema';
import { completeActivity, fetchSurvey, postPartialResponse, postSurveyResponse } from '../api/surveys';
import { answerFromDraft, draftFromAnswer, emptyDraft, responseMedications, timeCompleted, type AnswerDraft, type DraftError } from '../model/answer-draft';
import { remainingMandatory } from '../model/mandatory';
import { partialNeedsPost } from '../model/partial-sync';

export const SURVEY_ANALYTICS_ACTION = 'Assessment';

export type SurveyRun =
  | { phase: 'loading' }
  | { phase: 'noAccess' }
  | { phase: 'failed' }
  | { phase: 'completed' }
  | {
      phase: 'running';
      engine: SurveyState;
      draft: AnswerDraft;
      error: DraftError | null;
      resumeFailed: boolean;
      submitting: boolean;
      /** Next is storing the partial response; the screen moves on once it is stored (or failed). */
      saving: boolean;
      submitFailed: boolean;
      /** After a successful submit: the mandatory surveys still to answer (empty: the completion dialog). */
      remaining: AssessmentSummary[] | null;
    };

type Running = Extract<SurveyRun, { phase: 'running' }>;

export interface SurveyRunOptions {
  client: HttpClient;
  uId: number;
  surveyEventId: number;
  locale: string;
  otherWord: string;
  mandatory: readonly AssessmentSummary[];
  /** Events of the mandatory chain answered earlier in this visit. */
  done: readonly number[];
  onSubmitted: (surveyEventId: number, score: number) => void;
  /** The home activity the survey completed (the home list then shows it no more). */
  onActivityCompleted: () => void;
}

function draftFor(engine: SurveyState, known: ReadonlyMap<number, SurveyAnswer>, otherWord: string): AnswerDraft {
  const question = currentQuestion(engine);
  if (!question) return { option: null, text: '', chosen: [], otherText: '', entries: [] };
  const answer = known.get(question.questionNum);
  return answer ? draftFromAnswer(question, answer, otherWord) : emptyDraft(question);
}

/** One survey from load to submit: the engine's walk, the drafts, the partial and final posts. */
export function useSurveyRun(options: SurveyRunOptions) {
  const { client, uId, surveyEventId, locale } = options;
  const [run, setRun] = useState<SurveyRun>({ phase: 'loading' });
  // The latest answer given to each question, also of questions undone by Back.
  const known = useRef(new Map<number, SurveyAnswer>());
  // The answers the stored partial response holds, as far as this page knows.
  const stored = useRef<readonly SurveyAnswer[]>([]);
  const moving = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    let alive = true;
    setRun({ phase: 'loading' });
    known.current = new Map();
    stored.current = [];
    void fetchSurvey(client, uId, surveyEventId, locale).then((load) => {
      if (!alive) return;
      if (load.kind !== 'survey') {
        setRun({ phase: load.kind });
        return;
      }
      trackAction(SURVEY_ANALYTICS_ACTION, { completed: false });
      const survey: Survey = load.survey;
      const resumed = resumeSurvey(survey);
      const engine = resumed.ok ? resumed.state : startSurvey(survey);
      if (resumed.ok) {
        stored.current = survey.partialResponse?.partialAnswers ?? [];
        for (const answer of stored.current) known.current.set(answer.questionNum, answer);
      }
      setRun({ phase: 'running', engine, draft: draftFor(engine, known.current, latest.current.otherWord), error: null, resumeFailed: !resumed.ok, submitting: false, saving: false, submitFailed: false, remaining: null });
    });
    return () => {
      alive = false;
    };
    // the language of an open survey stays as loaded
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, uId, surveyEventId]);

  const update = useCallback((change: (running: Running) => Running) => setRun((current) => (current.phase === 'running' ? change(current) : current)), []);

  const setDraft = useCallback((draft: AnswerDraft) => update((running) => ({ ...running, draft, error: null })), [update]);

  const submit = useCallback(
    async (engine: SurveyState) => {
      update((running) => ({ ...running, engine, submitting: true, submitFailed: false }));
      const { survey } = engine;
      const answers = answersOf(engine);
      try {
        const saved = await postSurveyResponse(client, {
          u_id: uId,
          survey_event_id: survey.surveyEventId,
          surveyId: survey.surveyId,
          time_completed: timeCompleted(new Date()),
          numQuestions: answers.length,
          answers,
          flaggedQuestions: flaggedQuestionsOf(engine),
          careProviderId: null,
          medications: responseMedications(survey.questions, answers),
          score: engine.score,
        });
        if (survey.activityId !== null) {
          await completeActivity(client, uId, survey.activityId).then(latest.current.onActivityCompleted, () => undefined);
        }
        trackAction(SURVEY_ANALYTICS_ACTION, { completed: true });
        latest.current.onSubmitted(survey.surveyEventId, saved.score);
        const remaining = remainingMandatory(latest.current.mandatory, [...latest.current.done, survey.surveyEventId]);
        update((running) => ({ ...running, submitting: false, remaining }));
      } catch {
        // A survey that ended on its last question goes back to it, so Submit can be pressed again.
        update((running) => ({ ...running, engine: engine.position.kind === 'finished' ? goBack(engine) : engine, submitting: false, submitFailed: true }));
      }
    },
    [client, uId, update],
  );

  const next = useCallback(async () => {
    if (run.phase !== 'running' || run.submitting || moving.current) return;
    const question = currentQuestion(run.engine);
    if (!question) return;
    const result = answerFromDraft(question, run.draft, latest.current.otherWord);
    if (!result.ok) {
      update((running) => ({ ...running, error: result.error }));
      return;
    }
    const moved = answerQuestion(run.engine, result.answer);
    if (!moved.ok) return;
    known.current.set(question.questionNum, result.answer);
    const engine = moved.state;
    if (engine.position.kind === 'finished') {
      void submit(engine);
      return;
    }
    // Every answer given is in the stored partial before the screen moves on (the terminate screen too).
    const answers = answersOf(engine);
    if (partialNeedsPost(stored.current, answers)) {
      moving.current = true;
      update((running) => ({ ...running, saving: true, error: null }));
      const saved = await postPartialResponse(client, { u_id: uId, survey_event_id: engine.survey.surveyEventId, flaggedQuestions: flaggedQuestionsOf(engine), careProviderId: null, answers, score: engine.score });
      if (saved) stored.current = answers;
      moving.current = false;
    }
    update((running) =>
      running.engine.survey.surveyEventId !== engine.survey.surveyEventId
        ? running
        : { ...running, engine, draft: draftFor(engine, known.current, latest.current.otherWord), error: null, saving: false, submitFailed: false },
    );
  }, [run, client, uId, submit, update]);

  const back = useCallback(() => {
    update((running) => {
      if (running.submitting || running.saving) return running;
      const engine = goBack(running.engine);
      return { ...running, engine, draft: draftFor(engine, known.current, latest.current.otherWord), error: null, submitFailed: false };
    });
  }, [update]);

  const submitTerminated = useCallback(() => {
    if (run.phase === 'running' && run.engine.position.kind === 'terminated' && !run.submitting) void submit(run.engine);
  }, [run, submit]);

  return { run, setDraft, next, back, submitTerminated };
}
