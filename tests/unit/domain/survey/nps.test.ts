import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NPS_COMMENT_MAX, NPS_SCORES, npsFeedbackItems, scoreAtOffset, validateNpsScore } from '../../../../src/domain/survey/nps';

const questions = { score: 'How likely?', comment: 'Anything else?' };

describe('NPS validation (spec 02 §5)', () => {
  it('offers the scores 1 to 10', () => {
    expect(NPS_SCORES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it.each([1, 5, 10])('accepts %s', (score) => expect(validateNpsScore(score)).toBeNull());

  it.each([0, 11, -1, 2.5, Number.NaN, null, undefined])('refuses %s with scoreRequired', (score) => {
    expect(validateNpsScore(score)).toBe('scoreRequired');
  });

  it('accepts exactly the whole numbers 1 to 10', () => {
    fc.assert(fc.property(fc.integer({ min: -50, max: 50 }), (score) => (validateNpsScore(score) === null) === (score >= 1 && score <= 10)));
  });
});

describe('npsFeedbackItems', () => {
  it('sends the score, and the comment only when it has text', () => {
    expect(npsFeedbackItems(9, '  Quick delivery. ', questions)).toEqual([
      { name: 'score', question: 'How likely?', value: '9' },
      { name: 'comment', question: 'Anything else?', value: 'Quick delivery.' },
    ]);
    expect(npsFeedbackItems(3, '   ', questions)).toEqual([{ name: 'score', question: 'How likely?', value: '3' }]);
  });

  it('cuts a long comment to the limit', () => {
    const [, comment] = npsFeedbackItems(7, 'x'.repeat(NPS_COMMENT_MAX + 20), questions);
    expect(comment!.value).toHaveLength(NPS_COMMENT_MAX);
  });
});

describe('scoreAtOffset (27 px per step over 270 px)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [27, 1],
    [28, 2],
    [135, 5],
    [269, 10],
    [270, 10],
    [400, 10],
    [-20, 1],
  ])('%s px -> %s', (offset, score) => expect(scoreAtOffset(offset, 27)).toBe(score));
});
