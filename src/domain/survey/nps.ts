import type { FeedbackItem } from './feedback.schema';

/** Spec 02 §5, §9: the NPS is scored 1 to 10; 0 (nothing picked) is refused with scoreRequired. */
export const NPS_MIN_SCORE = 1;
export const NPS_MAX_SCORE = 10;
/** The scores in order, for the form's choices. */
export const NPS_SCORES: readonly number[] = Array.from({ length: NPS_MAX_SCORE - NPS_MIN_SCORE + 1 }, (_, index) => NPS_MIN_SCORE + index);
/** The feedback item names of the NPS form (the server requires exactly one 'score'). */
export const NPS_SCORE_ITEM = 'score';
export const NPS_COMMENT_ITEM = 'comment';
/** Longest comment kept (the feedback item value limit). */
export const NPS_COMMENT_MAX = 1000;

export type NpsError = 'scoreRequired';

/** A whole score from 1 to 10 is valid; anything else (0, none, a fraction) needs a score. */
export function validateNpsScore(score: number | null | undefined): NpsError | null {
  return typeof score === 'number' && Number.isInteger(score) && score >= NPS_MIN_SCORE && score <= NPS_MAX_SCORE ? null : 'scoreRequired';
}

/**
 * The feedback items of a valid NPS answer: the score, and the comment only when it has text
 * (trimmed, at most NPS_COMMENT_MAX characters).
 */
export function npsFeedbackItems(score: number, comment: string, questions: { score: string; comment: string }): FeedbackItem[] {
  const text = comment.trim().slice(0, NPS_COMMENT_MAX);
  return [
    { name: NPS_SCORE_ITEM, question: questions.score, value: String(score) },
    ...(text ? [{ name: NPS_COMMENT_ITEM, question: questions.comment, value: text }] : []),
  ];
}

/** The score a point on the slider track stands for: each step is `stepPx` wide, clamped to 1-10. */
export function scoreAtOffset(offsetPx: number, stepPx: number): number {
  const step = Math.ceil(offsetPx / stepPx);
  return Math.min(NPS_MAX_SCORE, Math.max(NPS_MIN_SCORE, Number.isFinite(step) ? step : NPS_MIN_SCORE));
}
