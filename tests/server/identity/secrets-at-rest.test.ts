import { createPrivateKey } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefillRemindersResponse } from '../../../src/domain/reminders/refill-reminder.schema';
import type { MedicationsResponse } from '../../../src/domain/medication/prescription.schema';
import { runReminderTick } from '../../../server/modules/reminders/tick';
import { currentTotpCode } from '../support/identity-users';
import type { MessageSource } from '../../../server/platform/identity/cognito-local';
import { setOutboxRetention } from '../../../server/platform/identity/outbox';
import { readSharedSecret } from '../../../server/platform/identity/shared-secrets';
import { createSignedInApp, IDENTITY_CONFIG, type SignedInApp } from './support/signed-in-app';

/**
 * Issue 33, "no secret readable from a database dump": a whole journey through the identity
 * endpoint and the API, then every column of every identity table and of the outbox is read
 * (information_schema names them) and none holds, in clear, a code, refresh token,
 * authenticator secret or private key the journey used. Runs on PGlite, and on PostgreSQL
 * with DATABASE_URL. The outbox keeps what production keeps (no code, no text).
 */
const standard = IDENTITY_CONFIG.pools.standard;
const USERNAME = 'at.rest@example.com';
const PHONE = '+15555550177';
const PASSWORDS = ['First#Secret42', 'Reset#Secret43', 'Changed#Secret44'] as const;
const ATORVASTATIN = '6012008'; // a refill patient's active prescription, 30 days of supply

let t: SignedInApp;
/** Every code the identity sent, captured on its way to the outbox (which keeps none of them). */
const sent: { source: MessageSource; recipient: string; code: string }[] = [];
const used = { codes: [] as string[], refreshTokens: [] as string[], totpSecrets: [] as string[], privateKeys: [] as string[], other: [] as string[] };

beforeAll(async () => {
  setOutboxRetention('production');
  // Seeded through the identity, so the demo users' secrets are sealed too (and the refill patient has its company).
  t = await createSignedInApp();
  const messages = t.identity.services.messages;
  const deliver = messages.deliver.bind(messages);
  messages.deliver = async (ctx, source, clientId, poolId, user, code, metadata, details) => {
    sent.push({ source, recipient: details.Destination, code });
    return deliver(ctx, source, clientId, poolId, user, code, metadata, details);
  };
});
afterAll(async () => {
  setOutboxRetention('test');
  await t?.close();
});

function codeFor(recipient: string, source: MessageSource): string {
  const entry = sent.findLast((candidate) => candidate.recipient === recipient && candidate.source === source);
  if (!entry) throw new Error(`no ${source} code sent to ${recipient}`);
  used.codes.push(entry.code);
  return entry.code;
}

function tokensOf(answer: Awaited<ReturnType<SignedInApp['client']['call']>>) {
  const result = answer.body.AuthenticationResult;
  expect(result, JSON.stringify(answer.body)).toBeTruthy();
  if (result!.RefreshToken) used.refreshTokens.push(result!.RefreshToken);
  used.other.push(result!.IdToken, result!.AccessToken);
  return result!;
}

async function ok(answer: Promise<Awaited<ReturnType<SignedInApp['client']['call']>>>) {
  const settled = await answer;
  expect(settled.status, JSON.stringify(settled.body)).toBe(200);
  return settled.body;
}

describe('secrets at rest after a whole journey', () => {
  it('signs up, confirms, signs in with SMS and with authenticator MFA, resets, changes, refreshes, signs out and queues a reminder', async () => {
    const { client } = t;
    const call = client.call;
    await ok(call('SignUp', { ClientId: standard.clientId, Username: USERNAME, Password: PASSWORDS[0] }));
    await ok(call('ConfirmSignUp', { ClientId: standard.clientId, Username: USERNAME, ConfirmationCode: codeFor(USERNAME, 'SignUp') }));
    let tokens = tokensOf(await client.srpSignIn(USERNAME, PASSWORDS[0]));

    // A phone number, verified by a code, then SMS MFA.
    await ok(call('UpdateUserAttributes', { AccessToken: tokens.AccessToken, UserAttributes: [{ Name: 'phone_number', Value: PHONE }] }));
    await ok(call('VerifyUserAttribute', { AccessToken: tokens.AccessToken, AttributeName: 'phone_number', Code: codeFor(PHONE, 'UpdateUserAttribute') }));
    await ok(call('SetUserMFAPreference', { AccessToken: tokens.AccessToken, SMSMfaSettings: { Enabled: true, PreferredMfa: true } }));
    const smsChallenge = await client.srpSignIn(USERNAME, PASSWORDS[0]);
    expect(smsChallenge.body.ChallengeName).toBe('SMS_MFA');
    const smsUser = smsChallenge.body.ChallengeParameters!.USERNAME!;
    tokens = tokensOf(await client.respond('SMS_MFA', smsChallenge.body.Session, { USERNAME: smsUser, SMS_MFA_CODE: codeFor(PHONE, 'Authentication') }));

    // An authenticator app, then TOTP MFA.
    const { SecretCode: secret } = (await ok(call('AssociateSoftwareToken', { AccessToken: tokens.AccessToken }))) as { SecretCode: string };
    used.totpSecrets.push(secret);
    await ok(call('VerifySoftwareToken', { AccessToken: tokens.AccessToken, UserCode: currentTotpCode(secret) }));
    await ok(call('SetUserMFAPreference', { AccessToken: tokens.AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
    const signInWithTotp = async (password: string) => {
      const challenge = await client.srpSignIn(USERNAME, password);
      expect(challenge.body.ChallengeName, JSON.stringify(challenge.body)).toBe('SOFTWARE_TOKEN_MFA');
      const code = currentTotpCode(secret);
      used.codes.push(code);
      return tokensOf(await client.respond('SOFTWARE_TOKEN_MFA', challenge.body.Session, { USERNAME: smsUser, SOFTWARE_TOKEN_MFA_CODE: code }));
    };
    tokens = await signInWithTotp(PASSWORDS[0]);

    // Forgot password, then a change of password.
    await ok(call('ForgotPassword', { ClientId: standard.clientId, Username: USERNAME }));
    const resetCode = codeFor(USERNAME, 'ForgotPassword');
    await ok(call('ConfirmForgotPassword', { ClientId: standard.clientId, Username: USERNAME, ConfirmationCode: resetCode, Password: PASSWORDS[1] }));
    tokens = await signInWithTotp(PASSWORDS[1]);
    await ok(call('ChangePassword', { AccessToken: tokens.AccessToken, PreviousPassword: PASSWORDS[1], ProposedPassword: PASSWORDS[2] }));

    // Refresh, then sign out everywhere: the refresh token is refused from then on.
    const signedIn = await signInWithTotp(PASSWORDS[2]);
    tokensOf(await client.call('GetTokensFromRefreshToken', { ClientId: standard.clientId, RefreshToken: signedIn.RefreshToken }));
    await ok(call('GlobalSignOut', { AccessToken: signedIn.AccessToken }));
    const refused = await call('GetTokensFromRefreshToken', { ClientId: standard.clientId, RefreshToken: signedIn.RefreshToken });
    expect(refused.body.__type).toBe('NotAuthorizedException');
    // A fresh sign-in keeps a refresh token that stays in the database (as a hash).
    const kept = await signInWithTotp(PASSWORDS[2]);
    tokensOf(await client.call('GetTokensFromRefreshToken', { ClientId: standard.clientId, RefreshToken: kept.RefreshToken }));

    // A patient of the API signs in and turns a refill reminder on; the scheduler queues it.
    const created = await t.app.inject({ method: 'POST', url: '/api/dev/refill-patients', payload: {} });
    expect(created.statusCode, created.body).toBe(200);
    const patient = created.json<{ username: string; password: string; uId: number }>();
    const patientTokens = tokensOf(await client.srpSignIn(patient.username, patient.password));
    const bearer = { authorization: `Bearer ${patientTokens.IdToken}` };
    const medications = (await t.app.inject({ method: 'GET', url: `/api/user/medications?u_id=${patient.uId}`, headers: bearer })).json<MedicationsResponse>();
    const active = medications.medications.find((rx) => rx.rxNumber === ATORVASTATIN)!;
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/user/medications/reminder',
      headers: bearer,
      payload: { u_id: patient.uId, gId: active.gId, leadDays: 3, timeZone: 'America/New_York' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const { reminders } = (await t.app.inject({ method: 'GET', url: `/api/user/medications/reminders?u_id=${patient.uId}`, headers: bearer })).json<RefillRemindersResponse>();
    const due = new Date(new Date(reminders[0]!.nextReminderAt!).getTime() + 60_000);
    const queued = await runReminderTick(t.database.db, { now: due, portalUrl: 'https://portal.example/portal' });
    expect(queued.some((reminder) => reminder.gId === active.gId)).toBe(true);
    const medicationName = active.displayName;

    // The keys the identity used: the RS256 private key and the session-sealing key.
    const signing = JSON.parse((await readSharedSecret(t.database.db, t.identity.keyring, 'signing-key'))!) as { privateJwk: JWK };
    const pem = createPrivateKey({ key: signing.privateJwk as import('node:crypto').JsonWebKey, format: 'jwk' }).export({ format: 'pem', type: 'pkcs8' }).toString();
    const pemBody = pem.split('\n').filter((line) => line && !line.startsWith('-----'));
    used.privateKeys.push(signing.privateJwk.d!, signing.privateJwk.p!, signing.privateJwk.q!, pemBody.join(''), pemBody[1]!);
    used.privateKeys.push((await readSharedSecret(t.database.db, t.identity.keyring, 'session-key'))!);

    const columns = await identityAndOutboxColumns();
    expect(columns.map((column) => column.table)).toEqual(expect.arrayContaining(['identity_users', 'identity_secrets', 'identity_refresh_tokens', 'outbox']));
    const found = await cleartextFindings(columns, {
      code: used.codes,
      'refresh token': used.refreshTokens,
      'ID or access token': used.other,
      'authenticator secret': used.totpSecrets,
      'private key': used.privateKeys,
      'medication name': [medicationName],
      // Passwords: each user keeps an SRP salt and verifier in their place.
      password: [...PASSWORDS],
    });
    expect(found).toEqual([]);

    // Sanity: the journey really left its traces there, sealed.
    expect(used.codes.length).toBeGreaterThanOrEqual(6);
    const stored = await rowsOf('identity_refresh_tokens');
    expect(stored.length).toBeGreaterThan(0);
    const secrets = await rowsOf('identity_secrets');
    expect(secrets.every((row) => String(row.value).startsWith('rxenc1.'))).toBe(true);
    const outboxRows = await rowsOf('outbox');
    expect(outboxRows.length).toBeGreaterThanOrEqual(6);
    expect(outboxRows.every((row) => row.code === null && row.message === '')).toBe(true);
  }, 120_000);
});

interface Column {
  table: string;
  column: string;
}

async function identityAndOutboxColumns(): Promise<Column[]> {
  const { rows } = await t.database.db.execute<{ table: string; column: string }>(sql`
    SELECT table_name AS "table", column_name AS "column"
    FROM information_schema.columns
    WHERE table_schema = current_schema() AND (table_name LIKE 'identity\\_%' OR table_name = 'outbox')
    ORDER BY table_name, ordinal_position`);
  return rows;
}

async function rowsOf(table: string): Promise<Record<string, unknown>[]> {
  const { rows } = await t.database.db.execute<Record<string, unknown>>(sql`SELECT * FROM ${sql.identifier(table)}`);
  return rows;
}

/** Each (kind, table.column) where one of the values shows in clear. Codes count only as whole numbers, not inside a longer one. */
async function cleartextFindings(columns: Column[], needles: Record<string, string[]>): Promise<string[]> {
  const findings: string[] = [];
  for (const { table, column } of columns) {
    const { rows } = await t.database.db.execute<{ v: string | null }>(sql`SELECT ${sql.identifier(column)}::text AS v FROM ${sql.identifier(table)}`);
    const values = rows.map((row) => row.v).filter((value): value is string => value !== null);
    for (const [kind, list] of Object.entries(needles)) {
      for (const needle of list) {
        const pattern = kind === 'code' ? new RegExp(`(?<![0-9.:])${needle}(?![0-9])`) : undefined;
        if (values.some((value) => (pattern ? pattern.test(value) : value.includes(needle)))) findings.push(`${kind} in ${table}.${column}`);
      }
    }
  }
  return findings;
}
