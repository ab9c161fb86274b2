import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareGroupMappingResponse } from '../../../src/domain/patient/care-program.schema';
import type { UserResponse } from '../../../src/domain/account/user.schema';
import { buildApp } from '../../../server/app';
import { mintIdToken } from '../support/test-tokens';
import { storedSub, type TestPatient } from '../support/patients';
import { createTestApp, TEST_IDENTITY, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function carePatient(payload: object = {}): Promise<TestPatient> {
  const response = await t.app.inject({ method: 'POST', url: '/api/dev/care-program-patients', payload });
  expect(response.statusCode, response.body).toBe(200);
  const { username, uId } = response.json<{ username: string; uId: number }>();
  const token = await mintIdToken(TEST_IDENTITY, { sub: await storedSub(t.database.db, username), username, pool: 'standard' });
  return { uId, username, token, bearer: `Bearer ${token}` };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestPatient, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: who.bearer }, ...(payload ? { payload } : {}) });

describe('POST /api/dev/care-program-patients', () => {
  it('makes a fresh care-program patient with groups to map, whose save and groups_mapped 2 stick', async () => {
    const pat = await carePatient();
    const before = (await call('GET', `/api/user?u_id=${pat.uId}`, pat)).json<UserResponse>();
    expect(before.user.groupsMapped).toBe(0);
    const mapping = (await call('GET', `/api/care-groups/mapping?u_id=${pat.uId}`, pat)).json<CareGroupMappingResponse>();
    expect(mapping.initialSetup).toBe(true);
    expect(mapping.careGroupMapping.map((entry) => entry.drugName)).toEqual(['Enbrel SureClick', 'Ozempic Pen']);

    expect((await call('POST', '/api/v2/patient/care-groups', pat, { u_id: pat.uId, gIds: [102, 202, 203], groupAssessmentReady: true })).statusCode).toBe(200);
    const put = await call('PUT', '/api/user', pat, { u_id: pat.uId, userData: [{ Name: 'groups_mapped', Value: 2 }] });
    expect(put.statusCode, put.body).toBe(200);
    expect((await call('GET', `/api/user?u_id=${pat.uId}`, pat)).json<UserResponse>().user.groupsMapped).toBe(2);
    expect((await call('GET', `/api/care-groups/mapping?u_id=${pat.uId}`, pat)).json<CareGroupMappingResponse>().initialSetup).toBe(false);
  });

  it('keeps each fresh patient apart: one cannot save care groups for another', async () => {
    const [first, second] = [await carePatient(), await carePatient({ locale: 'es' })];
    expect(first.uId).not.toBe(second.uId);
    const crossed = await call('POST', '/api/v2/patient/care-groups', first, { u_id: second.uId, gIds: [101], groupAssessmentReady: false });
    expect(crossed.statusCode).toBe(403);
    expect((await call('GET', `/api/user?u_id=${second.uId}`, second)).json<UserResponse>().user.groupsMapped).toBe(0);
  });

  it('with nothingToMap makes a care-program patient whose mapping answers 404 "No group mappings."', async () => {
    const pat = await carePatient({ nothingToMap: true });
    expect((await call('GET', `/api/user?u_id=${pat.uId}`, pat)).json<UserResponse>().user.groupsMapped).toBe(0);
    const mapping = await call('GET', `/api/care-groups/mapping?u_id=${pat.uId}`, pat);
    expect(mapping.statusCode).toBe(404);
    expect(mapping.json<{ message: string }>().message).toBe('No group mappings.');
  });

  it('with sameGroupDrug adds Enbrel Mini of the Enbrel GPI group, whose care groups may then be saved', async () => {
    const pat = await carePatient({ sameGroupDrug: true });
    const mapping = (await call('GET', `/api/care-groups/mapping?u_id=${pat.uId}`, pat)).json<CareGroupMappingResponse>();
    expect(mapping.careGroupMapping.map((entry) => [entry.drugName, entry.gpi])).toEqual([
      ['Enbrel SureClick', '6627001500D5'],
      ['Enbrel Mini', '66-27-00-15-00-E2'],
      ['Ozempic Pen', '2717005000D2'],
    ]);
    expect((await call('POST', '/api/v2/patient/care-groups', pat, { u_id: pat.uId, gIds: [101, 104, 201], groupAssessmentReady: true })).statusCode).toBe(200);
    const plain = await carePatient();
    expect((await call('POST', '/api/v2/patient/care-groups', plain, { u_id: plain.uId, gIds: [104], groupAssessmentReady: false })).statusCode).toBe(400);
  });

  it('refuses unknown fields and bad values with 400, and is absent in production', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/care-program-patients', payload: { admin: true } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/care-program-patients', payload: { sameGroupDrug: 'yes' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/care-program-patients', payload: { locale: 'fr' } })).statusCode).toBe(400);
    const production = await buildApp({ db: t.database.db, mode: 'production', logger: false, identity: TEST_IDENTITY });
    try {
      expect((await production.inject({ method: 'POST', url: '/api/dev/care-program-patients', payload: {} })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
