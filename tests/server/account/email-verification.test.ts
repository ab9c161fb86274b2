import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintIdToken } from '../support/test-tokens';
import { patients } from '../../../server/schema';
import { signedInPatient, storedSub, type TestPatient } from '../support/patients';
import { createTestApp, TEST_IDENTITY, type TestApp } from '../support/test-app';

let t: TestApp;
let evan: TestPatient;

beforeAll(async () => {
  t = await createTestApp();
  evan = await signedInPatient(t.database.db, 'evan.unverified@example.com');
});
afterAll(async () => t?.close());

const tokenFor = async (username: string, claims: { email?: string; emailVerified?: boolean }) =>
  mintIdToken(TEST_IDENTITY, { sub: await storedSub(t.database.db, username), username, ...claims });

const verify = async (token: string, uId: number) =>
  t.app.inject({ method: 'POST', url: '/api/email-verification', headers: { authorization: `Bearer ${token}` }, payload: { u_id: uId } });

const emailVerifiedOf = async (uId: number) =>
  (await t.database.db.select({ flag: patients.emailVerified }).from(patients).where(eq(patients.uId, uId)))[0]?.flag;

describe('POST /api/email-verification', () => {
  it('refuses when the identity has not verified the e-mail (no code was entered)', async () => {
    const unproven = await verify(await tokenFor(evan.username, { email: evan.username }), evan.uId);
    expect(unproven.statusCode).toBe(409);
    const saidFalse = await verify(await tokenFor(evan.username, { email: evan.username, emailVerified: false }), evan.uId);
    expect(saidFalse.statusCode).toBe(409);
    expect(await emailVerifiedOf(evan.uId)).toBe(0);
  });

  it("refuses an e-mail the identity verified that is not the patient's", async () => {
    const other = await verify(await tokenFor(evan.username, { email: 'someone.else@example.com', emailVerified: true }), evan.uId);
    expect(other.statusCode).toBe(409);
    expect(await emailVerifiedOf(evan.uId)).toBe(0);
  });

  it("marks the patient's e-mail verified once the identity says so", async () => {
    const [row] = await t.database.db.select({ email: patients.email }).from(patients).where(eq(patients.uId, evan.uId));
    const done = await verify(await tokenFor(evan.username, { email: row!.email!.toUpperCase(), emailVerified: true }), evan.uId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.emailVerified).toBe(1);
    expect(await emailVerifiedOf(evan.uId)).toBe(1);
  });
});
