import type { SurveyAnswer } from '../../../domain/survey/survey.schema';

const sameStep = (stored: SurveyAnswer | undefined, given: SurveyAnswer) =>
  stored !== undefined && stored.questionNum === given.questionNum && stored.answer === given.answer && stored.answerOption === given.answerOption;

/**
 * Whether Next must post the partial response (spec 02 §4: when the answer differs from the
 * stored one): unless the stored partial already holds every answer given so far, in order. So
 * the answer that leads to the terminate screen is posted, and so are the unchanged answers that
 * follow a changed earlier one (the post of the change dropped them from the stored partial).
 * Back and then Next with the same answer posts nothing: the stored partial still holds it.
 */
export function partialNeedsPost(stored: readonly SurveyAnswer[], given: readonly SurveyAnswer[]): boolean {
  return given.length > stored.length || given.some((answer, index) => !sameStep(stored[index], answer));
}
