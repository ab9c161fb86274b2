import type { QuestionAction, Survey, SurveyAnswer, SurveyQuestion } from './survey.schema';

/**
 * The assessment engine of spec 02 §4 "Assessments", pure and shared: the widget walks a survey
 * with it and the server replays every posted response through it to score and check it.
 *
 * Choices where the spec is silent:
 * - 'Flagged' flags the question and goes on to the next question in order (or ends the survey
 *   when there is none); 'Finished' ends it; an option without an action goes on in order.
 * - The score rule ('operator,threshold,action') of a question is checked against the running
 *   score once the question is answered; when it holds, its action replaces the option's, and a
 *   'Finished' or 'Flagged' rule ends the survey early (the terminate screen).
 * - A Checkbox answer scores by its first chosen option (answerOption).
 * - 'N/A' (or no value) leaves the score as it is; for AVG it is not counted in the average.
 * - Back restores the score and the scored count saved with the step, so it reverses exactly.
 */

export type SurveyPosition =
  | { kind: 'question'; questionNum: number }
  /** Ended early by a score rule: the terminate screen (Review goes back, Submit sends). */
  | { kind: 'terminated' }
  | { kind: 'finished' };

export interface AnsweredStep {
  answer: SurveyAnswer;
  /** Score and scored count before this answer, restored by Back. */
  scoreBefore: number;
  scoredBefore: number;
  flagged: boolean;
}

export interface SurveyState {
  survey: Survey;
  position: SurveyPosition;
  steps: readonly AnsweredStep[];
  score: number;
  /** How many answers counted towards the score (AVG divides by it). */
  scored: number;
}

export type EngineResult = { ok: true; state: SurveyState } | { ok: false; reason: string };

export const BRAND_NAME_PLACEHOLDER = '[brand_name]';

/** The question text with the brand-name placeholder replaced by the company name. */
export function withCompanyName(text: string, companyName: string): string {
  return text.split(BRAND_NAME_PLACEHOLDER).join(companyName);
}

export function questionByNum(survey: Survey, questionNum: number): SurveyQuestion | undefined {
  return survey.questions.find((question) => question.questionNum === questionNum);
}

function firstQuestionNum(survey: Survey): number | null {
  if (survey.questions.length === 0) return null;
  return questionByNum(survey, 1)?.questionNum ?? Math.min(...survey.questions.map((question) => question.questionNum));
}

function nextInOrder(survey: Survey, questionNum: number): number | null {
  const later = survey.questions.map((question) => question.questionNum).filter((num) => num > questionNum);
  return later.length === 0 ? null : Math.min(...later);
}

/** Starts at question 1 (or the lowest number). */
export function startSurvey(survey: Survey): SurveyState {
  const first = firstQuestionNum(survey);
  return {
    survey,
    position: first === null ? { kind: 'finished' } : { kind: 'question', questionNum: first },
    steps: [],
    score: 0,
    scored: 0,
  };
}

export function currentQuestion(state: SurveyState): SurveyQuestion | null {
  return state.position.kind === 'question' ? (questionByNum(state.survey, state.position.questionNum) ?? null) : null;
}

/** The option's score value, or null for 'N/A', a missing or an unreadable value. */
export function optionScore(question: SurveyQuestion, option: number): number | null {
  const raw = question.RxVectorScore[option]?.trim();
  if (raw === undefined || raw === '' || raw.toUpperCase() === 'N/A') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function optionAction(question: SurveyQuestion, option: number): QuestionAction | null {
  return (question.actions[option] ?? question.actions[0] ?? null) as QuestionAction | null;
}

export interface ScoreRule {
  operator: '<' | '>';
  threshold: number;
  action: QuestionAction;
}

export function parseScoreRule(raw: string | null | undefined): ScoreRule | null {
  const match = /^\s*([<>])\s*,\s*(-?\d+(?:\.\d+)?)\s*,\s*(Finished|Flagged|Next:\d+)\s*$/.exec(raw ?? '');
  if (!match) return null;
  return { operator: match[1] as '<' | '>', threshold: Number(match[2]), action: match[3] as QuestionAction };
}

export function scoreRuleHolds(rule: ScoreRule, score: number): boolean {
  return rule.operator === '<' ? score < rule.threshold : score > rule.threshold;
}

/** The score after one more value: SUM adds, AVG keeps a running average. */
export function addToScore(scoreType: Survey['scoreType'], score: number, scored: number, value: number | null): { score: number; scored: number } {
  if (value === null) return { score, scored };
  if (scoreType === 'AVG') return { score: (score * scored + value) / (scored + 1), scored: scored + 1 };
  return { score: score + value, scored: scored + 1 };
}

/** Whether answering the current question with this option ends the survey (Submit instead of Next). */
export function optionFinishes(state: SurveyState, option: number): boolean {
  const question = currentQuestion(state);
  if (!question) return false;
  const action = optionAction(question, option);
  if (action === 'Finished') return true;
  if (action === null || action === 'Flagged') return nextInOrder(state.survey, question.questionNum) === null;
  return false;
}

/** Next: records the answer of the current question and moves where its action says. */
export function answerQuestion(state: SurveyState, answer: SurveyAnswer): EngineResult {
  const question = currentQuestion(state);
  if (!question) return { ok: false, reason: 'The survey has no current question' };
  if (answer.questionNum !== question.questionNum) return { ok: false, reason: `Question ${answer.questionNum} is not the current question (${question.questionNum})` };
  const optionCount = Math.max(question.options.length, 1);
  if (answer.answerOption < 0 || answer.answerOption >= optionCount) return { ok: false, reason: `Question ${question.questionNum} has no option ${answer.answerOption}` };

  const { score, scored } = addToScore(state.survey.scoreType, state.score, state.scored, optionScore(question, answer.answerOption));
  const rule = parseScoreRule(question.scoreActions);
  const ruleHolds = rule !== null && scoreRuleHolds(rule, score);
  const action = ruleHolds ? rule.action : optionAction(question, answer.answerOption);
  const flagged = action === 'Flagged';

  let position: SurveyPosition;
  if (action !== null && action.startsWith('Next:')) {
    const target = Number(action.slice('Next:'.length));
    if (!questionByNum(state.survey, target)) return { ok: false, reason: `Question ${question.questionNum} leads to a missing question ${target}` };
    position = { kind: 'question', questionNum: target };
  } else if (ruleHolds) {
    position = { kind: 'terminated' };
  } else if (action === 'Finished') {
    position = { kind: 'finished' };
  } else {
    const next = nextInOrder(state.survey, question.questionNum);
    position = next === null ? { kind: 'finished' } : { kind: 'question', questionNum: next };
  }

  const step: AnsweredStep = { answer: { questionNum: answer.questionNum, answer: answer.answer, answerOption: answer.answerOption }, scoreBefore: state.score, scoredBefore: state.scored, flagged };
  return { ok: true, state: { ...state, position, steps: [...state.steps, step], score, scored } };
}

/** Back (and Review on the terminate screen): the previous answered question, its score reversed. */
export function goBack(state: SurveyState): SurveyState {
  const last = state.steps.at(-1);
  if (!last) return state;
  return {
    ...state,
    position: { kind: 'question', questionNum: last.answer.questionNum },
    steps: state.steps.slice(0, -1),
    score: last.scoreBefore,
    scored: last.scoredBefore,
  };
}

/** The answer given earlier to a question (shown again after Back). */
export function previousAnswer(state: SurveyState, questionNum: number, dropped?: AnsweredStep): SurveyAnswer | null {
  if (dropped?.answer.questionNum === questionNum) return dropped.answer;
  return state.steps.find((step) => step.answer.questionNum === questionNum)?.answer ?? null;
}

/** The answers given so far, in order (what the response posts carry). */
export function answersOf(state: SurveyState): SurveyAnswer[] {
  return state.steps.map((step) => step.answer);
}

export function flaggedQuestionsOf(state: SurveyState): number[] {
  return state.steps.filter((step) => step.flagged).map((step) => step.answer.questionNum);
}

/** Answered count over the average question count, capped at (avg-1)/avg; 1 once submitted. */
export function surveyProgress(answered: number, avgNumQuestions: number, submitted = false): number {
  if (submitted) return 1;
  if (avgNumQuestions <= 0) return 0;
  const cap = (avgNumQuestions - 1) / avgNumQuestions;
  return Math.max(0, Math.min(answered / avgNumQuestions, cap));
}

export function isSurveyDone(state: SurveyState): boolean {
  return state.position.kind !== 'question';
}

/** Replays answers from question 1: the state they lead to, or why they do not fit the survey. */
export function replayAnswers(survey: Survey, answers: readonly SurveyAnswer[]): EngineResult {
  let state = startSurvey(survey);
  for (const answer of answers) {
    const result = answerQuestion(state, answer);
    if (!result.ok) return result;
    state = result.state;
  }
  return { ok: true, state };
}

const SCORE_TOLERANCE = 1e-6;

/**
 * Resumes from the stored partial response: progress and score are rebuilt by replaying its
 * answers. It fails (the widget then shows an error and starts afresh) when the answers do not
 * follow the survey, or their count or score differs from what was stored. A replay that ended
 * the survey stops on its last question, so the patient sees Submit there.
 */
export function resumeSurvey(survey: Survey): EngineResult {
  const partial = survey.partialResponse;
  if (!partial || partial.partialAnswers.length === 0) return { ok: true, state: startSurvey(survey) };
  const replay = replayAnswers(survey, partial.partialAnswers);
  if (!replay.ok) return replay;
  if (partial.numQuestionsAnswered !== replay.state.steps.length) return { ok: false, reason: 'The stored answer count does not match the answers' };
  if (Math.abs(partial.partialScore - replay.state.score) > SCORE_TOLERANCE) return { ok: false, reason: 'The stored score does not match the answers' };
  return { ok: true, state: isSurveyDone(replay.state) ? goBack(replay.state) : replay.state };
}
