import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyAnswer } from '../../../src/domain/survey/survey.schema';
import { mintIdToken } from '../support/test-tokens';
import { storedSub, type TestPatient } from '../support/patients';
import { createTestApp, TEST_IDENTITY, type TestApp } from '../support/test-app';

/**
 * Spec 02 §5 "Assessment answers" hold where answers are stored too: a response that skips the
 * widget cannot score a numeric answer by another option, store an out-of-range number, an empty
 * text or a malformed medication list. Survey event 9101 is the Medication Review.
 */

let t: TestApp;
let sam: TestPatient;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'POST', url: '/api/dev/survey-patients', payload: {} });
  const { username, uId } = response.json<{ username: string; uId: number }>();
  const token = await mintIdToken(TEST_IDENTITY, { sub: await storedSub(t.database.db, username), username, pool: 'standard' });
  sam = { uId, username, token, bearer: `Bearer ${token}` };
});
afterAll(() => t.close());

const partial = (answers: SurveyAnswer[], score: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/survey-responses/partial',
    payload: { u_id: sam.uId, survey_event_id: 9101, flaggedQuestions: [], careProviderId: null, answers, score },
    headers: { authorization: sam.bearer },
  });
const message = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

const intro: SurveyAnswer = { questionNum: 1, answer: '', answerOption: 0 };
const noNewMedication: SurveyAnswer = { questionNum: 2, answer: 'No', answerOption: 1 };
const newMedication: SurveyAnswer = { questionNum: 2, answer: 'Yes', answerOption: 0 };

describe('POST /survey-responses/partial checks each answer against its question', () => {
  it('refuses a numeric answer outside every range', async () => {
    const response = await partial([intro, noNewMedication, { questionNum: 4, answer: '50', answerOption: 0 }], 0);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('body/answers: question 4: enter value between 0 - 30');
  });

  it('refuses a numeric answer scored by an option whose range does not hold it', async () => {
    // 5 missed doses is option 1 (3-30, flagged, scores 3); claiming option 0 would score 0.
    const response = await partial([intro, noNewMedication, { questionNum: 4, answer: '5', answerOption: 0 }], 0);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('body/answers: question 4: 5 is in option 1, not 0');
  });

  it('refuses an empty text answer, and takes it once written', async () => {
    const before: SurveyAnswer[] = [intro, noNewMedication, { questionNum: 4, answer: '1', answerOption: 0 }, { questionNum: 5, answer: 'Nausea', answerOption: 0 }];
    const empty = await partial([...before, { questionNum: 6, answer: '   ', answerOption: 0 }], 1);
    expect(empty.statusCode).toBe(400);
    expect(message(empty)).toBe('body/answers: question 6: an answer is required');
    const written = await partial([...before, { questionNum: 6, answer: 'Reminders help', answerOption: 0 }], 1);
    expect(written.statusCode, written.body).toBe(200);
  });

  it('refuses a medication list with an empty entry, an extra field or a bad dosage', async () => {
    const cases: [string, string][] = [
      ['Aspirin,81 mg,1,daily|,,,', 'every entry needs a medication name (remove empty entries)'],
      ['Aspirin,81 mg,1,daily,twice', 'medication fields may not contain commas or vertical bars'],
      ['Aspirin,0.5 mg,1,daily', 'the dosage must be 1 or more of mg, mcg or g'],
      ['Aspirin,81 mg,0,daily', 'the amount must be a positive whole number'],
    ];
    for (const [answer, problem] of cases) {
      const response = await partial([intro, newMedication, { questionNum: 3, answer, answerOption: 0 }], 1);
      expect(response.statusCode, answer).toBe(400);
      expect(message(response)).toBe(`body/answers: question 3: ${problem}`);
    }
    const fine = await partial([intro, newMedication, { questionNum: 3, answer: 'Aspirin,81 mg,1,daily|Metformin,500 mg,,', answerOption: 0 }], 1);
    expect(fine.statusCode, fine.body).toBe(200);
  });
});
