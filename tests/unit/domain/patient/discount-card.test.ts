import { describe, expect, it } from 'vitest';
import { DISCOUNT_AMOUNT, discountSurveyType, hasLongMemberId, isRedemptionAnswer } from '../../../../src/domain/patient/discount-card';

const now = new Date('2026-06-30T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('discount card: tutorial or follow-up (spec 02 §4)', () => {
  it('asks the tutorial of a patient who never completed it', () => {
    expect(discountSurveyType({ latestTutorialCompleted: null, surveyTime: daysAgo(1), now })).toBe('Tutorial');
    expect(discountSurveyType({ latestTutorialCompleted: 'garbage', surveyTime: daysAgo(1), now })).toBe('Tutorial');
  });

  it('follows up once the tutorial was completed after the survey was issued, however long ago', () => {
    expect(discountSurveyType({ latestTutorialCompleted: daysAgo(100), surveyTime: daysAgo(120), now })).toBe('FollowUp');
    expect(discountSurveyType({ latestTutorialCompleted: daysAgo(5), surveyTime: daysAgo(5), now })).toBe('FollowUp');
  });

  it('for a survey newer than the tutorial: follow-up within 30 days of the tutorial, the tutorial again after', () => {
    expect(discountSurveyType({ latestTutorialCompleted: daysAgo(29), surveyTime: daysAgo(2), now })).toBe('FollowUp');
    expect(discountSurveyType({ latestTutorialCompleted: daysAgo(30), surveyTime: daysAgo(2), now })).toBe('Tutorial');
    expect(discountSurveyType({ latestTutorialCompleted: daysAgo(45), surveyTime: daysAgo(2), now })).toBe('Tutorial');
  });
});

describe('discount card: the redemption answer and the layout', () => {
  it.each(['I have picked up my prescription', 'i have picked up my prescription.', '  I have  picked up my prescription ', 'He recogido mi receta'])(
    '"%s" redeems',
    (answer) => expect(isRedemptionAnswer(answer)).toBe(true),
  );

  it.each(['I have not picked up my prescription', 'Yes', '', 'He recogido'])('"%s" does not', (answer) => expect(isRedemptionAnswer(answer)).toBe(false));

  it('shows $20 and widens the card for member IDs over 15 characters', () => {
    expect(DISCOUNT_AMOUNT).toBe('$20');
    expect(hasLongMemberId('123456789012345')).toBe(false);
    expect(hasLongMemberId('1234567890123456')).toBe(true);
  });
});
