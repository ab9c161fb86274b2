import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerPassword, call, confirmSignUp, identityCall, standard, submitRegistration } from './http-clients';
import { startCluster, type Cluster, type ServerProcess } from './cluster';
import { codeIn, MessageRecorder, waitFor, type Arrival } from './message-recorder';

/**
 * What the portal sends, deployed: PostgreSQL, two server processes and nginx, each process
 * sending e-mail over SMTP to a real SMTP server and texts to an SMS webhook, both run by this
 * test, which records what arrives. A patient signs up, resets the password and signs in with
 * SMS multi-factor with the codes read from those messages, and gets a refill reminder by e-mail
 * and text. Then a process is killed (SIGKILL) in the middle of sending: everything queued still
 * arrives, once per idempotency key, sent by the other process after the lease.
 */

/** Short queue timings, so a dead process's messages go out again within seconds. */
const LEASE_MS = 3_000;
const QUEUE_ENV = { RX_DELIVERY_LEASE_MS: String(LEASE_MS), RX_DELIVERY_POLL_MS: '100', RX_DELIVERY_BACKOFF_MS: '200', RX_DELIVERY_BACKOFF_MAX_MS: '1000' };
const PASSWORD = 'Delivery#Pass42';
const NEW_PASSWORD = 'Delivery#Reset43';
const DAY = 86_400_000;
const stamp = Date.now();
const username = `delivery.${stamp}@example.com`;
const phone = `+1555${String(stamp).slice(-7)}`;
const senderOf = (index: number) => `process-${index + 1}`;

let cluster: Cluster;
let first: ServerProcess;
let second: ServerProcess;
let database: pg.Pool;
const recorder = new MessageRecorder();

interface OutboxRow {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  purpose: string;
  status: string;
  attempts: number;
  key: string;
}

const outboxRows = async (sinceId: number) =>
  (
    await database.query<OutboxRow>(
      'SELECT id, channel, recipient, purpose, status, attempts, idempotency_key AS key FROM outbox WHERE id > $1 ORDER BY id',
      [sinceId],
    )
  ).rows;
const lastOutboxId = async () => Number((await database.query<{ id: number | null }>('SELECT max(id) AS id FROM outbox')).rows[0]?.id ?? 0);

/** The first message to `to` on `channel` after the `since`-th arrival. */
const nextMessage = (what: string, since: number, channel: Arrival['channel'], to: string) =>
  waitFor(what, () => recorder.after(since, (arrival) => arrival.channel === channel && arrival.to.includes(to))[0]);

beforeAll(async () => {
  await recorder.listen();
  cluster = await startCluster(2, 0, { env: (index) => ({ ...recorder.transportEnv(senderOf(index)), ...QUEUE_ENV }) });
  [first, second] = cluster.processes as [ServerProcess, ServerProcess];
  database = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
}, 240_000);

afterAll(async () => {
  await database?.end();
  await cluster?.stop();
  await recorder.close();
});

let idToken: string;

describe('codes a patient reads from real e-mail and text messages', () => {
  it('signs up and confirms with the e-mailed code, resets the password with the e-mailed code, turns on SMS multi-factor and signs in with the texted code', async () => {
    let since = recorder.arrivals.length;
    await submitRegistration(cluster.publicUrl, username, PASSWORD, phone);
    const signUpMail = await nextMessage('the sign-up e-mail', since, 'email', username);
    await confirmSignUp(second.origin, username, codeIn(signUpMail));

    since = recorder.arrivals.length;
    const forgot = await identityCall(first.origin, 'ForgotPassword', { ClientId: standard.clientId, Username: username });
    expect(forgot.status, JSON.stringify(forgot.body)).toBe(200);
    const resetMail = await nextMessage('the password reset e-mail', since, 'email', username);
    const reset = await identityCall(second.origin, 'ConfirmForgotPassword', { ClientId: standard.clientId, Username: username, ConfirmationCode: codeIn(resetMail), Password: NEW_PASSWORD });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await answerPassword(first.origin, username, PASSWORD)).body.__type).toBe('NotAuthorizedException');
    const signedIn = await answerPassword(first.origin, username, NEW_PASSWORD);
    const { AccessToken: accessToken } = signedIn.body.AuthenticationResult as { AccessToken: string };

    // The phone number, verified by the texted code, then SMS multi-factor, as the identity API allows.
    since = recorder.arrivals.length;
    const update = await identityCall(second.origin, 'UpdateUserAttributes', { AccessToken: accessToken, UserAttributes: [{ Name: 'phone_number', Value: phone }] });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const verificationText = await nextMessage('the phone verification text', since, 'sms', phone);
    const verified = await identityCall(first.origin, 'VerifyUserAttribute', { AccessToken: accessToken, AttributeName: 'phone_number', Code: codeIn(verificationText) });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const preference = await identityCall(second.origin, 'SetUserMFAPreference', { AccessToken: accessToken, SMSMfaSettings: { Enabled: true, PreferredMfa: true } });
    expect(preference.status, JSON.stringify(preference.body)).toBe(200);

    since = recorder.arrivals.length;
    const challenge = await answerPassword(cluster.publicUrl, username, NEW_PASSWORD);
    expect(challenge.body.ChallengeName, JSON.stringify(challenge.body)).toBe('SMS_MFA');
    const signInText = await nextMessage('the sign-in code text', since, 'sms', phone);
    const answered = await identityCall(cluster.publicUrl, 'RespondToAuthChallenge', {
      ChallengeName: 'SMS_MFA',
      ClientId: standard.clientId,
      Session: challenge.body.Session,
      ChallengeResponses: { USERNAME: (challenge.body.ChallengeParameters as Record<string, string>).USERNAME, SMS_MFA_CODE: codeIn(signInText) },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    idToken = (answered.body.AuthenticationResult as { IdToken: string }).IdToken;
    const session = await call(cluster.publicUrl, 'GET', '/api/session', { token: idToken });
    expect(session.status).toBe(200);
    expect(session.body.mfaStatus).toBe('SMS_MFA');

    // Each code went once, each with its own idempotency key, the same in the e-mail header or the webhook's.
    const codes = [signUpMail, resetMail, verificationText, signInText];
    expect(new Set(codes.map((arrival) => arrival.key)).size).toBe(4);
    for (const arrival of codes) expect(recorder.arrivals.filter((other) => other.key === arrival.key)).toHaveLength(1);
  });
});

let uId: number;
let gId: number;

/** One pass of the reminder scheduler at the patient's next reminder time (the development route), and what it sent the patient. */
async function tickAtNextReminder() {
  const reminders = await call(cluster.publicUrl, 'GET', `/api/user/medications/reminders?u_id=${uId}`, { token: idToken });
  const reminder = (reminders.body.reminders as { gId: number; state: string; nextReminderAt: string | null; nextRefillDate: string }[]).find((row) => row.gId === gId)!;
  expect(reminder.state).toBe('scheduled');
  const at = new Date(Date.parse(reminder.nextReminderAt!) + 60_000).toISOString();
  const tick = await call(cluster.publicUrl, 'POST', '/api/dev/refill-reminders/tick', { body: { at } });
  expect(tick.status, JSON.stringify(tick.body)).toBe(200);
  const sent = (tick.body.sent as { channel: string; recipient: string }[]).filter((row) => row.recipient === username || row.recipient === phone);
  return { sent, refillDate: reminder.nextRefillDate };
}

describe('a refill reminder by e-mail and text', () => {
  it('reaches the patient by both, the e-mail with its one-click unsubscribe', async () => {
    const session = await call(cluster.publicUrl, 'GET', '/api/session', { token: idToken });
    uId = session.body.u_ID as number;
    // The pharmacy's record of a prescription (what its system feeds in), shipped a year from now: the clock is the tick's own.
    const shipped = new Date(Date.now() + 365 * DAY).toISOString().slice(0, 10);
    const inserted = await database.query<{ g_id: number }>(
      `INSERT INTO prescriptions (u_id, m_id, rx_number, display_name, days_of_supply, refills_left, latest_date_shipped)
       VALUES ($1, 990001, 'TOPO-1', 'Topologex 10 mg tablet', 30, 5, $2) RETURNING g_id`,
      [uId, shipped],
    );
    gId = inserted.rows[0]!.g_id;
    const turnedOn = await call(cluster.publicUrl, 'PUT', '/api/user/medications/reminder', { token: idToken, body: { u_id: uId, gId, leadDays: 3, timeZone: 'America/New_York' } });
    expect(turnedOn.status, JSON.stringify(turnedOn.body)).toBe(200);

    // E-mail and texts: asking for texts sends the consent request by text; the patient's YES is recorded by the pharmacy.
    let since = recorder.arrivals.length;
    const contact = await call(cluster.publicUrl, 'PUT', '/api/user', { token: idToken, body: { u_id: uId, userData: [{ Name: 'preferred_contact', Value: 3 }] } });
    expect(contact.status, JSON.stringify(contact.body)).toBe(200);
    expect(contact.body.consentThreadCreated).toBe(true);
    await nextMessage('the text consent request', since, 'sms', phone);
    await database.query('UPDATE patients SET text_consent_date = now(), preferred_contact = 3, pending_preferred_contact = NULL WHERE u_id = $1', [uId]);

    since = recorder.arrivals.length;
    const fromId = await lastOutboxId();
    const { sent } = await tickAtNextReminder();
    expect(sent.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    const queued = (await outboxRows(fromId)).filter((row) => row.purpose === 'refill-reminder');
    expect(queued.map((row) => `${row.channel} ${row.recipient}`).sort()).toEqual([`email ${username}`, `sms ${phone}`]);
    const mail = await nextMessage('the reminder e-mail', since, 'email', username);
    const text = await nextMessage('the reminder text', since, 'sms', phone);
    expect(mail.key).toBe(queued.find((row) => row.channel === 'email')!.key);
    expect(text.key).toBe(queued.find((row) => row.channel === 'sms')!.key);
    expect(mail.text).toContain('Topologex 10 mg tablet');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/email-unsubscribe\/one-click\?/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('a process killed (SIGKILL) while sending', () => {
  it('leaves its messages to the other process after the lease: every queued message arrives, once per idempotency key', async () => {
    const fromId = await lastOutboxId();
    const since = recorder.arrivals.length;
    const startedAt = Date.now();
    // The recorder takes messages in but answers none: whoever sends is stuck mid-send.
    recorder.holding = true;
    // The next refill's reminder (e-mail and text, queued together), …
    const reminders = await call(cluster.publicUrl, 'GET', `/api/user/medications/reminders?u_id=${uId}`, { token: idToken });
    const refillDate = (reminders.body.reminders as { nextRefillDate: string }[])[0]!.nextRefillDate;
    const shipment = await call(cluster.publicUrl, 'POST', '/api/dev/prescription-shipments', { body: { username, rxNumber: 'TOPO-1', shippedOn: refillDate } });
    expect(shipment.status, JSON.stringify(shipment.body)).toBe(200);
    expect((await tickAtNextReminder()).sent).toHaveLength(2);
    const reminderKeys = (await outboxRows(fromId)).map((row) => row.key);
    // One process claims the pair and is stuck sending the first: that one is killed.
    const inFlight = await waitFor('a reminder on the wire', () => recorder.after(since, (arrival) => reminderKeys.includes(arrival.key))[0]);
    const victimIndex = [senderOf(0), senderOf(1)].indexOf(inFlight.sender);
    expect(victimIndex, `the reminder's sender (${inFlight.sender})`).toBeGreaterThanOrEqual(0);
    const victim = cluster.processes[victimIndex]!;
    const [victimSender, survivorSender] = [inFlight.sender, senderOf(1 - victimIndex)];
    // Then password reset codes and SMS sign-in codes: the other process takes one and is stuck too; the rest wait.
    for (const origin of [first.origin, second.origin]) {
      expect((await identityCall(origin, 'ForgotPassword', { ClientId: standard.clientId, Username: username })).status).toBe(200);
      expect((await answerPassword(origin, username, NEW_PASSWORD)).body.ChallengeName).toBe('SMS_MFA');
    }
    await waitFor('the other process mid-send', () => recorder.after(since).find((arrival) => arrival.sender === survivorSender), 5_000);

    const queued = await outboxRows(fromId);
    expect(queued).toHaveLength(6);
    // The leases the processes took (the killed one's may have passed already: the other process, stuck, could not take its messages).
    const leases = new Map(
      (await database.query<{ key: string; lease_until: Date }>('SELECT idempotency_key AS key, lease_until FROM outbox WHERE id > $1 AND lease_until IS NOT NULL', [fromId])).rows.map((row) => [
        row.key,
        row.lease_until.getTime(),
      ]),
    );
    expect(leases.has(inFlight.key), 'the message on the wire is leased').toBe(true);
    victim.child.kill('SIGKILL');
    const killedAt = (await victim.exited).at;
    recorder.release();

    // Everything arrives: each queued message's key reaches the recorder and the row is marked sent.
    const keys = queued.map((row) => row.key);
    await waitFor(
      'every queued message sent',
      async () => {
        const rows = await outboxRows(fromId);
        const arrived = new Set(recorder.after(since).map((arrival) => arrival.key));
        return rows.every((row) => row.status === 'sent') && keys.every((key) => arrived.has(key)) ? true : undefined;
      },
      LEASE_MS + 15_000,
    );
    const deliveredAt = Date.now();
    const rows = await outboxRows(fromId);
    const arrivals = recorder.after(since, (arrival) => keys.includes(arrival.key));
    const byKey = new Map(keys.map((key) => [key, arrivals.filter((arrival) => arrival.key === key)]));
    // Taken over: the messages the killed process had claimed (attempted again by the survivor).
    const takenOver = rows.filter((row) => row.attempts > 1);
    const figures = {
      queued: queued.length,
      rawArrivals: arrivals.length,
      distinctKeys: new Set(arrivals.map((arrival) => arrival.key)).size,
      rawDuplicates: arrivals.length - new Set(arrivals.map((arrival) => arrival.key)).size,
      killedProcess: victim.name,
      onTheWireOfKilledProcess: `${inFlight.channel} refill-reminder`,
      takenOverBySurvivor: takenOver.map((row) => `${row.channel} ${row.purpose}`),
      takenOverAfterLeaseMs: takenOver.map((row) => byKey.get(row.key)!.at(-1)!.at - (leases.get(row.key) ?? NaN)),
      killToAllDeliveredMs: deliveredAt - killedAt,
      phaseMs: deliveredAt - startedAt,
    };
    console.log(`topology delivery figures: ${JSON.stringify(figures)}`);

    expect(rows.map((row) => row.status)).toEqual(queued.map(() => 'sent'));
    // Once per key after de-duplicating: every key arrived, every repeat is the same message.
    for (const [key, copies] of byKey) {
      expect(copies.length, `arrivals of ${key}`).toBeGreaterThanOrEqual(1);
      expect(new Set(copies.map((copy) => `${copy.channel} ${copy.to} ${copy.subject ?? ''} ${copy.text}`)).size, `copies of ${key}`).toBe(1);
    }
    // The killed process had a reminder on the wire: it arrived from it once, unanswered, and
    // again from the survivor after the lease; nothing else arrived twice.
    expect(arrivals.filter((arrival) => arrival.sender === victimSender).map((arrival) => arrival.key)).toEqual([inFlight.key]);
    expect(figures.rawDuplicates).toBe(1);
    expect(byKey.get(inFlight.key)!.map((arrival) => arrival.sender)).toEqual([victimSender, survivorSender]);
    expect(takenOver.map((row) => row.key)).toContain(inFlight.key);
    for (const row of takenOver) {
      const accepted = byKey.get(row.key)!.at(-1)!;
      expect(accepted.sender).toBe(survivorSender);
      expect(accepted.at, `${row.channel} ${row.purpose} sent again only after its lease`).toBeGreaterThanOrEqual(leases.get(row.key)! - 50);
    }
    for (const row of rows.filter((candidate) => candidate.attempts === 1)) expect(byKey.get(row.key)!.map((arrival) => arrival.sender)).toEqual([survivorSender]);
  }, 45_000);
});
