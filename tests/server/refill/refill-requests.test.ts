import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackLookupResponse, FeedbackSubmitResponse } from '../../../src/domain/survey/feedback.schema';
import type { BillingResponse } from '../../../src/domain/medication/order.schema';
import type { MedicationsResponse, Prescription } from '../../../src/domain/medication/prescription.schema';
import type { RefillRequestPayload, RefillRequestsResponse, RefillSubmitResponse } from '../../../src/domain/refill/refill.schema';
import type { RequiredSurveysResponse } from '../../../src/domain/survey/required-surveys.schema';
import { addDays, localDateIn, weekdayOf } from '../../../src/domain/calendar/calendar-dates';
import { nextRefillDate } from '../../../src/domain/refill/refill-date';
import { buildApp } from '../../../server/app';
import { mintIdToken } from '../support/test-tokens';
import { addresses, idempotencyKeys, orders, prescriptions, refillRequestItems, refillRequests } from '../../../server/schema';
import { IDEMPOTENCY_MESSAGES } from '../../../server/platform/http/idempotency';
import { signedInPatient, storedSub, type TestPatient } from '../support/patients';
import { deliveryWindowFor, prescriptionRefs, refillPayload } from '../support/refills';
import { createTestApp, TEST_IDENTITY, type TestApp } from '../support/test-app';

/** The server's clock for the whole file: delivery windows are computed against it. */
const NOW = new Date();
const PHARMACY_ZONE = 'America/New_York';

let t: TestApp;
let pat: TestPatient;
let riley: TestPatient;
let maria: TestPatient;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  pat = await signedInPatient(t.database.db, 'pat.demo@example.com');
  riley = await signedInPatient(t.database.db, 'riley.refill@example.com');
  maria = await signedInPatient(t.database.db, 'maria.demo@example.com');
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string, who: TestPatient) => t.app.inject({ method: 'GET', url, headers: { authorization: who.bearer } });
const send = (method: 'POST' | 'PUT', url: string, payload: object, who: TestPatient, key?: string) =>
  t.app.inject({ method, url, payload, headers: { authorization: who.bearer, ...(key === undefined ? {} : { 'idempotency-key': key }) } });
const submit = (payload: object, who: TestPatient, key: string) => send('POST', '/api/refill-requests', payload, who, key);
const message = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

let keyCounter = 0;
const newKey = () => `test-key-${Date.now().toString(36)}-${keyCounter++}`;

/** A fresh patient from the dev route, signed in. */
async function freshPatient(): Promise<TestPatient & { home: number; pickup: number }> {
  const response = await t.app.inject({ method: 'POST', url: '/api/dev/refill-patients', payload: {} });
  expect(response.statusCode, response.body).toBe(200);
  const { username, uId } = response.json<{ username: string; uId: number }>();
  const token = await mintIdToken(TEST_IDENTITY, { sub: await storedSub(db(), username), username, pool: 'standard' });
  const rows = await db().select().from(addresses).where(eq(addresses.uId, uId));
  return {
    uId,
    username,
    token,
    bearer: `Bearer ${token}`,
    home: rows.find((row) => row.addressType === 'Home')!.addrId,
    pickup: rows.find((row) => row.isPickup === 1)!.addrId,
  };
}

async function requestCount(uId: number): Promise<number> {
  const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(refillRequests).where(eq(refillRequests.uId, uId));
  return Number(row!.n);
}

async function medicationsOf(who: TestPatient, query = ''): Promise<Prescription[]> {
  const response = await get(`/api/user/medications?u_id=${who.uId}&med_type=prescription${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MedicationsResponse>().medications;
}

const byRx = (medications: Prescription[], rxNumber: string) => medications.find((medication) => medication.rxNumber === rxNumber)!;

describe('GET /user/medications', () => {
  it("lists the demo patient's prescriptions with tables, refills, orders and no order in progress", async () => {
    const medications = await medicationsOf(pat);
    expect(medications.map((medication) => medication.rxNumber).sort()).toEqual(
      ['6012001', '6012002', '6012003', '6012004', '6012005', '6012006', '6012007', '6012008', '6012009', '6012010'],
    );
    expect(medications.filter((medication) => medication.hasActiveOrder)).toEqual([]);
    expect(byRx(medications, '6012009').displayTable).toBe('pending');
    expect(byRx(medications, '6012010').displayTable).toBe('inactive');
    expect(byRx(medications, '6012001')).toMatchObject({ displayTable: 'active', refrigerated: true, allowPortalRefill: true, requestId: null });
    expect(byRx(medications, '6012003').instructions).toBeNull();
    expect(byRx(medications, '6012004').allowPortalRefill).toBe(false);
    expect(byRx(medications, '6012005').refillsLeft).toBe(1);
    expect(byRx(medications, '6012006').refillsLeft).toBe(0);
    expect(JSON.parse(byRx(medications, '6012009').rxStatusFields!)).toEqual({
      inPhysicianQueue: true,
      physicianQueueReason: 'Waiting for the prescriber to confirm the dose',
    });

    const humira = byRx(medications, '6012001');
    expect(humira.refills).toHaveLength(1);
    expect(humira.refills[0]).toMatchObject({ rxNumbers: ['6012001', '6012003'], street: '2 Penn Center Plaza', trackingNumber: '1Z999AA10123456784' });
    expect(JSON.parse(humira.refills[0]!.supplies!)).toEqual([{ value: 'Alcohol swabs' }, { value: 'Sharps Container' }]);
    expect(humira.latestRequestId).toBe(humira.refills[0]!.requestId);
    expect(humira.orders).toHaveLength(1);
    expect(humira.orders[0]!.orderStatus).toBe(3);
    expect(humira.orders[0]!.items.map((item) => item.rxNumber)).toEqual(['6012001', '6012003']);
    expect(humira.orders[0]!.items[0]!.billing.map((entry) => [entry.paymentType, entry.amountPaid])).toEqual([
      ['INSURANCE1', 6120.55],
      ['CARD', 5],
    ]);
  });

  it('allow_portal_refill=1 keeps the active prescriptions refillable through the portal', async () => {
    const medications = await medicationsOf(pat, '&allow_portal_refill=1');
    expect(medications.map((medication) => medication.rxNumber).sort()).toEqual(['6012001', '6012002', '6012003', '6012005', '6012007', '6012008']);
  });

  it('marks prescriptions in an order in progress', async () => {
    const medications = await medicationsOf(riley);
    const requested = byRx(medications, '6013001');
    expect(requested).toMatchObject({ hasActiveOrder: true, displayStatus: 2 });
    expect(requested.requestId).toEqual(expect.any(Number));
    expect(requested.latestRequestId).toBe(requested.requestId);
    expect(byRx(medications, '6013002')).toMatchObject({ hasActiveOrder: true, displayStatus: 5, orderStatus: 333 });
    expect(byRx(medications, '6013003')).toMatchObject({ hasActiveOrder: false, requestId: null });
    expect(byRx(medications, '6013003').orders.map((order) => order.orderStatus)).toEqual([3, 3]);
  });

  it('refuses another med_type and an allow_portal_refill that is not 0 or 1', async () => {
    expect((await get(`/api/user/medications?u_id=${pat.uId}&med_type=otc`, pat)).statusCode).toBe(400);
    expect((await get(`/api/user/medications?u_id=${pat.uId}&allow_portal_refill=yes`, pat)).statusCode).toBe(400);
  });
});

describe('GET /user/medications/required-surveys', () => {
  const mIdOf = async (who: TestPatient, rxNumber: string) => byRx(await medicationsOf(who), rxNumber).mId;

  it('lists the required assessments still to complete, from m_ids[] or m_ids', async () => {
    const xeljanz = await mIdOf(pat, '6012007');
    const humira = await mIdOf(pat, '6012001');
    for (const query of [`m_ids[]=${xeljanz}&m_ids[]=${humira}`, `m_ids=${xeljanz}`, `m_ids[]=${xeljanz}`]) {
      const response = await get(`/api/user/medications/required-surveys?u_id=${pat.uId}&${query}`, pat);
      expect(response.statusCode, query).toBe(200);
      expect(response.json<RequiredSurveysResponse>().drugAssessmentMappings).toEqual([
        { mId: xeljanz, hasIncompleteAssessment: true, surveyEventID: 9001, isRequired: true, surveyName: 'Xeljanz Safety Check-in' },
      ]);
    }
  });

  it('answers 404 when none is required and incomplete (completed or optional ones do not count)', async () => {
    const humira = await mIdOf(pat, '6012001');
    const lisinopril = await mIdOf(pat, '6012002');
    const response = await get(`/api/user/medications/required-surveys?u_id=${pat.uId}&m_ids[]=${humira}&m_ids[]=${lisinopril}`, pat);
    expect(response.statusCode).toBe(404);
    expect(message(response)).toMatch(/No required assessments/);
  });

  it('needs at least one medication', async () => {
    expect((await get(`/api/user/medications/required-surveys?u_id=${pat.uId}`, pat)).statusCode).toBe(400);
    expect((await get(`/api/user/medications/required-surveys?u_id=${pat.uId}&m_ids[]=abc`, pat)).statusCode).toBe(400);
  });
});

describe('POST /refill-requests: idempotency', () => {
  it('needs an Idempotency-Key of at most 255 characters', async () => {
    const robin = await freshPatient();
    const payload = await refillPayload(db(), robin.uId, ['6012002'], { addrId: robin.home, now: NOW });
    const missing = await send('POST', '/api/refill-requests', payload, robin);
    expect(missing.statusCode).toBe(400);
    expect(message(missing)).toBe(IDEMPOTENCY_MESSAGES.required);
    const tooLong = await submit(payload, robin, 'k'.repeat(256));
    expect(tooLong.statusCode).toBe(400);
    expect(message(tooLong)).toBe(IDEMPOTENCY_MESSAGES.tooLong);
    expect(await requestCount(robin.uId)).toBe(0);
    expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.patientId, robin.uId))).toEqual([]);
  });

  it('answers a retry with the same key with the first answer, and stores one request', async () => {
    const robin = await freshPatient();
    const payload = await refillPayload(db(), robin.uId, ['6012002'], { addrId: robin.home, now: NOW });
    const key = newKey();
    const first = await submit(payload, robin, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    const again = await submit(payload, robin, `"${key}"`);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await requestCount(robin.uId)).toBe(1);
    const [stored] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.patientId, robin.uId));
    expect(stored).toMatchObject({ key, state: 'done', responseStatus: 200, method: 'POST', path: '/api/refill-requests' });
  });

  it('creates exactly one request for 50 concurrent submissions with one key', async () => {
    const robin = await freshPatient();
    const payload = await refillPayload(db(), robin.uId, ['6012001', '6012003'], { addrId: robin.home, now: NOW });
    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 50 }, () => submit(payload, robin, key)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const ok = responses.filter((response) => response.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.filter((response) => response.headers['idempotency-replayed'] !== 'true')).toHaveLength(1);
    expect(new Set(ok.map((response) => response.body)).size).toBe(1);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) expect(message(response)).toBe(IDEMPOTENCY_MESSAGES.inProgress);
    expect(await requestCount(robin.uId)).toBe(1);
    const replay = await submit(payload, robin, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(ok[0]!.body);
  });

  it('refuses the same key with a different body (422) and keeps the first result', async () => {
    const robin = await freshPatient();
    const payload = await refillPayload(db(), robin.uId, ['6012002'], { addrId: robin.home, now: NOW });
    const key = newKey();
    expect((await submit(payload, robin, key)).statusCode).toBe(200);
    const other = await submit({ ...payload, paymentMethod: 2 }, robin, key);
    expect(other.statusCode).toBe(422);
    expect(message(other)).toBe(IDEMPOTENCY_MESSAGES.mismatch);
    expect(await requestCount(robin.uId)).toBe(1);
  });

  it('forgets a completed key after a day: the key may then carry a new request', async () => {
    const robin = await freshPatient();
    const key = newKey();
    const first = await refillPayload(db(), robin.uId, ['6012002'], { addrId: robin.home, now: NOW });
    expect((await submit(first, robin, key)).statusCode).toBe(200);
    await db()
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(idempotencyKeys.patientId, robin.uId), eq(idempotencyKeys.key, key)));
    const second = await refillPayload(db(), robin.uId, ['6012001'], { addrId: robin.home, now: NOW });
    const answer = await submit(second, robin, key);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['idempotency-replayed']).toBeUndefined();
    expect(await requestCount(robin.uId)).toBe(2);
  });

  it('releases the key of a refused request, so the corrected retry goes through', async () => {
    const robin = await freshPatient();
    const payload = await refillPayload(db(), robin.uId, ['6012002'], { addrId: robin.home, now: NOW });
    const key = newKey();
    const refused = await submit({ ...payload, deliveryDate: localDateIn(NOW, PHARMACY_ZONE) }, robin, key);
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toMatch(/not an allowed delivery date/);
    expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.patientId, robin.uId))).toEqual([]);
    const corrected = await submit(payload, robin, key);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await requestCount(robin.uId)).toBe(1);
  });

  it("keeps keys per patient: another patient's identical key is independent", async () => {
    const [robin, sasha] = await Promise.all([freshPatient(), freshPatient()]);
    const key = newKey();
    const first = await submit(await refillPayload(db(), robin.uId, ['6012002'], { addrId: robin.home, now: NOW }), robin, key);
    const second = await submit(await refillPayload(db(), sasha.uId, ['6012002'], { addrId: sasha.home, now: NOW }), sasha, key);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['idempotency-replayed']).toBeUndefined();
    expect(second.json<RefillSubmitResponse>().request.requestId).not.toBe(first.json<RefillSubmitResponse>().request.requestId);
  });

  it("answers 403 for another patient's u_id, before looking at the key", async () => {
    const robin = await freshPatient();
    const payload = await refillPayload(db(), robin.uId, ['6012002'], { addrId: robin.home, now: NOW });
    const response = await submit({ ...payload, u_id: pat.uId }, robin, newKey());
    expect(response.statusCode).toBe(403);
    expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.patientId, robin.uId))).toEqual([]);
  });
});

describe('POST /refill-requests: rules', () => {
  let robin: Awaited<ReturnType<typeof freshPatient>>;
  beforeAll(async () => {
    robin = await freshPatient();
  });
  const refused = async (payload: RefillRequestPayload, status: number, pattern: RegExp) => {
    const response = await submit(payload, robin, newKey());
    expect(response.statusCode, response.body).toBe(status);
    expect(message(response)).toMatch(pattern);
  };
  const valid = (rxNumbers: string[], options: { dayIndex?: number } = {}) => refillPayload(db(), robin.uId, rxNumbers, { addrId: robin.home, now: NOW, ...options });

  it('refuses prescriptions that may not be refilled here (409)', async () => {
    for (const [rxNumber, pattern] of [
      ['6012004', /cannot be refilled through the portal/],
      ['6012006', /cannot be refilled through the portal|no refills left/],
      ['6012007', /Complete the required assessment "Xeljanz Safety Check-in"/],
      ['6012009', /not an active prescription/],
      ['6012010', /not an active prescription/],
    ] as const) {
      const payload = { ...(await valid(['6012002'])), prescriptions: await prescriptionRefs(db(), robin.uId, [rxNumber]), rxNumber };
      await refused(payload, 409, pattern);
    }
  });

  it('refuses a body that does not hold together (400) or a prescription of someone else (403)', async () => {
    const payload = await valid(['6012002', '6012005']);
    await refused({ ...payload, rxNumber: '6012005' }, 400, /rxNumber/);
    await refused({ ...payload, prescriptions: [payload.prescriptions[0]!, payload.prescriptions[0]!] }, 400, /once/);
    await refused({ ...payload, prescriptions: [{ ...payload.prescriptions[0]!, rxNumber: '6012003' }], rxNumber: '6012003' }, 400, /is not Rx 6012003/);
    await refused({ ...payload, prescriptions: [{ gId: 2_000_000_000, rxNumber: '6012002' }] }, 400, /no prescription/);
    const [patsLisinopril] = await prescriptionRefs(db(), pat.uId, ['6012002']);
    await refused({ ...payload, prescriptions: [patsLisinopril!], rxNumber: '6012002' }, 403, /does not belong to the caller/);
    const [patsAddress] = await db().select().from(addresses).where(eq(addresses.uId, pat.uId));
    await refused({ ...payload, addrId: patsAddress!.addrId }, 400, /addrId/);
    await refused({ ...payload, addrId: robin.pickup }, 400, /isPickup/);
    await refused({ ...payload, supplies: [{ supId: 4, value: '  ' }] }, 400, /other supplies/);
    await refused({ ...payload, supplies: [{ supId: 5, value: 'Gloves' }] }, 400, /unknown supply/);
    await refused({ ...payload, supplies: [{ supId: 1, value: 'Alcohol swabs' }, { supId: 1, value: 'Alcohol swabs' }] }, 400, /twice/);
    expect(await requestCount(robin.uId)).toBe(0);
  });

  it('refuses delivery dates outside the window: too soon, a weekend, Mondays for cold-chain orders, before a medication is due', async () => {
    const payload = await valid(['6012002']);
    const window = await deliveryWindowFor(db(), robin.uId, ['6012002'], NOW);
    const today = localDateIn(NOW, PHARMACY_ZONE);
    await refused({ ...payload, deliveryDate: today }, 400, /not an allowed delivery date/);
    const saturday = [...Array(14).keys()].map((offset) => addDays(window.earliest, offset)).find((date) => weekdayOf(date) === 6)!;
    await refused({ ...payload, deliveryDate: saturday }, 400, /not an allowed delivery date/);
    await refused({ ...payload, deliveryDate: addDays(window.latest, 1) }, 400, /not an allowed delivery date/);

    const cold = await valid(['6012001']);
    const coldWindow = await deliveryWindowFor(db(), robin.uId, ['6012001'], NOW);
    expect(coldWindow.allowed.filter((date) => ![2, 3, 4].includes(weekdayOf(date)))).toEqual([]);
    const monday = window.allowed.find((date) => weekdayOf(date) === 1 && !coldWindow.allowed.includes(date))!;
    await refused({ ...cold, deliveryDate: monday }, 400, /not an allowed delivery date/);

    const [atorvastatin] = await db()
      .select()
      .from(prescriptions)
      .where(and(eq(prescriptions.uId, robin.uId), eq(prescriptions.rxNumber, '6012008')));
    const due = nextRefillDate(atorvastatin!.latestDateShipped, atorvastatin!.daysOfSupply)!;
    const notDue = await valid(['6012008']);
    expect(notDue.deliveryDate >= due).toBe(true);
    const early = window.allowed.find((date) => date < due)!;
    await refused({ ...notDue, deliveryDate: early }, 400, /not an allowed delivery date/);
    expect(await requestCount(robin.uId)).toBe(0);
  });

  it('stores a valid request: prescriptions requested, the address locked, listed as active', async () => {
    const payload = {
      ...(await valid(['6012001', '6012008'])),
      supplies: [
        { supId: 1, value: 'Alcohol swabs' },
        { supId: 4, value: ' Cooler bag ' },
      ],
      deliveryInstructions: '  Side door ',
      paymentMethod: 1,
    };
    const response = await submit(payload, robin, newKey());
    expect(response.statusCode, response.body).toBe(200);
    const { request } = response.json<RefillSubmitResponse>();
    expect(request).toMatchObject({
      status: 2,
      addrId: robin.home,
      isPickup: 0,
      deliveryDate: payload.deliveryDate,
      paymentMethod: 1,
      supplies: [
        { supId: 1, value: 'Alcohol swabs' },
        { supId: 4, value: 'Cooler bag' },
      ],
      deliveryInstructions: 'Side door',
      placeholder: false,
      dateRequested: NOW.toISOString(),
    });
    expect(request.prescriptions.map((item) => [item.rxNumber, item.displayName])).toEqual([
      ['6012001', 'Humira Pen 40 mg/0.4 mL'],
      ['6012008', 'Atorvastatin 20 mg tablet'],
    ]);
    const medications = await medicationsOf(robin);
    for (const rxNumber of ['6012001', '6012008']) {
      expect(byRx(medications, rxNumber)).toMatchObject({ displayStatus: 2, hasActiveOrder: true, requestId: request.requestId, latestRequestId: request.requestId });
    }
    const [home] = await db().select().from(addresses).where(eq(addresses.addrId, robin.home));
    expect(home!.inRefill).toBe(1);

    const list = await get(`/api/refill-requests?u_id=${robin.uId}&status=active`, robin);
    expect(list.json<RefillRequestsResponse>().refills).toEqual([request]);

    const again = await submit(await valid(['6012001']), robin, newKey());
    expect(again.statusCode).toBe(409);
    expect(message(again)).toMatch(/active order/);
  });

  it('accepts a pickup location with isPickup 1', async () => {
    const payload = { ...(await valid(['6012005'])), addrId: robin.pickup, isPickup: 1 as const };
    const response = await submit(payload, robin, newKey());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<RefillSubmitResponse>().request).toMatchObject({ addrId: robin.pickup, isPickup: 1 });
  });

  it('refuses a prescription in an order in progress (409, "active order")', async () => {
    const home = (await db().select().from(addresses).where(and(eq(addresses.uId, riley.uId), eq(addresses.isPickup, 0))))[0]!;
    for (const rxNumber of ['6013001', '6013002']) {
      const payload = await refillPayload(db(), riley.uId, [rxNumber], { addrId: home.addrId, now: NOW });
      const response = await submit(payload, riley, newKey());
      expect(response.statusCode, rxNumber).toBe(409);
      expect(message(response)).toMatch(/already has an active order/);
    }
  });
});

describe('PUT /refill-requests', () => {
  const rileyRequests = async (status: 'all' | 'active' = 'all') =>
    (await get(`/api/refill-requests?u_id=${riley.uId}&status=${status}`, riley)).json<RefillRequestsResponse>().refills;
  const rileyHome = async () => (await db().select().from(addresses).where(and(eq(addresses.uId, riley.uId), eq(addresses.isPickup, 0))))[0]!.addrId;

  it('lists requests newest first; active keeps requested and processing ones', async () => {
    const all = await rileyRequests();
    expect(all.map((request) => request.status)).toEqual([2, 5, 3, 3]);
    const active = await rileyRequests('active');
    expect(active.map((request) => request.status)).toEqual([2, 5]);
    const one = await get(`/api/refill-requests?u_id=${riley.uId}&requestId=${active[1]!.requestId}`, riley);
    expect(one.json<RefillRequestsResponse>().refills).toEqual([active[1]]);
  });

  it('changes a requested request: date, payment, supplies, instructions, prescriptions', async () => {
    const [requested] = await rileyRequests('active');
    const addrId = await rileyHome();
    const both = await refillPayload(db(), riley.uId, ['6013001', '6013003'], { addrId, now: NOW, dayIndex: 1 });
    const response = await send(
      'PUT',
      '/api/refill-requests',
      { ...both, requestId: requested!.requestId, paymentMethod: 2, supplies: [{ supId: 4, value: 'Gloves' }], deliveryInstructions: 'Back door' },
      riley,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { request } = response.json<RefillSubmitResponse>();
    expect(request).toMatchObject({
      requestId: requested!.requestId,
      status: 2,
      deliveryDate: both.deliveryDate,
      paymentMethod: 2,
      supplies: [{ supId: 4, value: 'Gloves' }],
      deliveryInstructions: 'Back door',
      dateRequested: requested!.dateRequested,
    });
    expect(request.prescriptions.map((item) => item.rxNumber)).toEqual(['6013001', '6013003']);
    expect(byRx(await medicationsOf(riley), '6013003')).toMatchObject({ displayStatus: 2, hasActiveOrder: true });

    // Taking Metformin out again: it is not due yet, so it goes back to "not yet due".
    const humiraOnly = await refillPayload(db(), riley.uId, ['6013001'], { addrId, now: NOW });
    const back = await send('PUT', '/api/refill-requests', { ...humiraOnly, requestId: requested!.requestId }, riley, newKey());
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<RefillSubmitResponse>().request.prescriptions.map((item) => item.rxNumber)).toEqual(['6013001']);
    expect(byRx(await medicationsOf(riley), '6013003')).toMatchObject({ displayStatus: 8, hasActiveOrder: false });
    const items = await db().select().from(refillRequestItems).where(eq(refillRequestItems.requestId, requested!.requestId));
    expect(items).toHaveLength(1);
  });

  it('replays a PUT sent again with the same key', async () => {
    const [requested] = await rileyRequests('active');
    const payload = { ...(await refillPayload(db(), riley.uId, ['6013001'], { addrId: await rileyHome(), now: NOW, dayIndex: 2 })), requestId: requested!.requestId };
    const key = newKey();
    const first = await send('PUT', '/api/refill-requests', payload, riley, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await send('PUT', '/api/refill-requests', payload, riley, key);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await send('PUT', '/api/refill-requests', { ...payload, paymentMethod: 1 }, riley, key)).statusCode).toBe(422);
  });

  it('refuses a request that is processing (409), unknown or someone else’s (404), and one without requestId (400)', async () => {
    const [, processing] = await rileyRequests('active');
    const addrId = await rileyHome();
    const lisinopril = await refillPayload(db(), riley.uId, ['6013002'], { addrId, now: NOW });
    const locked = await send('PUT', '/api/refill-requests', { ...lisinopril, requestId: processing!.requestId }, riley);
    expect(locked.statusCode).toBe(409);
    expect(message(locked)).toMatch(/can no longer be changed/);
    const unknown = await send('PUT', '/api/refill-requests', { ...lisinopril, requestId: 2_000_000_000 }, riley);
    expect(unknown.statusCode).toBe(404);
    const [patsRequest] = await db().select().from(refillRequests).where(eq(refillRequests.uId, pat.uId));
    expect((await send('PUT', '/api/refill-requests', { ...lisinopril, requestId: patsRequest!.requestId }, riley)).statusCode).toBe(404);
    expect((await send('PUT', '/api/refill-requests', lisinopril, riley)).statusCode).toBe(400);
  });

  it('still refuses a prescription held by another order in progress', async () => {
    const [requested] = await rileyRequests('active');
    const payload = await refillPayload(db(), riley.uId, ['6013001', '6013002'], { addrId: await rileyHome(), now: NOW });
    const response = await send('PUT', '/api/refill-requests', { ...payload, requestId: requested!.requestId }, riley);
    expect(response.statusCode).toBe(409);
    expect(message(response)).toMatch(/6013002.*active order/);
  });
});

describe('GET /refill-requests/billing', () => {
  const billing = (who: TestPatient, query: string) => get(`/api/refill-requests/billing?u_id=${who.uId}&${query}`, who);

  it('answers the billing of a prescription, an order or a request', async () => {
    const byRxNumber = await billing(riley, 'rxNumber=6013001');
    expect(byRxNumber.statusCode).toBe(200);
    expect(byRxNumber.json<BillingResponse>().results.map((entry) => entry.paymentType)).toEqual(['INSURANCE1', 'INSURANCE2', 'CARD']);
    expect(byRxNumber.json<BillingResponse>().results[2]).toMatchObject({ cardType: 'Mastercard', cardNumberShort: '5454', copayAssistance: 490, amountPaid: 10 });

    const [shipped] = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.uId, riley.uId), eq(orders.orderStatus, 3)))
      .orderBy(sql`${orders.dateShipped} DESC`);
    const byOrder = (await billing(riley, `orderId=${shipped!.orderId}`)).json<BillingResponse>().results;
    expect(byOrder).toHaveLength(5);
    const byRequest = (await billing(riley, `requestId=${shipped!.requestId}`)).json<BillingResponse>().results;
    expect(byRequest).toEqual(byOrder);
  });

  it("gives nothing for another patient's order and 400 without a key", async () => {
    const [rileysOrder] = await db().select().from(orders).where(eq(orders.uId, riley.uId));
    const other = await billing(pat, `orderId=${rileysOrder!.orderId}`);
    expect(other.statusCode).toBe(200);
    expect(other.json<BillingResponse>().results).toEqual([]);
    expect((await billing(pat, '')).statusCode).toBe(400);
    expect((await get(`/api/refill-requests/billing?u_id=${riley.uId}&rxNumber=6013001`, pat)).statusCode).toBe(403);
  });
});

describe('feedback', () => {
  const lookup = (who: TestPatient) => get(`/api/feedback?u_id=${who.uId}&feedback_type=NPS`, who);
  const nps = (who: TestPatient, score: string) =>
    send('POST', '/api/feedback', {
      u_id: who.uId,
      product: 'portal',
      feedback_type: 'NPS',
      feedback: [
        { name: 'score', question: 'How likely are you to recommend us?', value: score },
        { name: 'comment', question: 'Anything else?', value: '' },
      ],
    }, who);

  it('answers null with "No results found" before any feedback, then the time of the latest', async () => {
    const never = await lookup(maria);
    expect(never.statusCode).toBe(200);
    expect(never.json<FeedbackLookupResponse>()).toEqual({ patientFeedback: null, message: 'No results found' });
    const sent = await nps(maria, '10');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<FeedbackSubmitResponse>()).toEqual({ ok: true, patientFeedback: { timeReceived: NOW.toISOString() } });
    expect((await lookup(maria)).json<FeedbackLookupResponse>()).toEqual({ patientFeedback: { timeReceived: NOW.toISOString() } });
  });

  it('needs one score from 1 to 10', async () => {
    for (const score of ['0', '11', '7.5', 'ten', '']) expect((await nps(maria, score)).statusCode, score).toBe(400);
    const withoutScore = await send('POST', '/api/feedback', { u_id: maria.uId, product: 'portal', feedback_type: 'NPS', feedback: [{ name: 'comment', question: 'Q', value: 'Hi' }] }, maria);
    expect(withoutScore.statusCode).toBe(400);
  });
});

describe('development routes', () => {
  it('lists what a fresh patient stored; 404 for an unknown username', async () => {
    const robin = await freshPatient();
    const empty = await t.app.inject({ method: 'GET', url: `/api/dev/refill-requests?username=${encodeURIComponent(robin.username)}` });
    expect(empty.json()).toEqual({ count: 0, refills: [] });
    const payload = await refillPayload(db(), robin.uId, ['6012002'], { addrId: robin.home, now: NOW });
    const { request } = (await submit(payload, robin, newKey())).json<RefillSubmitResponse>();
    const after = await t.app.inject({ method: 'GET', url: `/api/dev/refill-requests?username=${encodeURIComponent(robin.username.toUpperCase())}` });
    expect(after.json()).toEqual({ count: 1, refills: [request] });
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/refill-requests?username=nobody@example.com' })).statusCode).toBe(404);
    const named = await t.app.inject({ method: 'POST', url: '/api/dev/refill-patients', payload: { fname: 'Sasha' } });
    expect(named.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/refill-patients', payload: { admin: true } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/refill-patients' })).statusCode).toBe(400);
  });

  it('are not there in production', async () => {
    const production = await buildApp({ db: db(), mode: 'production', logger: false, identity: TEST_IDENTITY });
    expect((await production.inject({ method: 'POST', url: '/api/dev/refill-patients', payload: {} })).statusCode).toBe(404);
    expect((await production.inject({ method: 'GET', url: '/api/dev/refill-requests?username=x@example.com' })).statusCode).toBe(404);
    await production.close();
  });
});

describe('seed', () => {
  it('gives every refill prescription of the demo patient a pharmacy and no request in progress', async () => {
    const rows = await db().select().from(prescriptions).where(eq(prescriptions.uId, pat.uId));
    expect(rows.every((row) => row.pharmacyName !== null)).toBe(true);
    const active = await get(`/api/refill-requests?u_id=${pat.uId}&status=active`, pat);
    expect(active.json<RefillRequestsResponse>().refills).toEqual([]);
  });
});
