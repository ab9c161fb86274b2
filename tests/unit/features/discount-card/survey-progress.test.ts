import { describe, expect, it } from 'vitest';
import type { DiscountQuestion } from '../../../../src/domain/patient/discount-card.schema';
import { answersToPost, canContinue, questionsToAsk, redeemsCard, surveyProgress } from '../../../../src/features/discount-card/model/survey-progress';

const choice: DiscountQuestion = { questionId: 11, question: 'Did you use it?', kind: 'choice', options: ['I have picked up my prescription', 'Not yet'] };
const comment: DiscountQuestion = { questionId: 12, question: 'How was it?', kind: 'text', options: [] };

describe('discount card survey model', () => {
  it('measures progress from 0 on the first question towards 1', () => {
    expect(surveyProgress(0, 2)).toBe(0);
    expect(surveyProgress(1, 2)).toBe(0.5);
    expect(surveyProgress(5, 2)).toBe(1);
    expect(surveyProgress(0, 0)).toBe(1);
  });

  it('needs one of the options of a choice question, and nothing for a text one', () => {
    expect(canContinue(choice, undefined)).toBe(false);
    expect(canContinue(choice, 'Maybe')).toBe(false);
    expect(canContinue(choice, 'Not yet')).toBe(true);
    expect(canContinue(comment, undefined)).toBe(true);
  });

  it('posts the answers in question order without blank text, and redeems only on the pick-up answer', () => {
    const posted = answersToPost([choice, comment], { 12: '  ', 11: 'I have picked up my prescription' });
    expect(posted).toEqual([{ questionId: 11, answer: 'I have picked up my prescription' }]);
    expect(redeemsCard(posted)).toBe(true);
    expect(redeemsCard([{ questionId: 11, answer: 'Not yet' }])).toBe(false);
    expect(redeemsCard([{ questionId: 11, answer: 'He recogido mi receta' }])).toBe(true);
  });
});

describe('questionsToAsk', () => {
  const followUp = [
    { questionId: 11, question: 'Did you use your card at the pharmacy?', kind: 'choice' as const, options: ['I have picked up my prescription', 'Not yet'] },
    { questionId: 12, question: 'How was your experience? (optional)', kind: 'text' as const, options: [] },
  ];
  const spanish = [{ questionId: 11, question: '¿Usó su tarjeta en la farmacia?', kind: 'choice' as const, options: ['He recogido mi receta', 'Todavía no'] }];

  it('asks every question before the redemption', () => {
    expect(questionsToAsk(followUp, false)).toEqual(followUp);
  });

  it('drops the question that redeems the card once it is redeemed, in either language', () => {
    expect(questionsToAsk(followUp, true).map((question) => question.questionId)).toEqual([12]);
    expect(questionsToAsk(spanish, true)).toEqual([]);
  });
});
