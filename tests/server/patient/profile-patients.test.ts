import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressListResponse } from '../../../src/domain/patient/address.schema';
import type { ActivitiesResponse } from '../../../src/domain/patient/activity.schema';
import { buildApp } from '../../../server/app';
import { mintIdToken } from '../support/test-tokens';
import { storedSub, type TestPatient } from '../support/patients';
import { createTestApp, TEST_IDENTITY, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function profilePatient(payload: object): Promise<TestPatient> {
  const response = await t.app.inject({ method: 'POST', url: '/api/dev/profile-patients', payload });
  expect(response.statusCode, response.body).toBe(200);
  const { username, uId } = response.json<{ username: string; uId: number }>();
  const token = await mintIdToken(TEST_IDENTITY, { sub: await storedSub(t.database.db, username), username, pool: 'standard' });
  return { uId, username, token, bearer: `Bearer ${token}` };
}

const get = (url: string, who: TestPatient) => t.app.inject({ method: 'GET', url, headers: { authorization: who.bearer } });
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: TestPatient, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: who.bearer }, ...(payload ? { payload } : {}) });

const addressBody = (uId: number, street: string) => ({
  u_id: uId,
  isPrimary: 0,
  isShipping: 0,
  isBilling: 0,
  addressType: 'Home 2',
  address: [
    { name: 'street', value: street },
    { name: 'city', value: 'Philadelphia' },
    { name: 'state', value: 'PA' },
    { name: 'zip', value: '19103' },
  ],
});

describe('POST /api/dev/profile-patients', () => {
  it('makes a standard patient with a primary, a care-provider and a refill-linked address and two pending activities', async () => {
    const pat = await profilePatient({});
    const { addresses } = (await get(`/api/user/address?u_id=${pat.uId}`, pat)).json<AddressListResponse>();
    expect(addresses.map((a) => a.addressType).sort()).toEqual(['Clinic', 'Home', 'Office']);
    const clinic = addresses.find((a) => a.addressType === 'Clinic')!;
    const office = addresses.find((a) => a.addressType === 'Office')!;
    const home = addresses.find((a) => a.addressType === 'Home')!;
    expect(clinic.cpId).not.toBeNull();
    expect(office.inRefill).toBe(1);
    expect(home.primaryAddress).toBe(1);

    const removePrimary = await call('DELETE', `/api/v2/user/address?u_id=${pat.uId}&addr_id=${home.addrId}`, pat);
    expect(removePrimary.statusCode).toBe(409);
    expect(removePrimary.json<{ message: string }>().message).toMatch(/primary/i);
    expect((await call('DELETE', `/api/v2/user/address?u_id=${pat.uId}&addr_id=${clinic.addrId}`, pat)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/v2/user/address?u_id=${pat.uId}&addr_id=${office.addrId}`, pat)).statusCode).toBe(409);

    const { activityDetails } = (await get(`/api/user/activities?u_id=${pat.uId}&completed=0`, pat)).json<ActivitiesResponse>();
    expect(activityDetails.map((a) => a.activityType).sort()).toEqual(['address', 'insurance']);
  });

  it('puts the patient in the company of the variant: the care-program one requires a plan type, home-only keeps one Home address', async () => {
    const care = await profilePatient({ variant: 'care-program', activities: false });
    const insurance = { u_id: care.uId, planName: 'Plan', memberId: 'M1', bin: '610014', pcn: 'P', group: 'G' };
    const noType = await call('POST', '/api/user/insurance', care, insurance);
    expect(noType.statusCode).toBe(400);
    expect(noType.json<{ message: string }>().message).toMatch(/planType/);
    expect((await call('POST', '/api/user/insurance', care, { ...insurance, planType: 'Commercial' })).statusCode).toBe(200);
    expect((await call('POST', '/api/user/address', care, addressBody(care.uId, '1600 Market Street'))).statusCode).toBe(200);
    expect((await get(`/api/user/activities?u_id=${care.uId}&completed=0`, care)).json<ActivitiesResponse>().activityDetails).toEqual([]);

    const homeOnly = await profilePatient({ variant: 'home-only' });
    const list = (await get(`/api/user/address?u_id=${homeOnly.uId}`, homeOnly)).json<AddressListResponse>();
    expect(list.addresses).toHaveLength(1);
    expect((await call('POST', '/api/v2/user/address', homeOnly, { ...addressBody(homeOnly.uId, '1600 Market Street'), addressType: 'Home' })).statusCode).toBe(409);
  });

  it('refuses other bodies, and is not there in production', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/profile-patients', payload: { variant: 'other' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/profile-patients', payload: { admin: true } })).statusCode).toBe(400);
    const production = await buildApp({ db: t.database.db, mode: 'production', logger: false, identity: TEST_IDENTITY });
    expect((await production.inject({ method: 'POST', url: '/api/dev/profile-patients', payload: {} })).statusCode).toBe(404);
    await production.close();
  });
});
