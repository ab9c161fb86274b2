import { describe, expect, it } from 'vitest';
import { partialNeedsPost } from '../../../../src/features/survey/model/partial-sync';

const a = (questionNum: number, answerOption: number, answer = String(answerOption)) => ({ questionNum, answer, answerOption });

describe('when Next posts the partial response (spec 02 §4: when the answer differs from the stored one)', () => {
  it('posts an answer the stored partial does not hold yet', () => {
    expect(partialNeedsPost([], [a(1, 0)])).toBe(true);
    expect(partialNeedsPost([a(1, 0)], [a(1, 0), a(2, 1)])).toBe(true);
  });

  it('posts a changed answer, also one of the same option with other text', () => {
    expect(partialNeedsPost([a(1, 0), a(2, 1)], [a(1, 1)])).toBe(true);
    expect(partialNeedsPost([a(1, 0, 'five')], [a(1, 0, 'six')])).toBe(true);
  });

  it('posts again the unchanged answers that follow a changed one, which the stored partial lost', () => {
    // Back to question 1, a new answer there (stored: [1']), then Next on question 2 with its earlier answer.
    expect(partialNeedsPost([a(1, 1)], [a(1, 1), a(2, 1)])).toBe(true);
  });

  it('posts the answer that leads to the terminate screen like any other', () => {
    expect(partialNeedsPost([a(1, 2)], [a(1, 2), a(2, 2)])).toBe(true);
  });

  it('posts nothing when the stored partial holds every answer given, in order', () => {
    expect(partialNeedsPost([a(1, 0)], [a(1, 0)])).toBe(false);
    // Back, then Next with the same answer: the stored partial still holds it and later ones.
    expect(partialNeedsPost([a(1, 0), a(2, 1), a(3, 0)], [a(1, 0), a(2, 1)])).toBe(false);
  });

  it('compares answers by question, in order', () => {
    expect(partialNeedsPost([a(2, 0)], [a(1, 0)])).toBe(true);
  });
});
