import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequiredSurveysResponse } from '../../../src/domain/survey/required-surveys.schema';
import type { DrugSearchResponse, IncompleteSurvey, Survey, SurveyAnswer, SurveyResponsePayload } from '../../../src/domain/survey/survey.schema';
import { mintIdToken } from '../support/test-tokens';
import { addresses, prescriptions } from '../../../server/schema';
import { storedSub, type TestPatient } from '../support/patients';
import { refillPayload } from '../support/refills';
import { createTestApp, TEST_IDENTITY, type TestApp } from '../support/test-app';

let t: TestApp;
let sam: TestPatient & { username: string };
let other: TestPatient & { username: string };

async function surveyPatient(): Promise<TestPatient & { username: string }> {
  const response = await t.app.inject({ method: 'POST', url: '/api/dev/survey-patients', payload: {} });
  expect(response.statusCode, response.body).toBe(200);
  const { username, uId } = response.json<{ username: string; uId: number }>();
  const token = await mintIdToken(TEST_IDENTITY, { sub: await storedSub(t.database.db, username), username, pool: 'standard' });
  return { uId, username, token, bearer: `Bearer ${token}` };
}

beforeAll(async () => {
  t = await createTestApp();
  sam = await surveyPatient();
  other = await surveyPatient();
});
afterAll(() => t.close());

const get = (url: string, who: TestPatient) => t.app.inject({ method: 'GET', url, headers: { authorization: who.bearer } });
const post = (url: string, payload: object, who: TestPatient) => t.app.inject({ method: 'POST', url, payload, headers: { authorization: who.bearer } });
const message = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

async function surveyOf(who: TestPatient, eventId: number, locale = 'en'): Promise<Survey> {
  const response = await get(`/api/surveys?u_id=${who.uId}&survey_event_id=${eventId}&locale=${locale}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ surveys: Survey[] }>().surveys[0]!;
}

const final = (who: TestPatient, eventId: number, surveyId: number, answers: SurveyAnswer[], score: number): SurveyResponsePayload => ({
  u_id: who.uId,
  survey_event_id: eventId,
  surveyId,
  time_completed: '2026-02-03 09:15:00',
  numQuestions: answers.length,
  answers,
  flaggedQuestions: [],
  careProviderId: null,
  medications: [],
  score,
});

describe('GET /surveys', () => {
  it('lists the incomplete surveys, and answers one survey in the language asked for', async () => {
    const list = await get(`/api/surveys?u_id=${sam.uId}&status=incomplete&locale=en`, sam);
    expect(list.statusCode).toBe(200);
    const ids = list.json<{ surveys: IncompleteSurvey[] }>().surveys.map((survey) => survey.surveyEventID);
    expect(ids).toEqual(expect.arrayContaining([9001, 9003, 9004, 9101, 9102]));
    expect(ids).not.toContain(9002);

    const english = await surveyOf(sam, 9101);
    expect(english.surveyName).toBe('Medication Review');
    expect(new Set(english.questions.map((question) => question.questionType))).toEqual(new Set(['MC', 'Numeric', 'TextInput', 'MedList', 'Checkbox', 'MedInfo', 'MedInfoUpdate', 'Label']));
    const spanish = await surveyOf(sam, 9101, 'es');
    expect(spanish.surveyName).toBe('Revisión de medicamentos');
    expect(spanish.questions[1]!.options).toContain('Otro');
  });

  it("answers 'No surveys found.' for a submitted survey and 404 for an unknown event", async () => {
    const done = await get(`/api/surveys?u_id=${sam.uId}&survey_event_id=9002`, sam);
    expect(done.statusCode).toBe(404);
    expect(message(done)).toBe('No surveys found.');
    const unknown = await get(`/api/surveys?u_id=${sam.uId}&survey_event_id=4242`, sam);
    expect(unknown.statusCode).toBe(404);
    expect(message(unknown)).toMatch(/No such survey event/);
    const neither = await get(`/api/surveys?u_id=${sam.uId}`, sam);
    expect(neither.statusCode).toBe(400);
  });

  it("refuses another patient's u_id", async () => {
    expect((await get(`/api/surveys?u_id=${other.uId}&survey_event_id=9101`, sam)).statusCode).toBe(403);
  });
});

describe('POST /survey-responses/partial', () => {
  it('keeps the answers so far and gives them back as the partial response', async () => {
    const answers = [
      { questionNum: 1, answer: '', answerOption: 0 },
      { questionNum: 2, answer: 'Yes', answerOption: 0 },
    ];
    const saved = await post('/api/survey-responses/partial', { u_id: sam.uId, survey_event_id: 9101, flaggedQuestions: [], careProviderId: null, answers, score: 1 }, sam);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ok: true, score: 1 });
    const survey = await surveyOf(sam, 9101);
    expect(survey.partialResponse).toEqual({ partialAnswers: answers, numQuestionsAnswered: 2, partialScore: 1 });
  });

  it('refuses answers that do not follow the survey, or a score the answers do not give', async () => {
    const skip = await post('/api/survey-responses/partial', { u_id: sam.uId, survey_event_id: 9101, flaggedQuestions: [], careProviderId: null, answers: [{ questionNum: 3, answer: 'x', answerOption: 0 }], score: 0 }, sam);
    expect(skip.statusCode).toBe(400);
    expect(message(skip)).toMatch(/not the current question/);
    const score = await post('/api/survey-responses/partial', { u_id: sam.uId, survey_event_id: 9101, flaggedQuestions: [], careProviderId: null, answers: [{ questionNum: 1, answer: '', answerOption: 0 }], score: 7 }, sam);
    expect(score.statusCode).toBe(400);
    expect(message(score)).toMatch(/score/);
  });
});

describe('POST /survey-responses', () => {
  it('scores with the engine, records an early end, and refuses a second submit', async () => {
    const answers = [
      { questionNum: 1, answer: 'Often', answerOption: 2 },
      { questionNum: 2, answer: 'Severe', answerOption: 2 },
    ];
    const unfinished = await post('/api/survey-responses', final(sam, 9102, 32, answers.slice(0, 1), 4), sam);
    expect(unfinished.statusCode).toBe(400);
    expect(message(unfinished)).toMatch(/not finished/);

    const submitted = await post('/api/survey-responses?survey_event_id=9102', final(sam, 9102, 32, answers, 8), sam);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ ok: true, score: 8 });
    const stored = await t.app.inject({ method: 'GET', url: `/api/dev/survey-responses?username=${encodeURIComponent(sam.username)}` });
    expect(stored.json<{ responses: { surveyEventId: number; terminatedEarly: boolean; score: number }[] }>().responses).toEqual([
      expect.objectContaining({ surveyEventId: 9102, terminatedEarly: true, score: 8 }),
    ]);
    const again = await post('/api/survey-responses', final(sam, 9102, 32, answers, 8), sam);
    expect(again.statusCode).toBe(409);
    expect((await get(`/api/surveys?u_id=${sam.uId}&survey_event_id=9102`, sam)).statusCode).toBe(404);
  });

  it('refuses a wrong survey id, a mismatched count or query', async () => {
    const answers = [{ questionNum: 1, answer: 'Yes', answerOption: 0 }];
    expect((await post('/api/survey-responses', final(sam, 9004, 21, answers, 0), sam)).statusCode).toBe(400);
    expect((await post('/api/survey-responses', { ...final(sam, 9004, 24, answers, 0), numQuestions: 3 }, sam)).statusCode).toBe(400);
    expect((await post('/api/survey-responses?survey_event_id=9001', final(sam, 9004, 24, answers, 0), sam)).statusCode).toBe(400);
    expect((await post('/api/survey-responses', { ...final(sam, 9004, 24, answers, 0), time_completed: '2026-02-03T09:15:00Z' }, sam)).statusCode).toBe(400);
  });

  it('completing both required assessments of Xeljanz lets its refill through', async () => {
    const db = t.database.db;
    const [xeljanz] = await db.select({ mId: prescriptions.mId }).from(prescriptions).where(and(eq(prescriptions.uId, other.uId), eq(prescriptions.rxNumber, '6012007')));
    const [home] = await db.select({ addrId: addresses.addrId }).from(addresses).where(and(eq(addresses.uId, other.uId), eq(addresses.addressType, 'Home')));
    const payload = () => refillPayload(db, other.uId, ['6012007'], { addrId: home!.addrId, now: new Date() });
    const required = async () => {
      const response = await get(`/api/user/medications/required-surveys?u_id=${other.uId}&m_ids[]=${xeljanz!.mId}`, other);
      return response.statusCode === 404 ? [] : response.json<RequiredSurveysResponse>().drugAssessmentMappings.map((item) => item.surveyEventID);
    };
    expect(await required()).toEqual([9001, 9004]);

    const first = await post('/api/survey-responses', final(other, 9001, 21, [{ questionNum: 1, answer: 'No', answerOption: 1 }, { questionNum: 2, answer: 'Mild', answerOption: 0 }], 0), other);
    expect(first.statusCode, first.body).toBe(200);
    expect(await required()).toEqual([9004]);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/refill-requests',
      payload: await payload(),
      headers: { authorization: other.bearer, 'idempotency-key': 'survey-test-1' },
    });
    expect(blocked.statusCode).toBe(409);

    const second = await post('/api/survey-responses', final(other, 9004, 24, [{ questionNum: 1, answer: 'Yes', answerOption: 0 }], 0), other);
    expect(second.statusCode, second.body).toBe(200);
    expect(await required()).toEqual([]);
    const refill = await t.app.inject({
      method: 'POST',
      url: '/api/refill-requests',
      payload: await payload(),
      headers: { authorization: other.bearer, 'idempotency-key': 'survey-test-2' },
    });
    expect(refill.statusCode, refill.body).toBe(200);
  });
});

describe('GET /drugs/ndc.json', () => {
  const search = (query: string) => get(`/api/drugs/ndc.json?${query}`, sam);

  it('finds by brand name from the start, any case, and by product NDC, at most 10', async () => {
    const byName = await search('search=brand_name_base:"xelj"&limit=10');
    expect(byName.statusCode).toBe(200);
    expect(byName.json<DrugSearchResponse>().results.map((entry) => entry.brand_name)).toEqual(['Xeljanz', 'Xeljanz XR']);
    const byNdc = await search('search=product_ndc:"0074-4339"');
    expect(byNdc.json<DrugSearchResponse>().results[0]).toMatchObject({ brand_name: 'Humira', openfda: { manufacturer_name: ['AbbVie Inc.'] } });
    expect((await search('search=brand_name_base:"h"&limit=1')).json<DrugSearchResponse>().results).toHaveLength(1);
    expect((await search('search=brand_name_base:"h"&limit=11')).statusCode).toBe(400);
  });

  it("answers 404 'No matches found!', 409 NDC_LIMIT and 410 INVALID_NDC", async () => {
    const none = await search('search=brand_name_base:"zzzz"');
    expect(none.statusCode).toBe(404);
    expect(message(none)).toBe('No matches found!');
    const limit = await search('search=product_ndc:"1234567890"');
    expect(limit.statusCode).toBe(409);
    expect(message(limit)).toBe('NDC_LIMIT');
    const invalid = await search('search=product_ndc:"12345"');
    expect(invalid.statusCode).toBe(410);
    expect(message(invalid)).toBe('INVALID_NDC');
    expect((await search('search=generic_name:"x"')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/drugs/ndc.json?search=brand_name_base:"humi"' })).statusCode).toBe(401);
  });
});
