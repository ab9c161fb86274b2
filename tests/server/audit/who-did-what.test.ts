import { randomUUID } from 'node:crypto';
import { asc, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareTeamClientToServerEvents, CareTeamServerToClientEvents } from '../../../src/domain/messaging/care-team-events';
import { attachRealtime } from '../../../server/modules/messaging/messaging.socket';
import { careProviders } from '../../../server/modules/messaging/messaging.tables';
import { auditLog } from '../../../server/schema';
import { buildApp } from '../../../server/app';
import { createIdentityUser } from '../../../server/seed/identity-users';
import { currentTotpCode } from '../support/identity-users';
import { startIdentityServer, type IdentityServer } from '../../../server/platform/identity/identity-server';
import { mintIdToken } from '../support/test-tokens';
import { insertConversationWithMessages, insertTestPatient, insertTestProviders } from '../messaging/messaging-fixture';
import { startSrp } from '../identity/support/amplify-srp';
import { IDENTITY_CONFIG } from '../identity/support/signed-in-app';
import { listenForSockets } from '../support/socket-clients';
import { TEST_IDENTITY } from '../support/test-app';
import { createMigratedTestDatabase, createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Who did what, when and from where (HIPAA §164.312(b)): each identity event and each care-team
 * read or write leaves an audit row with its actor, time and client address, and no audit column
 * holds a password, code or token that was used.
 */
type AuditRow = typeof auditLog.$inferSelect;
const standard = IDENTITY_CONFIG.pools.standard;
const PASSWORD = 'Audit#Horse4242';
const WRONG = 'Wrong#Horse4242';
const CHANGED = 'Changed#Horse4242';
const RESET = 'Reset#Horse424242';
const ADDRESS = '198.51.100.77';

/** Everything secret the journey used: none may appear in any audit column. */
const secrets: string[] = [PASSWORD, WRONG, CHANGED, RESET];

async function rowsAfter(db: TestDatabase['db'], id: number): Promise<AuditRow[]> {
  return db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(asc(auditLog.id));
}

async function lastId(db: TestDatabase['db']): Promise<number> {
  const [row] = await db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row?.id ?? 0;
}

function expectNoSecrets(rows: AuditRow[]): void {
  for (const row of rows) {
    for (const value of Object.values(row)) {
      const text = value instanceof Date ? value.toISOString() : String(value);
      for (const secret of secrets) expect(text.includes(secret), `audit column holds a secret: ${text.slice(0, 40)}`).toBe(false);
    }
  }
}

describe('identity events', () => {
  let database: TestDatabase;
  let identity: IdentityServer;
  let app: FastifyInstance;

  // The identity's clock runs with the real time until the lockout, then stands still: the first
  // lockout lasts 1 s, which a busy machine could spend between the fifth failure and the next try.
  const clock = { stoppedAt: null as number | null, get: () => new Date(clock.stoppedAt ?? Date.now()) };

  beforeAll(async () => {
    database = await createMigratedTestDatabase();
    identity = await startIdentityServer({ db: database.db, config: IDENTITY_CONFIG, clock });
    app = await buildApp({ db: database.db, mode: 'test', identityServer: identity });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await identity?.close();
    await database?.dispose();
  });

  async function call(operation: string, body: Record<string, unknown>) {
    const response = await app.inject({
      method: 'POST',
      url: '/identity',
      remoteAddress: ADDRESS,
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
      payload: JSON.stringify(body),
    });
    return { status: response.statusCode, body: response.json() as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  async function signIn(username: string, password: string) {
    const srp = await startSrp(standard.userPoolId);
    const first = await call('InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: standard.clientId, AuthParameters: { USERNAME: username, SRP_A: srp.srpA } });
    const responses = await srp.answer(first.body.ChallengeParameters ?? {}, password);
    secrets.push(responses.PASSWORD_CLAIM_SIGNATURE, responses.PASSWORD_CLAIM_SECRET_BLOCK);
    const answer = await call('RespondToAuthChallenge', { ChallengeName: 'PASSWORD_VERIFIER', ClientId: standard.clientId, ChallengeResponses: responses });
    const tokens = answer.body.AuthenticationResult as { IdToken: string; AccessToken: string; RefreshToken: string } | undefined;
    if (tokens) secrets.push(tokens.IdToken, tokens.AccessToken, tokens.RefreshToken);
    if (answer.body.Session) secrets.push(answer.body.Session as string);
    return answer;
  }

  const outboxCode = async (recipient: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}` });
    const code = (response.json() as { entries: { code: string }[] }).entries[0]!.code;
    secrets.push(code);
    return code;
  };

  it('records sign-in, failures, lockout, password change and reset, MFA change and both sign-outs with the sub, time and address', async () => {
    const username = 'audited.patient@example.com';
    const { sub } = await createIdentityUser({ pool: 'standard', username, password: PASSWORD, confirmed: true }, identity);
    const before = await lastId(database.db);
    const startedAt = Date.now();

    // Sign-in, a failure for the patient and one for a username with no account.
    const first = await signIn(username, PASSWORD);
    expect(first.body.AuthenticationResult).toBeTruthy();
    expect((await signIn(username, WRONG)).body.__type).toBe('NotAuthorizedException');
    expect((await signIn('nobody.here@example.com', WRONG)).body.__type).toBe('NotAuthorizedException');

    // Password change, then a local sign-out (RevokeToken) of that session.
    const session = first.body.AuthenticationResult as { AccessToken: string; RefreshToken: string };
    expect((await call('ChangePassword', { AccessToken: session.AccessToken, PreviousPassword: PASSWORD, ProposedPassword: CHANGED })).status).toBe(200);
    expect((await call('RevokeToken', { ClientId: standard.clientId, Token: session.RefreshToken })).status).toBe(200);

    // Reset by code.
    expect((await call('ForgotPassword', { ClientId: standard.clientId, Username: username })).status).toBe(200);
    const resetCode = await outboxCode(username);
    expect((await call('ConfirmForgotPassword', { ClientId: standard.clientId, Username: username, ConfirmationCode: resetCode, Password: RESET })).status).toBe(200);

    // MFA: an authenticator app turned on, then a global sign-out.
    const second = (await signIn(username, RESET)).body.AuthenticationResult as { AccessToken: string };
    const associated = await call('AssociateSoftwareToken', { AccessToken: second.AccessToken });
    const totpSecret = associated.body.SecretCode as string;
    const totpCode = currentTotpCode(totpSecret);
    secrets.push(totpSecret, totpCode);
    expect((await call('VerifySoftwareToken', { AccessToken: second.AccessToken, UserCode: totpCode })).body.Status).toBe('SUCCESS');
    expect(
      (await call('SetUserMFAPreference', { AccessToken: second.AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } })).status,
    ).toBe(200);
    expect((await call('GlobalSignOut', { AccessToken: second.AccessToken })).status).toBe(200);

    // Five wrong passwords in a row lock the account; a try during the lockout is refused.
    clock.stoppedAt = Date.now();
    for (let i = 0; i < 5; i += 1) await signIn(username, WRONG);
    expect((await signIn(username, RESET)).body.message).toBe('Password attempts exceeded');

    const rows = (await rowsAfter(database.db, before)).filter((row) => row.action === 'auth');
    const events = rows.map((row) => [row.entity, row.actorSub, row.entityId]);
    expect(events.slice(0, 10)).toEqual([
      ['sign_in', sub, null],
      ['sign_in_failed', sub, null],
      ['sign_in_failed', null, null],
      ['password_change', sub, null],
      ['sign_out', sub, null],
      ['password_reset', sub, null],
      ['sign_in', sub, null],
      ['mfa_change', sub, null],
      ['mfa_change', sub, null],
      ['global_sign_out', sub, null],
    ]);
    expect(events.slice(10).map(([event]) => event)).toEqual([
      'sign_in_failed',
      'sign_in_failed',
      'sign_in_failed',
      'sign_in_failed',
      'sign_in_failed',
      'lockout',
      'sign_in_failed',
    ]);
    expect(rows.at(-1)!.entityId).toBe('locked_out');
    for (const row of rows) {
      expect(row.clientAddress).toBe(ADDRESS);
      expect(row.at.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
      expect(row.at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      expect(row.route).toMatch(/^POST \/identity [A-Za-z]+$/);
    }
    expectNoSecrets(await rowsAfter(database.db, before));
  }, 120_000);
});

describe('care-team reads and writes', () => {
  type ProviderSocket = Socket<CareTeamServerToClientEvents, CareTeamClientToServerEvents>;
  let database: TestDatabase;
  let app: FastifyInstance;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ db: database.db, mode: 'test', identity: TEST_IDENTITY });
    attachRealtime(app, { db: database.db, identity: TEST_IDENTITY });
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app?.close();
    await database?.dispose();
  });

  it("records each with the care provider's sub, the time and the address", async () => {
    const { connect } = await listenForSockets(app, sockets);
    const patient = await insertTestPatient(database.db, 'audita', 'Alma', 'Audit');
    const [cpId] = await insertTestProviders(database.db, ['Audit Team']);
    const providerSub = `care-sub-audit-${cpId}`;
    await database.db.update(careProviders).set({ cognitoSub: providerSub }).where(eq(careProviders.cpId, cpId!));
    const convId = await insertConversationWithMessages(database.db, { uId: patient.uId, topic: 'Audit', cpIds: [cpId!], count: 2, unread: 1, endAt: new Date() });
    const token = await mintIdToken(TEST_IDENTITY, { sub: providerSub, username: 'audit@care.example' });
    secrets.push(token);
    const before = await lastId(database.db);
    const startedAt = Date.now();

    const socket = await connect<ProviderSocket>('/care-team', token);
    expect((await socket.emitWithAck('list conversations', {})).ok).toBe(true);
    const loaded = await socket.emitWithAck('load messages', { conv_id: convId, msg_start: 0, msg_limit: 20 });
    expect(loaded.ok).toBe(true);
    expect((await socket.emitWithAck('chat message', { conv_id: convId, msgBody: 'Take it with food.', clientMsgId: randomUUID() })).ok).toBe(true);
    const unread = loaded.ok ? loaded.messages.map((m) => m.msgId) : [];
    expect((await socket.emitWithAck('message read', { conv_id: convId, msgIds: unread })).ok).toBe(true);

    const rows = await rowsAfter(database.db, before);
    expect(rows.map((row) => [row.action, row.entity, row.route])).toEqual([
      ['read', 'conversation', 'socket /care-team list conversations'],
      ['read', 'message', 'socket /care-team load messages'],
      ['write', 'message', 'socket /care-team chat message'],
      ['write', 'message', 'socket /care-team message read'],
    ]);
    for (const row of rows) {
      expect(row.actorSub).toBe(providerSub);
      expect(row.clientAddress).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      expect(row.at.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    }
    expectNoSecrets(rows);
  }, 60_000);
});
