import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounselingResponse, CounselingViewedResponse } from '../../../src/domain/medication/counseling.schema';
import type { ActivitiesResponse } from '../../../src/domain/patient/activity.schema';
import { mintIdToken } from '../support/test-tokens';
import { activities } from '../../../server/schema';
import { signedInPatient, storedSub, type TestPatient } from '../support/patients';
import { createTestApp, TEST_IDENTITY, type TestApp } from '../support/test-app';

const NOW = new Date('2026-03-10T15:00:00Z');

let t: TestApp;
let maria: TestPatient;
let pat: TestPatient;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  maria = await signedInPatient(t.database.db, 'maria.demo@example.com');
  pat = await signedInPatient(t.database.db, 'pat.demo@example.com');
});
afterAll(() => t.close());

const get = (url: string, who: TestPatient) => t.app.inject({ method: 'GET', url, headers: { authorization: who.bearer } });
const viewed = (payload: object, who: TestPatient) =>
  t.app.inject({ method: 'POST', url: '/api/user/counseling/viewed', payload, headers: { authorization: who.bearer } });

/** A new patient of its own with the standard counseling items, through the development routes. */
async function freshCounselingPatient(): Promise<TestPatient & { eventIds: number[] }> {
  const created = await t.app.inject({ method: 'POST', url: '/api/dev/refill-patients', payload: {} });
  expect(created.statusCode, created.body).toBe(200);
  const { username, uId } = created.json<{ username: string; uId: number }>();
  const seeded = await t.app.inject({ method: 'POST', url: '/api/dev/counseling-events', payload: { username } });
  expect(seeded.statusCode, seeded.body).toBe(200);
  const token = await mintIdToken(TEST_IDENTITY, { sub: await storedSub(t.database.db, username), username, pool: 'standard' });
  return { uId, username, token, bearer: `Bearer ${token}`, eventIds: seeded.json<{ eventIds: number[] }>().eventIds };
}

describe('GET /user/counseling', () => {
  it('lists the seeded items newest first, with their prompt and options; completed=0 keeps the ones to review', async () => {
    const all = await get(`/api/user/counseling?u_id=${maria.uId}`, maria);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['cache-control']).toContain('no-store');
    const { counseling } = all.json<CounselingResponse>();
    expect(counseling.map((event) => [event.counselingName, event.completed])).toEqual([
      ['Your new medication guide', 0],
      ['Storing your injectable safely', 0],
      ['Welcome to your pharmacy', 1],
    ]);
    expect(counseling[0]!.options[0]).toEqual({ content: 'How to take it', response: expect.stringContaining('\n') });
    expect(Date.parse(counseling[0]!.timeCreated)).toBeGreaterThan(Date.parse(counseling[1]!.timeCreated));

    const pending = (await get(`/api/user/counseling?u_id=${maria.uId}&completed=0`, maria)).json<CounselingResponse>().counseling;
    expect(pending.map((event) => event.counselingName)).toEqual(['Your new medication guide', 'Storing your injectable safely']);
  });

  it("points the home counseling activity at its item", async () => {
    const { activityDetails } = (await get(`/api/user/activities?u_id=${maria.uId}`, maria)).json<ActivitiesResponse>();
    const { counseling } = (await get(`/api/user/counseling?u_id=${maria.uId}`, maria)).json<CounselingResponse>();
    const activity = activityDetails.find((item) => item.activityType === 'counseling')!;
    expect(activity.referenceId).toBe(counseling.find((event) => event.counselingName === activity.activityName)!.eventId);
  });

  it('answers an empty list to a patient without counseling', async () => {
    const response = await get(`/api/user/counseling?u_id=${pat.uId}&completed=0`, pat);
    expect(response.statusCode).toBe(200);
    expect(response.json<CounselingResponse>()).toEqual({ counseling: [] });
  });

  it("refuses bad queries with 400 and another patient's list with 403", async () => {
    expect((await get(`/api/user/counseling?u_id=${maria.uId}&completed=2`, maria)).statusCode).toBe(400);
    expect((await get(`/api/user/counseling?u_id=${maria.uId}`, pat)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/counseling?u_id=${maria.uId}` })).statusCode).toBe(401);
  });
});

describe('POST /user/counseling/viewed', () => {
  it('marks an item reviewed, completes the activity pointing at it, and leaves a reviewed item as it was', async () => {
    const robin = await freshCounselingPatient();
    expect(robin.eventIds).toHaveLength(3);
    await t.database.db.insert(activities).values({ uId: robin.uId, activityName: 'Guide', activityType: 'counseling', referenceId: robin.eventIds[0]! });

    const first = await viewed({ u_id: robin.uId, eventId: robin.eventIds[0] }, robin);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<CounselingViewedResponse>().counselingEvent).toMatchObject({ eventId: robin.eventIds[0], completed: 1 });
    const pending = (await get(`/api/user/counseling?u_id=${robin.uId}&completed=0`, robin)).json<CounselingResponse>().counseling;
    expect(pending.map((event) => event.eventId)).toEqual([robin.eventIds[1]]);
    const [activity] = await t.database.db
      .select({ completed: activities.completed })
      .from(activities)
      .where(and(eq(activities.uId, robin.uId), eq(activities.referenceId, robin.eventIds[0]!)));
    expect(activity!.completed).toBe(1);

    const again = await viewed({ u_id: robin.uId, eventId: robin.eventIds[0] }, robin);
    expect(again.statusCode).toBe(200);
    expect(again.json<CounselingViewedResponse>().counselingEvent.completed).toBe(1);
  });

  it("answers 404 for an item that is not the caller's, 403 for another u_id and 400 for a bad body", async () => {
    const robin = await freshCounselingPatient();
    const other = await viewed({ u_id: pat.uId, eventId: robin.eventIds[1] }, pat);
    expect(other.statusCode).toBe(404);
    expect(other.json<{ message: string }>().message).toBe('No such counseling item');
    expect((await viewed({ u_id: robin.uId, eventId: robin.eventIds[1] }, pat)).statusCode).toBe(403);
    for (const body of [{ u_id: robin.uId }, { u_id: robin.uId, eventId: 'x' }, { u_id: robin.uId, eventId: 2 ** 31 }, { u_id: robin.uId, eventId: -1 }]) {
      expect((await viewed(body, robin)).statusCode).toBe(400);
    }
    const still = (await get(`/api/user/counseling?u_id=${robin.uId}&completed=0`, robin)).json<CounselingResponse>().counseling;
    expect(still).toHaveLength(2);
  });

  it('the development route seeds once and answers 404 for an unknown patient', async () => {
    const robin = await freshCounselingPatient();
    const again = await t.app.inject({ method: 'POST', url: '/api/dev/counseling-events', payload: { username: robin.username } });
    expect(again.json<{ eventIds: number[] }>().eventIds).toEqual(robin.eventIds);
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/counseling-events', payload: { username: 'nobody@example.com' } })).statusCode).toBe(404);
  });
});
