import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerQuestion,
  answersOf,
  flaggedQuestionsOf,
  goBack,
  optionFinishes,
  replayAnswers,
  resumeSurvey,
  startSurvey,
  surveyProgress,
  withCompanyName,
  type SurveyState,
} from '../../../../src/domain/survey/survey-engine';
import type { Survey, SurveyQuestion } from '../../../../src/domain/survey/survey.schema';

const mc = (questionNum: number, actions: string[], scores: string[], scoreActions: string | null = null): SurveyQuestion => ({
  questionNum,
  question: `Question ${questionNum}`,
  questionType: 'MC',
  options: actions.map((_, index) => `Option ${index}`),
  actions: actions as SurveyQuestion['actions'],
  scoreActions,
  RxVectorScore: scores,
  multipleAnswers: false,
});

const survey = (questions: SurveyQuestion[], scoreType: Survey['scoreType'] = 'SUM', avgNumQuestions = 4): Survey => ({
  surveyId: 1,
  surveyEventId: 10,
  surveyName: 'Test',
  scoreType,
  avgNumQuestions,
  questions,
  activityId: null,
});

const branching = survey([
  mc(1, ['Next:2', 'Next:3'], ['1', '2']),
  mc(2, ['Next:3', 'Flagged'], ['N/A', '5']),
  mc(3, ['Finished', 'Next:4'], ['3', '4'], '>,8,Finished'),
  mc(4, ['Finished'], ['1']),
]);

function answer(state: SurveyState, option: number): SurveyState {
  if (state.position.kind !== 'question') throw new Error('no question');
  const result = answerQuestion(state, { questionNum: state.position.questionNum, answer: `Option ${option}`, answerOption: option });
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

describe('branching', () => {
  it('starts at question 1 and follows the chosen option\'s action', () => {
    let state = startSurvey(branching);
    expect(state.position).toEqual({ kind: 'question', questionNum: 1 });
    state = answer(state, 1);
    expect(state.position).toEqual({ kind: 'question', questionNum: 3 });
    state = answer(state, 0);
    expect(state.position).toEqual({ kind: 'finished' });
    expect(answersOf(state).map((a) => a.questionNum)).toEqual([1, 3]);
  });

  it('Flagged flags the question and goes on in order', () => {
    let state = answer(startSurvey(branching), 0);
    state = answer(state, 1);
    expect(state.position).toEqual({ kind: 'question', questionNum: 3 });
    expect(flaggedQuestionsOf(state)).toEqual([2]);
  });

  it('Back returns to the previous answered question', () => {
    let state = answer(answer(startSurvey(branching), 1), 1);
    expect(state.position).toEqual({ kind: 'question', questionNum: 4 });
    state = goBack(state);
    expect(state.position).toEqual({ kind: 'question', questionNum: 3 });
    state = goBack(state);
    expect(state.position).toEqual({ kind: 'question', questionNum: 1 });
    expect(goBack(state)).toBe(state);
  });

  it('tells when an option finishes the survey (Submit instead of Next)', () => {
    const state = answer(startSurvey(branching), 1);
    expect(optionFinishes(state, 0)).toBe(true);
    expect(optionFinishes(state, 1)).toBe(false);
  });

  it('refuses an answer to another question or a missing option', () => {
    const state = startSurvey(branching);
    expect(answerQuestion(state, { questionNum: 2, answer: 'x', answerOption: 0 }).ok).toBe(false);
    expect(answerQuestion(state, { questionNum: 1, answer: 'x', answerOption: 5 }).ok).toBe(false);
  });
});

describe('early end by score rule', () => {
  it('ends on the terminate screen when the rule holds, and Review goes back', () => {
    // 2 (option 1 of q1) + 4 (option 1 of q3) = 6 is not > 8; 2 + 5 (flag q2) + 4 = 11 > 8
    let state = answer(answer(answer(startSurvey(branching), 0), 1), 1);
    expect(state.score).toBe(1 + 5 + 4);
    expect(state.position).toEqual({ kind: 'terminated' });
    state = goBack(state);
    expect(state.position).toEqual({ kind: 'question', questionNum: 3 });
    expect(state.score).toBe(6);
  });

  it('goes on when the rule does not hold', () => {
    const state = answer(answer(startSurvey(branching), 1), 1);
    expect(state.score).toBe(6);
    expect(state.position).toEqual({ kind: 'question', questionNum: 4 });
  });
});

describe('scores', () => {
  const linear = (scoreType: Survey['scoreType']) =>
    survey(
      Array.from({ length: 6 }, (_, index) => mc(index + 1, ['Next:' + (index + 2), 'Next:' + (index + 2), 'Next:' + (index + 2)].map((a) => (index === 5 ? 'Finished' : a)), ['0.1', 'N/A', '7'])),
      scoreType,
      6,
    );

  it('SUM adds the values, N/A changes nothing', () => {
    const state = [0, 1, 2].reduce((s, option) => answer(s, option), startSurvey(linear('SUM')));
    expect(state.score).toBeCloseTo(7.1);
  });

  it('AVG keeps a running average of the scored answers', () => {
    const state = [0, 1, 2].reduce((s, option) => answer(s, option), startSurvey(linear('AVG')));
    expect(state.score).toBeCloseTo((0.1 + 7) / 2);
  });

  it.each(['SUM', 'AVG'] as const)('%s is reversed exactly by Back, whatever the answers', (scoreType) => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 6 }), (options, backs) => {
        const s = linear(scoreType);
        const states = [startSurvey(s)];
        for (const option of options) states.push(answer(states.at(-1)!, option));
        let state = states.at(-1)!;
        const steps = Math.min(backs, options.length);
        for (let i = 0; i < steps; i += 1) state = goBack(state);
        const expected = states[options.length - steps]!;
        expect(state.score).toBe(expected.score);
        expect(state.scored).toBe(expected.scored);
        expect(state.position).toEqual(expected.position);
      }),
    );
  });
});

describe('progress', () => {
  it('is answered over average, capped at (avg-1)/avg, 1 on submit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 30 }), (answered, avg) => {
        const progress = surveyProgress(answered, avg);
        expect(progress).toBeLessThanOrEqual((avg - 1) / avg);
        expect(progress).toBeLessThan(1);
        expect(progress).toBeGreaterThanOrEqual(0);
        if (answered < avg - 1) expect(progress).toBeCloseTo(answered / avg);
        expect(surveyProgress(answered, avg, true)).toBe(1);
      }),
    );
  });
});

describe('resume', () => {
  it('rebuilds position, progress and score from a partial response', () => {
    const done = answer(answer(startSurvey(branching), 0), 1);
    const resumed = resumeSurvey({ ...branching, partialResponse: { partialAnswers: answersOf(done), numQuestionsAnswered: 2, partialScore: done.score } });
    expect(resumed.ok).toBe(true);
    if (!resumed.ok) return;
    expect(resumed.state.position).toEqual({ kind: 'question', questionNum: 3 });
    expect(resumed.state.score).toBe(6);
    expect(flaggedQuestionsOf(resumed.state)).toEqual([2]);
  });

  it('fails (so the widget starts afresh) when the answers do not fit or the score differs', () => {
    const bad = resumeSurvey({ ...branching, partialResponse: { partialAnswers: [{ questionNum: 2, answer: 'x', answerOption: 0 }], numQuestionsAnswered: 1, partialScore: 0 } });
    expect(bad.ok).toBe(false);
    const wrongScore = resumeSurvey({ ...branching, partialResponse: { partialAnswers: [{ questionNum: 1, answer: 'x', answerOption: 0 }], numQuestionsAnswered: 1, partialScore: 99 } });
    expect(wrongScore.ok).toBe(false);
    const wrongCount = resumeSurvey({ ...branching, partialResponse: { partialAnswers: [{ questionNum: 1, answer: 'x', answerOption: 0 }], numQuestionsAnswered: 3, partialScore: 1 } });
    expect(wrongCount.ok).toBe(false);
  });

  it('any walk resumes to the same state (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1 }), { maxLength: 4 }), (options) => {
        let state = startSurvey(branching);
        for (const option of options) {
          if (state.position.kind !== 'question') break;
          const question = branching.questions.find((q) => q.questionNum === (state.position as { questionNum: number }).questionNum)!;
          state = answer(state, Math.min(option, question.options.length - 1));
        }
        if (state.position.kind !== 'question') state = goBack(state);
        const resumed = resumeSurvey({ ...branching, partialResponse: { partialAnswers: answersOf(state), numQuestionsAnswered: state.steps.length, partialScore: state.score } });
        expect(resumed.ok).toBe(true);
        if (resumed.ok) {
          expect(resumed.state.position).toEqual(state.position);
          expect(resumed.state.score).toBe(state.score);
        }
      }),
    );
  });

  it('replay refuses a response that leaves the survey', () => {
    expect(replayAnswers(survey([mc(1, ['Next:9'], ['1'])]), [{ questionNum: 1, answer: 'x', answerOption: 0 }]).ok).toBe(false);
  });
});

it('replaces the brand-name placeholder by the company name', () => {
  expect(withCompanyName('Did [brand_name] call you? [brand_name]!', 'Acme Pharmacy')).toBe('Did Acme Pharmacy call you? Acme Pharmacy!');
});
