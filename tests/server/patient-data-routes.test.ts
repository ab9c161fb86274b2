import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, AddressListResponse } from '../../src/domain/patient/address.schema';
import type { InsuranceListResponse } from '../../src/domain/patient/insurance.schema';
import { buildApp } from '../../server/app';
import { encryptForServer } from './support/server-key-client';
import { seed } from '../../server/seed/seed';
import {
  accountRecoveryRequests,
  activities,
  addresses,
  insurance,
  patients,
  registrationCodes,
  supportRequests,
} from '../../server/schema';
import { mintIdToken } from './support/test-tokens';
import { TEST_REGISTRATION_CODE } from '../../server/dev/test-registration-code';
import { DEMO_ACCOUNTS, DEMO_REGISTRATION_CODES } from '../../server/seed/demo-accounts';
import { signedInPatient, storedSub, withVerifiedContact, type TestPatient } from './support/patients';
import { rowCounts } from './support/route-table';
import { createTestApp, TEST_IDENTITY, type TestApp } from './support/test-app';

/** A password the fake identity provider refuses, as Cognito's policy would. */
const WEAK_PASSWORD = 'weak';

let t: TestApp;
let publicJwk: JsonWebKey;
const patient: Record<'pat' | 'maria' | 'carl' | 'alex' | 'grace' | 'hannah' | 'evan' | 'sam', TestPatient> = {} as never;

beforeAll(async () => {
  t = await createTestApp({
    signUpIdentityUser: async ({ username, password }) => {
      if (password === WEAK_PASSWORD) throw Object.assign(new Error('Password did not conform with policy'), { name: 'InvalidPasswordException' });
      if (username === 'taken.in.identity@example.com') throw Object.assign(new Error('An account with the given email already exists.'), { name: 'UsernameExistsException' });
      return { sub: randomUUID() };
    },
  });
  const db = t.database.db;
  patient.pat = await signedInPatient(db, 'pat.demo@example.com');
  patient.maria = await signedInPatient(db, 'maria.demo@example.com');
  patient.carl = await signedInPatient(db, 'carl.noconsent@example.com');
  patient.alex = await signedInPatient(db, 'alex.totp@example.com');
  patient.grace = await signedInPatient(db, 'grace.careprog@example.com');
  patient.hannah = await signedInPatient(db, 'hannah.home@example.com');
  patient.evan = await signedInPatient(db, 'evan.unverified@example.com');
  patient.sam = await signedInPatient(db, '+12155550101');
  publicJwk = (await t.app.inject({ method: 'GET', url: '/api/patients/registration/public-key' })).json<{ jwk: JsonWebKey }>().jwk;
});
afterAll(() => t.close());

const as = (who: TestPatient | undefined, options: InjectOptions): InjectOptions => ({
  ...options,
  headers: { ...(options.headers ?? {}), ...(who ? { authorization: who.bearer } : {}) },
});
const get = (url: string, who?: TestPatient) => t.app.inject(as(who, { method: 'GET', url }));
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object | undefined, who?: TestPatient) =>
  t.app.inject(as(who, { method, url, ...(payload ? { payload } : {}) }));

describe('seed', () => {
  it('is idempotent', async () => {
    const before = await rowCounts(t.database.db);
    await seed(t.database.db);
    const { audit_log: _a, rate_limit_counters: _r, ...after } = await rowCounts(t.database.db);
    const { audit_log: _b, rate_limit_counters: _s, ...expected } = before;
    expect(after).toEqual(expected);
  });

  it('lists the registration codes with the demo accounts, open and used as seeded, each with its register address', async () => {
    const { registrationCodes } = (await get('/api/dev/accounts')).json<{
      registrationCodes: { code: string; seededAs: string; registerPath: string; patient: { fname: string } }[];
    }>();
    expect(registrationCodes.map((entry) => entry.code)).toEqual(DEMO_REGISTRATION_CODES.map((entry) => entry.code));
    expect(registrationCodes.find((entry) => entry.code === 'RX-DEMO-USED')?.seededAs).toBe('used');
    expect(registrationCodes.find((entry) => entry.code === 'RX-DEMO-1001')).toMatchObject({
      seededAs: 'open',
      registerPath: '/portal/register?id=RX-DEMO-1001',
      patient: { fname: 'Jamie' },
    });
  });

  it('has a patient for every demo account, each with its own random UUID sub', async () => {
    const rows = await t.database.db.select({ username: patients.username, pool: patients.pool, sub: patients.cognitoSub }).from(patients);
    const subs = DEMO_ACCOUNTS.map((account) => rows.find((row) => row.username === account.username && row.pool === account.pool)?.sub);
    for (const sub of subs) expect(sub).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(subs).size).toBe(DEMO_ACCOUNTS.length);
  });

  it('lists the demo accounts on GET /api/dev/accounts, in every company variant, but not in production', async () => {
    const { accounts } = (await get('/api/dev/accounts')).json<{ accounts: { username: string; password: string; company: { variant: string }; brand: { key: string }; pool: string }[] }>();
    expect(accounts.map((account) => account.username)).toEqual(DEMO_ACCOUNTS.map((account) => account.username));
    expect(new Set(accounts.map((account) => account.company.variant))).toEqual(new Set(['standard', 'care-program', 'home-only']));
    expect(new Set(accounts.map((account) => account.brand.key)).size).toBe(5);
    expect(accounts.some((account) => account.pool === 'basic')).toBe(true);
    const production = await buildApp({ db: t.database.db, mode: 'production', logger: false, identity: TEST_IDENTITY });
    expect((await production.inject({ method: 'GET', url: '/api/dev/accounts' })).statusCode).toBe(404);
    await production.close();
  });
});

describe('registration', () => {
  const attributes = async (overrides: Record<string, unknown> = {}) =>
    Object.entries({
      fname: 'Jamie',
      lname: 'Rivera',
      dob: '1988-04-12',
      registrationCode: 'RX-DEMO-1001',
      password: await encryptForServer(publicJwk, 'Correct#Horse9'),
      consent: true,
      timezone: -300,
      ...overrides,
    }).map(([type, value]) => ({ type, value }));
  const register = async (username: string, overrides: Record<string, unknown> = {}, mainType: 'email' | 'phone' = 'email') =>
    send('PUT', '/api/patients/registration', {
      mainContact: { type: mainType, value: username },
      forceEmailUsername: false,
      userAttributes: await attributes(overrides),
    });

  it('serves an RSA-OAEP public key as a JWK', () => {
    expect(publicJwk).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', use: 'enc', e: 'AQAB' });
  });

  it('looks up a code: the pending patient and the brand terms as a base64 PDF', async () => {
    const response = await get('/api/patients/registration?registration_code=RX-DEMO-1002');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ terms: { data: string }; pendingPatient: unknown }>();
    expect(body.pendingPatient).toEqual({ email: null, phone: '+12155550142', usernameType: 'phone', forceUsernamePhone: true });
    expect(Buffer.from(body.terms.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for an unknown or used code', async () => {
    expect((await get('/api/patients/registration?registration_code=NOPE-1234')).statusCode).toBe(404);
    expect((await get('/api/patients/registration?registration_code=RX-DEMO-USED')).statusCode).toBe(404);
  });

  it('records a visit, 404 for an unknown code', async () => {
    expect((await send('PUT', '/api/patients/registration/visited', { registration_code: 'RX-DEMO-1002' })).json()).toEqual({ visited: true });
    const [row] = await t.database.db.select().from(registrationCodes).where(eq(registrationCodes.code, 'RX-DEMO-1002'));
    expect(row!.visitedAt).toBeInstanceOf(Date);
    expect((await send('PUT', '/api/patients/registration/visited', { registration_code: 'NOPE-1234' })).statusCode).toBe(404);
  });

  it('refuses a name or date of birth that does not match the code (404), and creates nobody', async () => {
    const response = await register('jamie.rivera@example.com', { dob: '1988-04-13' });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toMatch(/date of birth/);
    expect(await t.database.db.select().from(patients).where(eq(patients.username, 'jamie.rivera@example.com'))).toEqual([]);
  });

  it('refuses a password not encrypted with the server key, and missing consent', async () => {
    expect((await register('jamie.rivera@example.com', { password: Buffer.from('plain').toString('base64') })).statusCode).toBe(400);
    const noConsent = await register('jamie.rivera@example.com', { consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json<{ message: string }>().message).toMatch(/consent/);
  });

  it("answers the identity provider's refusals with their code", async () => {
    const weak = await register('jamie.rivera@example.com', { password: await encryptForServer(publicJwk, WEAK_PASSWORD) });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'InvalidPasswordException' });
    const taken = await register('pat.demo@example.com');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'Conflict', code: 'UsernameExistsException' });
    const takenInIdentity = await register('taken.in.identity@example.com');
    expect(takenInIdentity.json()).toMatchObject({ code: 'UsernameExistsException' });
  });

  it('registers: the patient exists, signs in with its token, and the code is used up', async () => {
    const response = await register('Jamie.Rivera@Example.com', { insurance_selection: -1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ registered: true, username: 'jamie.rivera@example.com' });
    const jamie = await signedInPatient(t.database.db, 'jamie.rivera@example.com');
    const { user } = (await get(`/api/user?u_id=${jamie.uId}`, jamie)).json<{ user: Record<string, unknown> }>();
    expect(user).toMatchObject({ fname: 'Jamie', lname: 'Rivera', dob: '1988-04-12', companyId: 1, brandId: 1, emailVerified: 0, timezone: -300 });
    expect(user.consentDate).toEqual(expect.any(String));
    expect((await get('/api/patients/registration?registration_code=RX-DEMO-1001')).statusCode).toBe(404);
    expect((await register('jamie.other@example.com')).statusCode).toBe(404);
  });

  it('keeps the chosen insurance plan as an activity to complete', async () => {
    const plans = (await get('/api/user/insurance/plan-options?brand_id=4')).json<{ insuranceOptions: { planId: number; planName: string }[] }>();
    expect(plans.insuranceOptions.map((plan) => plan.planName)).toContain('Medicaid - State Plan');
    const planId = plans.insuranceOptions[0]!.planId;
    const response = await register('dana.brooks@example.com', { fname: 'Dana', lname: 'Brooks', dob: '1995-12-19', registrationCode: 'RX-DEMO-2001', insurance_selection: planId });
    expect(response.statusCode).toBe(200);
    const dana = await signedInPatient(t.database.db, 'dana.brooks@example.com');
    const { activityDetails } = (await get(`/api/user/activities?u_id=${dana.uId}`, dana)).json<{ activityDetails: unknown[] }>();
    expect(activityDetails).toEqual([expect.objectContaining({ activityType: 'insurance', activityName: 'insurance change', referenceId: planId })]);
    const wrongPlan = await register('x@example.com', { registrationCode: TEST_REGISTRATION_CODE, insurance_selection: 999_999 });
    expect(wrongPlan.statusCode).toBe(400);
  });

  it('answers 503 with a reason when the server runs no local identity to register with', async () => {
    const withoutIdentity = await buildApp({ db: t.database.db, mode: 'test', logger: false, identity: TEST_IDENTITY });
    const response = await withoutIdentity.inject({
      method: 'PUT',
      url: '/api/patients/registration',
      payload: { mainContact: { type: 'email', value: 'no.identity@example.com' }, forceEmailUsername: false, userAttributes: await attributes({ registrationCode: TEST_REGISTRATION_CODE }) },
    });
    await withoutIdentity.close();
    expect(response.statusCode).toBe(503);
    expect(response.json<{ message: string }>().message).toMatch(/identity/);
  });

  it('accepts the development test code without a lookup, and not in production', async () => {
    expect((await get(`/api/patients/registration?registration_code=${TEST_REGISTRATION_CODE}`)).statusCode).toBe(200);
    const response = await register('test.user@example.com', { fname: 'Test', lname: 'User', dob: '2000-01-01', registrationCode: TEST_REGISTRATION_CODE });
    expect(response.statusCode).toBe(200);
    const production = await buildApp({ db: t.database.db, mode: 'production', logger: false, identity: TEST_IDENTITY });
    const lookup = await production.inject({ method: 'GET', url: `/api/patients/registration?registration_code=${TEST_REGISTRATION_CODE}` });
    expect(lookup.statusCode).toBe(404);
    await production.close();
  });
});

describe('company lookups', () => {
  it('answers modules with the variant; 404 for an unknown company; company 0 is the fallback', async () => {
    const careProgram = (await get('/api/company/modules?company_id=2')).json<{ modules: { name: string }[]; variant: string }>();
    expect(careProgram.variant).toBe('care-program');
    expect(careProgram.modules.map((module) => module.name)).toContain('WEB_Insurance');
    expect((await get('/api/company/modules?company_id=99')).statusCode).toBe(404);
    const fallback = (await get('/api/company/modules?company_id=0')).json<{ modules: { name: string }[] }>();
    expect(fallback.modules.map((module) => module.name)).toContain('Assessments');
  });

  it('serves logo and favicon as base64 PNGs', async () => {
    const images = (await get('/api/company/logo?company_id=1&brand_id=5')).json<{ logo: string; favicon: string }>();
    for (const image of [images.logo, images.favicon]) {
      expect(Buffer.from(image, 'base64').subarray(1, 4).toString()).toBe('PNG');
    }
    expect((await get('/api/company/logo?company_id=1&brand_id=42')).statusCode).toBe(404);
  });

  it('serves brand info with weekly hours, and terms as a PDF', async () => {
    const { brand } = (await get('/api/company/brand-info?company_id=1&brand_id=2')).json<{ brand: { companyName: string; hours: { days: unknown[]; timezone: string } } }>();
    expect(brand.companyName).toBe('Summit Specialty Pharmacy');
    expect(brand.hours.days).toHaveLength(7);
    expect(brand.hours.timezone).toBe('America/Chicago');
    const terms = (await get('/api/company/terms?brand_id=3')).json<{ data: string }>();
    expect(Buffer.from(terms.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers the hours note in the locale asked for, English when none is asked for', async () => {
    type Note = { brand: { hours: { hoursNote: string | null } } };
    const note = async (query: string) => (await get(`/api/company/brand-info?company_id=1&brand_id=2${query}`)).json<Note>().brand.hours.hoursNote;
    expect(await note('')).toBe('A pharmacist is on call 24/7 for urgent questions.');
    expect(await note('&locale=en')).toBe('A pharmacist is on call 24/7 for urgent questions.');
    expect(await note('&locale=es')).toBe('Un farmacéutico está de guardia las 24 horas, los 7 días, para preguntas urgentes.');
    expect((await get('/api/company/brand-info?company_id=1&brand_id=2&locale=fr')).statusCode).toBe(400);
  });

  it('answers brand alerts newest first, 404 when there are none', async () => {
    const { brandAlerts } = (await get('/api/company/brand-info/alerts?company_id=1&brand_id=2', patient.pat)).json<{ brandAlerts: { createdDate: string }[] }>();
    expect(brandAlerts).toHaveLength(2);
    expect(brandAlerts[0]!.createdDate > brandAlerts[1]!.createdDate).toBe(true);
    expect((await get('/api/company/brand-info/alerts?company_id=1&brand_id=1', patient.pat)).statusCode).toBe(404);
  });

  it("answers patient-facing status names in the language, falling back to company 0's", async () => {
    const english = (await get('/api/company/rx-status?company_id=1&locale=en', patient.pat)).json<{ statuses: { statusCode: number; patientStatusName: string }[] }>();
    expect(english.statuses.find((status) => status.statusCode === 2)?.patientStatusName).toBe('Requested');
    expect(english.statuses.some((status) => status.statusCode === 0)).toBe(false);
    const spanish = (await get('/api/company/rx-status?company_id=1&locale=es', patient.pat)).json<{ statuses: { statusCode: number; patientStatusName: string }[] }>();
    expect(spanish.statuses.find((status) => status.statusCode === 2)?.patientStatusName).toBe('Solicitado');
  });

  it('answers the delivery calendar with US federal holidays and force-allowed days', async () => {
    const body = (await get('/api/company/shipping-holidays?company_id=1', patient.pat)).json<{
      shippingHolidays: { ref: string[]; nonRef: string[]; forceAllowRef: string[]; forceAllowNonRef: string[] };
      holidays: { name: string }[];
    }>();
    const year = new Date().getUTCFullYear();
    expect(body.shippingHolidays.nonRef).toContain(`${year + 1}-01-01`);
    expect(body.shippingHolidays.ref).toEqual(body.shippingHolidays.nonRef);
    expect(body.shippingHolidays.forceAllowRef).toHaveLength(2);
    expect(body.shippingHolidays.forceAllowNonRef).toHaveLength(2);
    expect(body.holidays.map((holiday) => holiday.name)).toContain('Independence Day');
  });

  it('answers the holiday names in the locale asked for, English otherwise', async () => {
    type Calendar = { holidays: { holiday: string; name: string }[] };
    const names = async (query: string) =>
      (await get(`/api/company/shipping-holidays?company_id=1${query}`, patient.pat)).json<Calendar>().holidays.map((holiday) => holiday.name);
    const year = new Date().getUTCFullYear();
    const spanish = (await get('/api/company/shipping-holidays?company_id=1&locale=es', patient.pat)).json<Calendar>().holidays;
    expect(spanish.find((holiday) => holiday.holiday === `${year + 1}-01-01`)?.name).toBe('Año Nuevo');
    expect(await names('&locale=es')).toContain('Navidad');
    expect(await names('&locale=es')).not.toContain('Christmas Day');
    expect(await names('&locale=en')).toContain('Christmas Day');
    expect(await names('')).toContain('Christmas Day');
  });

  it("answers a patient's encrypted username exactly as an unknown one: the portal's support number", async () => {
    const lookup = async (username: string) =>
      get(`/api/company/support?username_type=email&username=${encodeURIComponent(await encryptForServer(publicJwk, username))}`);
    const patientsAnswer = await lookup('PAT.DEMO@example.com');
    const strangersAnswer = await lookup('nobody@example.com');
    expect(strangersAnswer.json()).toEqual({ companySupport: { supportNumber: '1-800-555-0100' } });
    expect(patientsAnswer.statusCode).toBe(strangersAnswer.statusCode);
    expect(patientsAnswer.json()).toEqual(strangersAnswer.json());
    const garbage = await get(`/api/company/support?username_type=email&username=${encodeURIComponent(Buffer.from('pat.demo@example.com').toString('base64'))}`);
    expect(garbage.statusCode).toBe(400);
  });
});

describe('rate limits on the open lookup routes', () => {
  it('answers 429 with a reason once the limit is reached, per route', async () => {
    await t.database.db.execute(sql`DELETE FROM rate_limit_counters`);
    const limited = await buildApp({ db: t.database.db, mode: 'test', identity: TEST_IDENTITY, lookupRateLimit: { max: 2, timeWindowMs: 60_000 } });
    const lookup = () => limited.inject({ method: 'GET', url: '/api/patients/registration?registration_code=GUESS-0001' });
    expect((await lookup()).statusCode).toBe(404);
    expect((await lookup()).statusCode).toBe(404);
    const refused = await lookup();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too Many Requests', message: expect.stringMatching(/^Too many requests: try again in/) });
    expect(refused.headers['retry-after']).toBeDefined();
    const recovery = await limited.inject({ method: 'POST', url: '/api/account-recovery-request', payload: { mainContact: { type: 'email', value: 'a@example.com' } } });
    expect(recovery.statusCode).toBe(200);
    // Authenticated and unrelated routes are not limited.
    expect((await limited.inject({ method: 'GET', url: '/api/company/modules?company_id=1' })).statusCode).toBe(200);
    expect((await limited.inject({ method: 'GET', url: '/api/company/modules?company_id=1' })).statusCode).toBe(200);
    expect((await limited.inject({ method: 'GET', url: '/api/company/modules?company_id=1' })).statusCode).toBe(200);
    await limited.close();
    await t.database.db.execute(sql`DELETE FROM rate_limit_counters`);
  });
});

describe('session', () => {
  it("answers the caller's session identity from the ID token alone", async () => {
    const response = await get('/api/session', patient.pat);
    expect(response.statusCode).toBe(200);
    const session = response.json<Record<string, unknown>>();
    expect(session).toMatchObject({ u_ID: patient.pat.uId, username: 'pat.demo@example.com', usernameType: 'email', pool: 'standard' });
    expect(typeof session.companyName).toBe('string');
    expect(session).not.toHaveProperty('token');
    const phone = (await get('/api/session', patient.sam)).json<Record<string, unknown>>();
    expect(phone).toMatchObject({ u_ID: patient.sam.uId, usernameType: 'phone' });
  });

  it('is 401 without a token', async () => {
    expect((await get('/api/session')).statusCode).toBe(401);
  });
});

describe('user and patient', () => {
  it("refuses texts to a number that opted out: 409 naming the company's sender number", async () => {
    const { carl } = patient;
    const response = await send('PUT', '/api/user', { u_id: carl.uId, userData: [{ Name: 'preferred_contact', Value: 1 }] }, carl);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toContain('1-833-555-0111');
  });

  it('keeps a text preference pending and sends a consent text when the patient has not agreed to texts', async () => {
    const { alex } = patient;
    const response = await send('PUT', '/api/user', { u_id: alex.uId, userData: [{ Name: 'preferred_contact', Value: 3 }] }, alex);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ consentThreadCreated: true });
    const { patient: after } = (await get(`/api/patients?u_id=${alex.uId}`, alex)).json<{ patient: { preferredContact: number; pendingPreferredContact: number } }>();
    expect(after).toMatchObject({ preferredContact: 0, pendingPreferredContact: 3 });
    const outbox = (await get('/api/dev/outbox?recipient=%2B13125550144')).json<{ entries: { purpose: string }[] }>();
    expect(outbox.entries.map((entry) => entry.purpose)).toContain('text-consent');
  });

  it('saves settings: locale, consent date, last login, care groups state', async () => {
    const { carl } = patient;
    const now = new Date().toISOString();
    const response = await send(
      'PUT',
      '/api/user',
      {
        u_id: carl.uId,
        userData: [
          { Name: 'locale', Value: 'es' },
          { Name: 'consent_date', Value: now },
          { Name: 'last_login', Value: now },
          { Name: 'groups_mapped', Value: 3 },
          { Name: 'timezone', Value: -360 },
        ],
      },
      carl,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: object }>().user).toMatchObject({ locale: 'es', consentDate: now, lastLogin: now, groupsMapped: 3, timezone: -360 });
    const invalid = await send('PUT', '/api/user', { u_id: carl.uId, userData: [{ Name: 'locale', Value: 'fr' }] }, carl);
    expect(invalid.statusCode).toBe(400);
  });

  it('lists pending activities and completes one (404 for an activity of someone else)', async () => {
    const { maria, pat } = patient;
    const pending = (await get(`/api/user/activities?u_id=${maria.uId}&completed=0`, maria)).json<{ activityDetails: { activityId: number; activityType: string }[] }>();
    expect(pending.activityDetails.map((activity) => activity.activityType).sort()).toEqual(['address', 'clinical', 'counseling', 'insurance']);
    const address = pending.activityDetails.find((activity) => activity.activityType === 'address')!;
    expect((await send('POST', '/api/user/activity/completed', { u_id: pat.uId, activityId: address.activityId }, pat)).statusCode).toBe(404);
    const done = await send('POST', '/api/user/activity/completed', { u_id: maria.uId, activityId: address.activityId, confirmed: true }, maria);
    expect(done.json()).toMatchObject({ activity: { activityId: address.activityId, completed: 1 } });
    const [row] = await t.database.db.select().from(activities).where(eq(activities.activityId, address.activityId));
    expect(row!.confirmed).toBe(true);
    const stillPending = (await get(`/api/user/activities?u_id=${maria.uId}&completed=0`, maria)).json<{ activityDetails: unknown[] }>();
    expect(stillPending.activityDetails).toHaveLength(3);
  });

  it('sets a secondary phone, refusing a blocked one with the sender number, and refuses changing the username there', async () => {
    const { pat } = patient;
    const blocked = await send('PUT', '/api/patients', { u_id: pat.uId, userAttributes: [{ Name: 'phone', Value: '+15555550198' }] }, pat);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json<{ message: string }>().message).toMatch(/START or UNSTOP to 1-833-555-0111/);
    const ok = await send('PUT', '/api/patients', { u_id: pat.uId, userAttributes: [{ Name: 'phone', Value: '+12155550999' }] }, pat);
    expect(ok.json()).toMatchObject({ patient: { phone: '+12155550999', username: 'pat.demo@example.com' } });
    const username = await send('PUT', '/api/patients', { u_id: pat.uId, userAttributes: [{ Name: 'email', Value: 'other@example.com' }] }, pat);
    expect(username.statusCode).toBe(400);
  });

  it('changes the username to a verified one; 409 when another account uses it', async () => {
    const { sam } = patient;
    const verified = (contact: { email: string } | { phone: string }) => withVerifiedContact(t.database.db, sam, contact);
    const taken = await send('PUT', '/api/patients/username', { u_id: sam.uId, mainContact: { type: 'email', value: 'pat.demo@example.com' } }, await verified({ email: 'pat.demo@example.com' }));
    expect(taken.statusCode).toBe(409);
    const blocked = await send('PUT', '/api/patients/username', { u_id: sam.uId, mainContact: { type: 'phone', value: '+15555550198' } }, await verified({ phone: '+15555550198' }));
    expect(blocked.statusCode).toBe(409);
    const changed = await send('PUT', '/api/patients/username', { u_id: sam.uId, mainContact: { type: 'phone', value: '+12155550102' } }, await verified({ phone: '+12155550102' }));
    expect(changed.json()).toMatchObject({ patient: { username: '+12155550102', usernameType: 'phone', phone: '+12155550102' } });
  });

  it('tells whether a mobile number opted out of texts', async () => {
    const { pat } = patient;
    const check = async (number: string) => (await get(`/api/text-consent/block-list?u_id=${pat.uId}&mobileNumber=${encodeURIComponent(number)}`, pat)).json();
    expect(await check('+15555550199')).toEqual({ mobileNumber: '+15555550199', blocked: true, senderNumber: '1-833-555-0111' });
    expect(await check('2155550123')).toMatchObject({ mobileNumber: '+12155550123', blocked: false });
    expect(await check(' 15555550199')).toMatchObject({ blocked: true });
  });
});

describe('support and recovery', () => {
  it('stores a support request; details of 15 characters or fewer are refused', async () => {
    const { pat } = patient;
    const payload = { u_id: pat.uId, reason: 'AccountIssue', relatingTo: 'MFA', relatingModule: 'MFA' };
    expect((await send('POST', '/api/support-requests', { ...payload, additionalDetails: 'Too short text' }, pat)).statusCode).toBe(400);
    const response = await send('POST', '/api/support-requests', { ...payload, additionalDetails: 'I changed my phone and lost the app.' }, pat);
    const { requestId } = response.json<{ requestId: number }>();
    const [row] = await t.database.db.select().from(supportRequests).where(eq(supportRequests.requestId, requestId));
    expect(row).toMatchObject({ uId: pat.uId, reason: 'AccountIssue' });
  });

  it('answers account recovery requests the same way for known and unknown contacts', async () => {
    const known = await send('POST', '/api/account-recovery-request', { mainContact: { type: 'email', value: 'Maria.Demo@example.com' } });
    const unknown = await send('POST', '/api/account-recovery-request', { mainContact: { type: 'email', value: 'ghost@example.com' } });
    expect(known.json()).toEqual({ received: true });
    expect(unknown.json()).toEqual({ received: true });
    const rows = await t.database.db.select().from(accountRecoveryRequests);
    expect(rows.find((row) => row.contactValue === 'maria.demo@example.com')?.uId).toBe(patient.maria.uId);
    expect(rows.find((row) => row.contactValue === 'ghost@example.com')?.uId).toBeNull();
  });
});

describe('care groups', () => {
  it('answers 404 "No group mappings." when there is nothing to map', async () => {
    const response = await get(`/api/care-groups/mapping?u_id=${patient.pat.uId}`, patient.pat);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('No group mappings.');
  });

  it('maps drugs to programs: only offered groups, then no longer the initial setup', async () => {
    const { grace } = patient;
    const first = (await get(`/api/care-groups/mapping?u_id=${grace.uId}`, grace)).json<{ careGroupMapping: { drugName: string; options: unknown[] }[]; initialSetup: boolean }>();
    expect(first.initialSetup).toBe(true);
    expect(first.careGroupMapping.map((mapping) => mapping.drugName)).toEqual(['Enbrel SureClick', 'Ozempic Pen']);
    expect((await send('POST', '/api/v2/patient/care-groups', { u_id: grace.uId, gIds: [999], groupAssessmentReady: true }, grace)).statusCode).toBe(400);
    const saved = await send('POST', '/api/v2/patient/care-groups', { u_id: grace.uId, gIds: [101, 202, 203], groupAssessmentReady: true }, grace);
    expect(saved.json()).toEqual({ gIds: [101, 202, 203] });
    const after = (await get(`/api/care-groups/mapping?u_id=${grace.uId}`, grace)).json<{ careGroupMapping: { groupAssessmentReady: boolean }[]; initialSetup: boolean }>();
    expect(after.initialSetup).toBe(false);
    expect(after.careGroupMapping.every((mapping) => mapping.groupAssessmentReady)).toBe(true);
  });
});

describe('insurance', () => {
  const card = { planName: 'Evergreen Health HMO', memberId: 'EVG555', bin: '003858', pcn: 'EVGRX', group: 'EV1' };
  const list = async (who: TestPatient) => (await get(`/api/user/insurance?u_id=${who.uId}`, who)).json<InsuranceListResponse>().results;

  it('lists primary first, with images left to the browser', async () => {
    const results = await list(patient.pat);
    expect(results.map((entry) => entry.isPrimary)).toEqual([true, false]);
    expect(results[0]).toMatchObject({ planName: 'Blue Horizon PPO', frontImage: null, backImage: null });
  });

  it("refuses a card already on file with a message containing 'already exists'", async () => {
    const { pat } = patient;
    const response = await send('POST', '/api/user/insurance', { u_id: pat.uId, planName: 'Same card', memberId: ' bhp4477120931 ', bin: '610014', pcn: 'bhrx', group: 'GRP88120' }, pat);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toContain('already exists');
  });

  it('applies the variant rules: plan type for care programs, person code for home-only only', async () => {
    const { alex, pat, hannah } = patient;
    expect((await send('POST', '/api/user/insurance', { u_id: alex.uId, ...card }, alex)).statusCode).toBe(400);
    expect((await send('POST', '/api/user/insurance', { u_id: alex.uId, ...card, planType: 'Commercial' }, alex)).statusCode).toBe(200);
    expect((await send('POST', '/api/user/insurance', { u_id: pat.uId, ...card, personCode: '01' }, pat)).statusCode).toBe(400);
    const home = await send('POST', '/api/user/insurance', { u_id: hannah.uId, ...card, personCode: '03' }, hannah);
    expect(home.json()).toMatchObject({ insurance: { personCode: '03', isPrimary: false } });
  });

  it("makes a patient's first insurance primary and completes the missing-insurance activity", async () => {
    const { maria } = patient;
    const [activity] = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.uId, maria.uId), eq(activities.activityType, 'insurance')));
    const response = await send('POST', '/api/user/insurance', { u_id: maria.uId, ...card, activityId: activity!.activityId }, maria);
    expect(response.json()).toMatchObject({ insurance: { isPrimary: true } });
    const [after] = await t.database.db.select().from(activities).where(eq(activities.activityId, activity!.activityId));
    expect(after!.completed).toBe(1);
  });

  it('moves primary on PUT, promotes the next one when the primary is removed, 404 for foreign ids', async () => {
    const { pat, maria } = patient;
    const [primary, secondary] = await list(pat);
    const promoted = await send('PUT', '/api/user/insurance', { u_id: pat.uId, ...secondary!, insuranceId: secondary!.insuranceId, isPrimary: true, planType: null, personCode: null }, pat);
    expect(promoted.statusCode).toBe(200);
    expect((await list(pat)).map((entry) => [entry.insuranceId, entry.isPrimary])).toEqual([
      [secondary!.insuranceId, true],
      [primary!.insuranceId, false],
    ]);
    expect((await send('DELETE', `/api/user/insurance?u_id=${maria.uId}&insurance_id=${primary!.insuranceId}`, undefined, maria)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/user/insurance?u_id=${pat.uId}&insurance_id=${secondary!.insuranceId}`, undefined, pat)).json()).toEqual({ deleted: true, id: secondary!.insuranceId });
    expect((await list(pat)).map((entry) => [entry.insuranceId, entry.isPrimary])).toEqual([[primary!.insuranceId, true]]);
  });

  it('answers plan options per brand, none for an unknown brand', async () => {
    expect((await get('/api/user/insurance/plan-options?brand_id=99')).json()).toEqual({ insuranceOptions: [] });
  });
});

describe('addresses', () => {
  const fields = (street: string, city: string, state: string, zip: string) => [
    { name: 'street', value: street },
    { name: 'city', value: city },
    { name: 'state', value: state },
    { name: 'zip', value: zip },
  ];
  const payload = (who: TestPatient, extra: object = {}) => ({
    u_id: who.uId,
    isPrimary: 0,
    isShipping: 1,
    isBilling: 0,
    addressType: 'Office',
    address: fields('  1 Penn  Plaza ', 'new york', 'ny', '100011234'),
    ...extra,
  });
  const list = async (who: TestPatient) => (await get(`/api/user/address?u_id=${who.uId}`, who)).json<AddressListResponse>().addresses;
  const byType = (rows: Address[], type: string) => rows.find((row) => row.addressType === type)!;

  it('verifies a postal address: city, state and ZIP must agree; ZIP+4 is joined with a dash', async () => {
    const { pat } = patient;
    const verify = async (body: object) => (await send('POST', '/api/address/verify', body, pat)).json();
    expect(await verify({ street: '1 Penn Plaza', city: 'new york', state: 'New York', zip: '100011234' })).toEqual({
      valid: true,
      address: { street: '1 Penn Plaza', street2: null, city: 'New York', state: 'NY', zip: '10001-1234' },
      reason: null,
    });
    expect(await verify({ street: '1 Penn Plaza', city: 'Boston', state: 'NY', zip: '10001' })).toMatchObject({ valid: false, address: null });
    expect(await verify({ street: '1 Penn Plaza', city: 'New York', state: 'NY', zip: '00000' })).toMatchObject({ valid: false });
    expect((await send('POST', '/api/address/verify', { street: '1 Penn Plaza', city: 'New York', state: 'NY', zip: '10001' })).statusCode).toBe(401);
  });

  it('lists primary first with the clinic and the refill address locked', async () => {
    const rows = await list(patient.pat);
    expect(rows[0]).toMatchObject({ addressType: 'Home', primaryAddress: 1 });
    expect(byType(rows, 'Clinic')).toMatchObject({ cpId: expect.any(Number), locationName: 'Riverside Rheumatology Clinic' });
    expect(byType(rows, 'Office')).toMatchObject({ inRefill: 1 });
  });

  it('adds a verified address on /v2/user/address, refusing one that does not verify', async () => {
    const { pat } = patient;
    const wrong = await send('POST', '/api/v2/user/address', payload(pat, { address: fields('1 Main St', 'Boston', 'MA', '10001') }), pat);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toMatch(/not in MA/);
    const created = await send('POST', '/api/v2/user/address', payload(pat), pat);
    expect(created.json()).toMatchObject({ address: { street: '1 Penn Plaza', city: 'New York', state: 'NY', zip: '10001-1234', primaryAddress: 0 } });
  });

  it('refuses to remove the primary address, or to change or remove a locked one', async () => {
    const { pat } = patient;
    const rows = await list(pat);
    const refusal = async (method: 'PUT' | 'DELETE', address: Address) => {
      const response =
        method === 'DELETE'
          ? await send('DELETE', `/api/v2/user/address?u_id=${pat.uId}&addr_id=${address.addrId}`, undefined, pat)
          : await send('PUT', '/api/v2/user/address', payload(pat, { addrId: address.addrId, addressType: address.addressType }), pat);
      expect(response.statusCode).toBe(409);
      return response.json<{ message: string }>().message;
    };
    expect(await refusal('DELETE', rows[0]!)).toMatch(/primary/);
    expect(await refusal('DELETE', byType(rows, 'Clinic'))).toMatch(/care provider/);
    expect(await refusal('PUT', byType(rows, 'Clinic'))).toMatch(/care provider/);
    expect(await refusal('PUT', byType(rows, 'Office'))).toMatch(/refill/);
  });

  it('edits and removes on the legacy /user/address too, and moves primary', async () => {
    const { pat } = patient;
    const created = (await send('POST', '/api/user/address', payload(pat, { addressType: 'Vacation' }), pat)).json<{ address: Address }>().address;
    const edited = await send('PUT', '/api/user/address', payload(pat, { addrId: created.addrId, addressType: 'Vacation', isPrimary: 1 }), pat);
    expect(edited.json()).toMatchObject({ address: { addrId: created.addrId, primaryAddress: 1 } });
    const rows = await list(pat);
    expect(rows.filter((row) => row.primaryAddress === 1).map((row) => row.addrId)).toEqual([created.addrId]);
    const home = byType(rows, 'Home');
    expect((await send('DELETE', `/api/user/address?u_id=${pat.uId}&addr_id=${home.addrId}`, undefined, pat)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/user/address?u_id=${pat.uId}&addr_id=${home.addrId}`, undefined, pat)).statusCode).toBe(404);
  });

  it('home-only variant: one Home address, changes through support, removal allowed', async () => {
    const { hannah } = patient;
    const [home] = await list(hannah);
    expect((await send('POST', '/api/v2/user/address', payload(hannah, { addressType: 'Home' }), hannah)).statusCode).toBe(409);
    expect((await send('PUT', '/api/v2/user/address', payload(hannah, { addrId: home!.addrId, addressType: 'Home', isPrimary: 1 }), hannah)).statusCode).toBe(409);
    expect((await send('DELETE', `/api/v2/user/address?u_id=${hannah.uId}&addr_id=${home!.addrId}`, undefined, hannah)).statusCode).toBe(200);
    expect((await send('POST', '/api/v2/user/address', payload(hannah, { addressType: 'Office' }), hannah)).statusCode).toBe(400);
    const again = await send('POST', '/api/v2/user/address', payload(hannah, { addressType: 'Home' }), hannah);
    expect(again.json()).toMatchObject({ address: { addressType: 'Home', primaryAddress: 1 } });
  });

  it('completes the confirm-address activity with the save', async () => {
    const { maria } = patient;
    const [activity] = await t.database.db.insert(activities).values({ uId: maria.uId, activityName: 'fill address details', activityType: 'address' }).returning();
    const [home] = await t.database.db.select().from(addresses).where(eq(addresses.uId, maria.uId));
    const response = await send(
      'PUT',
      '/api/v2/user/address',
      { ...payload(maria, { addrId: home!.addrId, addressType: 'Home', isPrimary: 1 }), activityId: activity!.activityId, address: fields('2601 Pennsylvania Avenue', 'Philadelphia', 'PA', '19130') },
      maria,
    );
    expect(response.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(activities).where(eq(activities.activityId, activity!.activityId));
    expect(after!.completed).toBe(1);
  });
});

describe('contacts, self-reported medications and allergies', () => {
  it.each([
    ['/api/user/medications/additional', 'medications', 'medication', 'medId', 'med_id'],
    ['/api/user/medications/allergies', 'allergyMeds', 'allergy', 'allergyId', 'allergy_id'],
  ] as const)('%s: create, change, list, remove; 50/200 character limits; only own rows', async (path, listKey, itemKey, idField, idParam) => {
    const { pat, maria } = patient;
    const entry = { u_id: pat.uId, medicationName: 'Ibuprofen', dosage: '200 mg', description: 'As needed', notes: null };
    expect((await send('POST', path, { ...entry, dosage: 'x'.repeat(51) }, pat)).statusCode).toBe(400);
    expect((await send('POST', path, { ...entry, notes: 'x'.repeat(201) }, pat)).statusCode).toBe(400);
    expect((await send('POST', path, { ...entry, description: '   ' }, pat)).statusCode).toBe(400);
    const created = (await send('POST', path, entry, pat)).json<Record<string, Record<string, unknown>>>()[itemKey]!;
    const id = created[idField] as number;
    const changed = await send('PUT', path, { ...entry, [idField]: id, notes: 'With food' }, pat);
    expect(changed.json()).toMatchObject({ [itemKey]: { notes: 'With food' } });
    expect((await send('PUT', path, { ...entry, u_id: maria.uId, [idField]: id }, maria)).statusCode).toBe(404);
    const listed = (await get(`${path}?u_id=${pat.uId}`, pat)).json<Record<string, unknown[]>>()[listKey];
    expect(listed).toContainEqual(expect.objectContaining({ [idField]: id, medicationName: 'Ibuprofen' }));
    expect((await send('DELETE', `${path}?u_id=${maria.uId}&${idParam}=${id}`, undefined, maria)).statusCode).toBe(404);
    expect((await send('DELETE', `${path}?u_id=${pat.uId}&${idParam}=${id}`, undefined, pat)).json()).toEqual({ deleted: true, id });
  });

  it('contacts need a name, details and a phone or an e-mail', async () => {
    const { pat } = patient;
    const base = { u_id: pat.uId, contactName: 'Robin Lee', contactDetail: 'Neighbour' };
    expect((await send('POST', '/api/user/contact', base, pat)).statusCode).toBe(400);
    expect((await send('POST', '/api/user/contact', { ...base, phone: '555-0100' }, pat)).statusCode).toBe(400);
    expect((await send('POST', '/api/user/contact', { ...base, email: 'not-an-email' }, pat)).statusCode).toBe(400);
    const created = await send('POST', '/api/user/contact', { ...base, email: 'Robin@Example.com' }, pat);
    expect(created.json()).toMatchObject({ contact: { email: 'robin@example.com', phone: null } });
    const { contacts } = (await get(`/api/user/contact?u_id=${pat.uId}`, pat)).json<{ contacts: unknown[] }>();
    expect(contacts).toHaveLength(3);
  });
});

describe('tokens', () => {
  it('maps a basic-pool token to its own patient', async () => {
    const link = await signedInPatient(t.database.db, 'link.basic@example.com', 'basic');
    const response = await get(`/api/user?u_id=${link.uId}`, link);
    expect(response.json()).toMatchObject({ user: { username: 'link.basic@example.com' } });
    const standardToken = await mintIdToken(TEST_IDENTITY, { sub: await storedSub(t.database.db, 'link.basic@example.com', 'basic'), username: 'link.basic@example.com' });
    expect((await t.app.inject({ method: 'GET', url: `/api/user?u_id=${link.uId}`, headers: { authorization: `Bearer ${standardToken}` } })).statusCode).toBe(403);
  });

  it('answers the insurance rows of the caller only', async () => {
    const rows = await t.database.db.select().from(insurance).where(eq(insurance.uId, patient.maria.uId));
    const listed = (await get(`/api/user/insurance?u_id=${patient.maria.uId}`, patient.maria)).json<InsuranceListResponse>().results;
    expect(listed.map((entry) => entry.insuranceId).sort()).toEqual(rows.map((row) => row.insuranceId).sort());
  });
});
