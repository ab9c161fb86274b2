import { isRedemptionAnswer } from '../../../domain/patient/discount-card';
import type { DiscountAnswer, DiscountQuestion } from '../../../domain/patient/discount-card.schema';

/** Share of the questions done while showing question `index` (0-based): 0 on the first, 1 once finished. */
export function surveyProgress(index: number, total: number): number {
  if (total <= 0) return 1;
  return Math.min(1, Math.max(0, index / total));
}

/** Whether the patient may go on from this question: a choice needs one, text is optional. */
export function canContinue(question: DiscountQuestion, answer: string | undefined): boolean {
  return question.kind === 'text' || (answer !== undefined && question.options.includes(answer));
}

/** The answers to post, in question order, skipping blank text ones. */
export function answersToPost(questions: readonly DiscountQuestion[], answers: Readonly<Record<number, string>>): DiscountAnswer[] {
  return questions.flatMap((question) => {
    const answer = answers[question.questionId]?.trim();
    return answer ? [{ questionId: question.questionId, answer }] : [];
  });
}

/**
 * The questions to ask. The redemption is posted once (spec 02 §4), so once the card is redeemed
 * the question that offers 'I have picked up my prescription' is not asked again; the others are.
 */
export function questionsToAsk(questions: readonly DiscountQuestion[], redeemed: boolean): DiscountQuestion[] {
  return redeemed ? questions.filter((question) => !question.options.some(isRedemptionAnswer)) : [...questions];
}

/** Whether the answers redeem the card: one of them is 'I have picked up my prescription' (or its Spanish). */
export const redeemsCard = (answers: readonly DiscountAnswer[]) => answers.some((item) => isRedemptionAnswer(item.answer));
