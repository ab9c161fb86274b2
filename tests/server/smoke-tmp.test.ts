import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInPatient } from './support/patients';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('smoke', async () => {
  const pat = await signedInPatient(t.database.db, 'pat.demo@example.com');
  const maria = await signedInPatient(t.database.db, 'maria.demo@example.com');
  const r1 = await t.app.inject({ method: 'GET', url: `/api/user?u_id=${pat.uId}`, headers: { authorization: pat.bearer } });
  console.log(r1.statusCode, r1.body);
  const r2 = await t.app.inject({ method: 'GET', url: `/api/user?u_id=${maria.uId}`, headers: { authorization: pat.bearer } });
  console.log(r2.statusCode, r2.body);
  const r3 = await t.app.inject({ method: 'GET', url: `/api/user?u_id=${maria.uId}` });
  console.log(r3.statusCode, r3.body);
  const r4 = await t.app.inject({ method: 'PUT', url: `/api/user`, headers: { authorization: pat.bearer }, payload: { u_id: pat.uId, userData: [{ Name: 'locale', Value: 'es' }, { Name: 'preferred_contact', Value: 1 }] } });
  console.log(r4.statusCode, r4.body);
  const r5 = await t.app.inject({ method: 'GET', url: `/api/user/activities?u_id=${maria.uId}&completed=0`, headers: { authorization: maria.bearer } });
  console.log(r5.statusCode, r5.body);
  expect(r1.statusCode).toBe(200);
});
