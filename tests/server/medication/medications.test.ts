import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MedicationsResponse } from '../../../src/domain/medication/prescription.schema';
import type { OrdersResponse } from '../../../src/domain/medication/order-list.schema';
import { ACTIVE_ORDER_OPT_OUT_MESSAGE } from '../../../src/domain/medication/order-list.schema';
import { PrescriptionStatus } from '../../../src/domain/medication/statuses';
import { daysBetween, localDateIn } from '../../../src/domain/calendar/calendar-dates';
import { mintIdToken } from '../support/test-tokens';
import { additionalMedications, prescriptionOptOuts } from '../../../server/schema';
import { signedInPatient, storedSub, type TestPatient } from '../support/patients';
import { createTestApp, TEST_IDENTITY, type TestApp } from '../support/test-app';

const NOW = new Date();
let t: TestApp;
let morgan: TestPatient;
let pat: TestPatient;

async function freshMedicationPatient(): Promise<TestPatient> {
  const response = await t.app.inject({ method: 'POST', url: '/api/dev/refill-patients', payload: { scenario: 'medications' } });
  expect(response.statusCode, response.body).toBe(200);
  const { username, uId } = response.json<{ username: string; uId: number }>();
  const token = await mintIdToken(TEST_IDENTITY, { sub: await storedSub(t.database.db, username), username, pool: 'standard' });
  return { uId, username, token, bearer: `Bearer ${token}` };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  morgan = await signedInPatient(t.database.db, 'morgan.tracker@example.com');
  pat = await signedInPatient(t.database.db, 'pat.demo@example.com');
});
afterAll(() => t.close());

const get = (url: string, who: TestPatient) => t.app.inject({ method: 'GET', url, headers: { authorization: who.bearer } });
const optOut = (who: TestPatient, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/medications/opt-out', payload: { u_id: who.uId, ...payload }, headers: { authorization: who.bearer } });

describe('GET /api/user/orders', () => {
  it("answers the caller's orders newest expected delivery first, undated last, with items, tracking, billing and the pharmacy's zone", async () => {
    const response = await get(`/api/user/orders?u_id=${morgan.uId}`, morgan);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const { orders, timeZone } = response.json<OrdersResponse>();
    expect(timeZone).toMatch(/^America\//);
    expect(orders).toHaveLength(7);
    const dated = orders.filter((order) => order.expectedDeliveryDate !== null).map((order) => order.expectedDeliveryDate!);
    expect(dated).toEqual([...dated].sort().reverse());
    expect(orders.at(-1)!.expectedDeliveryDate).toBeNull();
    expect(new Set(orders.map((order) => order.orderStatus))).toEqual(new Set([2, 3, 4, 5]));
    const paymentTypes = new Set(orders.flatMap((order) => order.items.flatMap((item) => item.billing.map((entry) => entry.paymentType))));
    expect(paymentTypes).toEqual(new Set(['INSURANCE1', 'INSURANCE2', 'INSURANCE3', 'CARD', 'CHECK', 'CASH', 'BILL ME LATER']));
    const today = localDateIn(NOW, timeZone);
    const shippedDaysAgo = orders.filter((order) => order.dateShipped !== null).map((order) => daysBetween(order.dateShipped!, today));
    expect(shippedDaysAgo).toEqual(expect.arrayContaining([89, 91]));
  });

  it('keeps the orders of one prescription with rxNumber, and refuses a bad one or another u_id', async () => {
    const one = await get(`/api/user/orders?u_id=${morgan.uId}&rxNumber=7014020`, morgan);
    expect(one.json<OrdersResponse>().orders.map((order) => order.orderStatus).sort()).toEqual([2, 3]);
    expect((await get(`/api/user/orders?u_id=${morgan.uId}&rxNumber=${'9'.repeat(30)}`, morgan)).statusCode).toBe(400);
    expect((await get(`/api/user/orders?u_id=${pat.uId}`, morgan)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/orders?u_id=${morgan.uId}` })).statusCode).toBe(401);
  });
});

describe('the medications scenario', () => {
  it('has a prescription for every table, tracker row and status-click route', async () => {
    const { medications } = (await get(`/api/user/medications?u_id=${morgan.uId}&med_type=prescription`, morgan)).json<MedicationsResponse>();
    expect(medications).toHaveLength(23);
    const table = (rxNumber: string) => medications.find((rx) => rx.rxNumber === rxNumber)!.displayTable;
    expect(table('7014019')).toBe('active');
    expect(table('7014021')).toBe('pending');
    expect(table('7014015')).toBe('inactive');
    const humira = medications.find((rx) => rx.rxNumber === '7014020')!;
    expect(humira.displayStatus).toBe(PrescriptionStatus.REQUESTED);
    expect(humira.refills.length).toBe(2);
    expect(humira.latestRequestId).toBe(Math.max(...humira.refills.map((refill) => refill.requestId)));
    expect(medications.find((rx) => rx.rxNumber === '7014006')!.pharmacyName).toBe('Northside Specialty Pharmacy');
  });
});

describe('POST /api/user/medications/opt-out', () => {
  it('suspends a prescription without an order in progress and keeps the reasons', async () => {
    const patient = await freshMedicationPatient();
    const response = await optOut(patient, { rxNumber: '7014019', reasons: ['financial', 'other'], otherReason: 'Switching plans' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ rxNumber: '7014019', suspended: true });
    const { medications } = (await get(`/api/user/medications?u_id=${patient.uId}&med_type=prescription`, patient)).json<MedicationsResponse>();
    const lisinopril = medications.find((rx) => rx.rxNumber === '7014019')!;
    expect(lisinopril.displayTable).toBe('inactive');
    expect(lisinopril.isActivePrescription).toBe(false);
    const rows = await t.database.db.select().from(prescriptionOptOuts).where(eq(prescriptionOptOuts.uId, patient.uId));
    expect(rows.map((row) => [row.reasons, row.otherReason])).toEqual([[['financial', 'other'], 'Switching plans']]);

    const again = await optOut(patient, { rxNumber: '7014019', reasons: ['insurance'], otherReason: null });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).not.toContain('active order');
  });

  it("refuses while an order is scheduled, with a message naming the 'active order'", async () => {
    const patient = await freshMedicationPatient();
    for (const rxNumber of ['7014007', '7014020']) {
      const response = await optOut(patient, { rxNumber, reasons: ['sideEffects'], otherReason: null });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(ACTIVE_ORDER_OPT_OUT_MESSAGE);
      expect(ACTIVE_ORDER_OPT_OUT_MESSAGE).toContain('active order');
    }
  });

  it('refuses bad payloads with 400, an unknown prescription with 404 and another u_id with 403', async () => {
    const patient = await freshMedicationPatient();
    expect((await optOut(patient, { rxNumber: '7014019', reasons: [], otherReason: null })).statusCode).toBe(400);
    expect((await optOut(patient, { rxNumber: '7014019', reasons: ['boredom'], otherReason: null })).statusCode).toBe(400);
    const noText = await optOut(patient, { rxNumber: '7014019', reasons: ['other'], otherReason: '  ' });
    expect(noText.statusCode).toBe(400);
    expect(noText.json<{ message: string }>().message).toContain('otherReason');
    expect((await optOut(patient, { rxNumber: '7014019', reasons: ['other'], otherReason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await optOut(patient, { rxNumber: '6012001', reasons: ['financial'], otherReason: null })).statusCode).toBe(404);
    expect((await optOut(patient, { u_id: pat.uId, rxNumber: '7014019', reasons: ['financial'], otherReason: null })).statusCode).toBe(403);
  });
});

describe('DELETE /api/user/self-reported/medications', () => {
  it('removes the medication named in the body, only for its owner', async () => {
    const [row] = await t.database.db.select().from(additionalMedications).where(eq(additionalMedications.uId, morgan.uId));
    const body = { uId: morgan.uId, medId: row!.medId, medicationName: row!.medicationName, dosage: row!.dosage, description: row!.description, notes: row!.notes };
    const del = (who: TestPatient, payload: object) =>
      t.app.inject({ method: 'DELETE', url: '/api/user/self-reported/medications', payload, headers: { authorization: who.bearer } });
    expect((await del(pat, { ...body, uId: pat.uId })).statusCode).toBe(404);
    expect((await del(pat, body)).statusCode).toBe(403);
    expect((await del(morgan, { uId: morgan.uId })).statusCode).toBe(400);
    const response = await del(morgan, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deleted: true, id: row!.medId });
    expect((await del(morgan, body)).statusCode).toBe(404);
  });
});
