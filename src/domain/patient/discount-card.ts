import type { DiscountSurveyType } from './discount-card.schema';

/** Spec 02 §9: the tutorial and follow-up cutoff, and the discount shown. */
export const DISCOUNT_TUTORIAL_CUTOFF_DAYS = 30;
export const DISCOUNT_AMOUNT = '$20';
/** Spec 02 §9: a member ID longer than this changes the card's layout. */
export const LONG_MEMBER_ID_LENGTH = 15;
/** Spec 02 §9: the carousel's timing (its slide transition). */
export const DISCOUNT_CAROUSEL_TRANSITION_MS = 700;
/**
 * Spec 02 §9: the discount layout breakpoint, a phone's screen box of 320 px by 812 px (short
 * side by long side). A portrait screen narrower than the long side is a phone held upright: the
 * card view shows the rotate hint there; landscape screens, and screens at least 812 px wide,
 * show the card. The short side is the smallest width laid out for (the hint fits in 320 px).
 */
export const DISCOUNT_LAYOUT_BREAKPOINT = { width: 320, height: 812 } as const;

/** The answers that redeem the card once (spec 02 §4), in English and in Spanish. */
export const REDEMPTION_ANSWERS: readonly string[] = ['I have picked up my prescription', 'He recogido mi receta'];

const DAY_MS = 86_400_000;

export interface DiscountSurveyInput {
  /** When the patient last completed the tutorial (ISO 8601), or null when never. */
  latestTutorialCompleted: string | null;
  /** When the card's current survey was issued (ISO 8601). */
  surveyTime: string;
  now: Date;
}

/**
 * Which questions the discount card page asks (spec 02 §4 "Discount card": by the latest
 * completed tutorial versus the survey's time, or whether the tutorial was completed within 30
 * days). The spec gives the inputs, not the table; ours:
 * - never completed the tutorial (or an unreadable time): Tutorial;
 * - the tutorial was completed at or after the survey was issued: FollowUp (this survey's
 *   tutorial is done);
 * - the survey is newer than the last tutorial: FollowUp while that tutorial is under 30 days
 *   old, otherwise the Tutorial again.
 */
export function discountSurveyType({ latestTutorialCompleted, surveyTime, now }: DiscountSurveyInput): DiscountSurveyType {
  const tutorial = latestTutorialCompleted ? Date.parse(latestTutorialCompleted) : Number.NaN;
  if (Number.isNaN(tutorial)) return 'Tutorial';
  const survey = Date.parse(surveyTime);
  if (!Number.isNaN(survey) && tutorial >= survey) return 'FollowUp';
  return now.getTime() - tutorial < DISCOUNT_TUTORIAL_CUTOFF_DAYS * DAY_MS ? 'FollowUp' : 'Tutorial';
}

const normalized = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').replace(/[.!]+$/, '').toLowerCase();

/** Whether an answer is the one that posts the one-time redemption (either language, any case). */
export function isRedemptionAnswer(answer: string): boolean {
  const value = normalized(answer);
  return REDEMPTION_ANSWERS.some((expected) => normalized(expected) === value);
}

/** Whether the member ID is long enough to need the card's wide layout. */
export const hasLongMemberId = (memberId: string) => memberId.trim().length > LONG_MEMBER_ID_LENGTH;
