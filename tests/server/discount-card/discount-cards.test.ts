import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscountCardResponse, DiscountRedemptionResponse } from '../../../src/domain/patient/discount-card.schema';
import { mintIdToken } from '../support/test-tokens';
import { signedInPatient, storedSub, type TestPatient } from '../support/patients';
import { createTestApp, TEST_IDENTITY, type TestApp } from '../support/test-app';

const NOW = new Date('2026-03-10T15:00:00Z');

let t: TestApp;
let hannah: TestPatient;
let pat: TestPatient;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  hannah = await signedInPatient(t.database.db, 'hannah.home@example.com');
  pat = await signedInPatient(t.database.db, 'pat.demo@example.com');
});
afterAll(() => t.close());

const get = (url: string, who?: TestPatient) => t.app.inject({ method: 'GET', url, headers: who ? { authorization: who.bearer } : {} });
const post = (url: string, payload: object, who: TestPatient) => t.app.inject({ method: 'POST', url, payload, headers: { authorization: who.bearer } });

/** A new patient of its own with the demo discount card, through the development routes. */
async function freshCardHolder(): Promise<TestPatient & { discountId: number }> {
  const created = await t.app.inject({ method: 'POST', url: '/api/dev/refill-patients', payload: {} });
  expect(created.statusCode, created.body).toBe(200);
  const { username, uId } = created.json<{ username: string; uId: number }>();
  const seeded = await t.app.inject({ method: 'POST', url: '/api/dev/discount-cards', payload: { username } });
  expect(seeded.statusCode, seeded.body).toBe(200);
  const token = await mintIdToken(TEST_IDENTITY, { sub: await storedSub(t.database.db, username), username, pool: 'standard' });
  return { uId, username, token, bearer: `Bearer ${token}`, discountId: seeded.json<{ discountId: number }>().discountId };
}

describe('GET /discount-cards', () => {
  it("answers the seeded card with the tutorial questions in the patient's language, no-store", async () => {
    const response = await get(`/api/discount-cards?u_id=${hannah.uId}&locale=en&initial=true`, hannah);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const { discountCard, survey } = response.json<DiscountCardResponse>();
    expect(discountCard).toMatchObject({ memberId: 'RXD4471902815', rxBIN: '610494', rxGRP: 'RXSAVE20', rxPCN: 'DISC', helpline: '+18005550175', discountUrl: null });
    expect(survey.surveyType).toBe('Tutorial');
    expect(survey.redeemed).toBe(false);
    expect(survey.questions[0]!.question).toBe('Have you used a prescription discount card before?');

    const spanish = (await get(`/api/discount-cards?u_id=${hannah.uId}&locale=es`, hannah)).json<DiscountCardResponse>();
    expect(spanish.survey.questions[0]!.question).toBe('¿Ha usado antes una tarjeta de descuento para recetas?');
  });

  it('answers 404 to a patient without a card, 400 to bad queries, 403 for another patient and 401 without a token', async () => {
    expect((await get(`/api/discount-cards?u_id=${pat.uId}`, pat)).statusCode).toBe(404);
    expect((await get(`/api/discount-cards?u_id=${hannah.uId}&locale=fr`, hannah)).statusCode).toBe(400);
    expect((await get(`/api/discount-cards?u_id=${hannah.uId}&discount_id=-1`, hannah)).statusCode).toBe(400);
    expect((await get(`/api/discount-cards?u_id=${hannah.uId}`, pat)).statusCode).toBe(403);
    expect((await get(`/api/discount-cards?u_id=${hannah.uId}`)).statusCode).toBe(401);
  });

  it('answers the card named by discount_id, the newest without it, and 404 for a card of another patient or none', async () => {
    const robin = await freshCardHolder();
    const added = await t.app.inject({ method: 'POST', url: '/api/dev/discount-cards', payload: { username: robin.username, memberId: 'RXD-2026-LONG-MEMBER-77' } });
    expect(added.statusCode, added.body).toBe(200);
    const newer = added.json<{ discountId: number }>().discountId;
    expect(newer).not.toBe(robin.discountId);

    const newest = (await get(`/api/discount-cards?u_id=${robin.uId}`, robin)).json<DiscountCardResponse>();
    expect(newest.discountCard).toMatchObject({ discountId: newer, memberId: 'RXD-2026-LONG-MEMBER-77' });
    const older = (await get(`/api/discount-cards?u_id=${robin.uId}&discount_id=${robin.discountId}`, robin)).json<DiscountCardResponse>();
    expect(older.discountCard).toMatchObject({ discountId: robin.discountId, memberId: 'RXD4471902815' });

    const hannahs = (await get(`/api/discount-cards?u_id=${hannah.uId}`, hannah)).json<DiscountCardResponse>().discountCard.discountId;
    expect((await get(`/api/discount-cards?u_id=${robin.uId}&discount_id=${hannahs}`, robin)).statusCode).toBe(404);
    expect((await get(`/api/discount-cards?u_id=${robin.uId}&discount_id=999999`, robin)).statusCode).toBe(404);
  });
});

describe('POST /discount-cards/answers', () => {
  it('records the tutorial, after which the card asks the follow-up (with the redemption answer)', async () => {
    const robin = await freshCardHolder();
    const saved = await post(
      '/api/discount-cards/answers',
      { u_id: robin.uId, discountId: robin.discountId, sessionId: 's-1', surveyType: 'Tutorial', answers: [{ questionId: 1, answer: 'Yes' }] },
      robin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const { survey } = (await get(`/api/discount-cards?u_id=${robin.uId}&locale=en`, robin)).json<DiscountCardResponse>();
    expect(survey.surveyType).toBe('FollowUp');
    expect(survey.questions[0]!.options).toContain('I have picked up my prescription');
  });

  it("refuses empty answers with 400 and another patient's card with 404", async () => {
    const robin = await freshCardHolder();
    const body = { u_id: robin.uId, discountId: robin.discountId, sessionId: 's-1', surveyType: 'Tutorial', answers: [] };
    expect((await post('/api/discount-cards/answers', body, robin)).statusCode).toBe(400);
    const answer = [{ questionId: 1, answer: 'x'.repeat(501) }];
    expect((await post('/api/discount-cards/answers', { ...body, answers: answer }, robin)).statusCode).toBe(400);
    const foreign = { ...body, u_id: pat.uId, answers: [{ questionId: 1, answer: 'Yes' }] };
    expect((await post('/api/discount-cards/answers', foreign, pat)).statusCode).toBe(404);
  });
});

describe('POST /discount-cards/redemptions', () => {
  it('redeems once: the second call keeps the first time and says so', async () => {
    const robin = await freshCardHolder();
    const first = await post('/api/discount-cards/redemptions', { u_id: robin.uId, discountId: robin.discountId }, robin);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<DiscountRedemptionResponse>()).toEqual({ redeemedAt: NOW.toISOString(), alreadyRedeemed: false });
    const second = await post('/api/discount-cards/redemptions', { u_id: robin.uId, discountId: robin.discountId }, robin);
    expect(second.json<DiscountRedemptionResponse>()).toEqual({ redeemedAt: NOW.toISOString(), alreadyRedeemed: true });
    const { survey } = (await get(`/api/discount-cards?u_id=${robin.uId}`, robin)).json<DiscountCardResponse>();
    expect(survey.redeemed).toBe(true);
  });

  it("answers 404 for another patient's card and 403 for another patient's u_id", async () => {
    const robin = await freshCardHolder();
    expect((await post('/api/discount-cards/redemptions', { u_id: pat.uId, discountId: robin.discountId }, pat)).statusCode).toBe(404);
    expect((await post('/api/discount-cards/redemptions', { u_id: robin.uId, discountId: robin.discountId }, pat)).statusCode).toBe(403);
  });
});
