import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MedicationsResponse } from '../../../src/domain/medication/prescription.schema';
import { emailPreferenceOf } from '../../../server/modules/account/email-preferences.queries';
import { runReminderTick } from '../../../server/modules/reminders/tick';
import { startDeliveryWorker } from '../../../server/platform/delivery/delivery-worker';
import { smtpTransport } from '../../../server/platform/delivery/smtp-transport';
import { setOutboxQueued } from '../../../server/platform/identity/outbox';
import { mintIdToken } from '../support/test-tokens';
import { storedSub } from '../support/patients';
import { createTestApp, TEST_IDENTITY, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

// Sunday 1 March 2026 in New York: the fresh patients' prescriptions are seeded relative to it.
const NOW = new Date('2026-03-01T15:00:00Z');
const ATORVASTATIN = '6012008'; // refill date 15 March: a 3-day reminder is due 12 March, 09:00 in New York
const DUE = '2026-03-12T13:05:00Z';

/** The brands file's sender and logo of the patient's brand. */
const BRAND_MAIL = { mailFrom: 'Specialty Pharmacy <no-reply@specialty.example>', logo: 'https://cdn.partner.example/logo.png' };

let t: TestApp;
let mailServer: SMTPServer;
let smtpPort: number;
const received: ParsedMail[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  mailServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => mailServer.listen(0, '127.0.0.1', resolve));
  smtpPort = (mailServer.server.address() as AddressInfo).port;
  setOutboxQueued(true);
}, 60_000);

afterAll(async () => {
  setOutboxQueued(false);
  await new Promise<void>((resolve) => mailServer?.close(() => resolve()));
  await t?.close();
});

/** A new patient with a reminder on atorvastatin; its address. */
async function patientWithReminder(): Promise<string> {
  const created = await t.app.inject({ method: 'POST', url: '/api/dev/refill-patients', payload: {} });
  expect(created.statusCode, created.body).toBe(200);
  const { username, uId } = created.json<{ username: string; uId: number }>();
  const token = await mintIdToken(TEST_IDENTITY, { sub: await storedSub(t.database.db, username), username, pool: 'standard' });
  const headers = { authorization: `Bearer ${token}` };
  const meds = await t.app.inject({ method: 'GET', url: `/api/user/medications?u_id=${uId}`, headers });
  const gId = meds.json<MedicationsResponse>().medications.find((rx) => rx.rxNumber === ATORVASTATIN)!.gId;
  const set = await t.app.inject({ method: 'PUT', url: '/api/user/medications/reminder', headers, payload: { u_id: uId, gId, leadDays: 3, timeZone: 'America/New_York' } });
  expect(set.statusCode, set.body).toBe(200);
  return username;
}

/** Runs the reminder tick and sends the queue through the real SMTP server; the e-mail the patient got. */
async function sendReminderTo(email: string): Promise<ParsedMail> {
  await runReminderTick(t.database.db, { now: new Date(DUE), portalUrl: 'https://portal.example/portal', brandMail: () => BRAND_MAIL });
  const smtp = smtpTransport({ url: `smtp://127.0.0.1:${smtpPort}`, defaultFrom: 'Pharmacy <no-reply@partner.example>' });
  const worker = startDeliveryWorker({
    db: t.database.db,
    transports: { sendEmail: smtp.sendEmail },
    queue: { maxAttempts: 3, backoffMs: 50, backoffMaxMs: 200, leaseMs: 5_000, pollMs: 25 },
    forgetAfterSending: true,
  });
  try {
    await waitFor(() => received.some((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email), `the reminder e-mail to ${email}`);
  } finally {
    await worker.stop();
    await smtp.close();
  }
  return received.find((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email)!;
}

const header = (mail: ParsedMail, name: string) => mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.slice(name.length + 1).trim();

/** The path and query of the List-Unsubscribe address, to post to the app. */
const unsubscribePath = (mail: ParsedMail) => {
  const url = new URL(/^<(https?:\/\/[^>]+)>$/.exec(header(mail, 'List-Unsubscribe') ?? '')![1]!);
  return `${url.pathname}${url.search}`;
};

const postOneClick = (url: string, body = 'List-Unsubscribe=One-Click') =>
  t.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('one-click unsubscribe from a reminder e-mail (RFC 8058)', () => {
  it('the e-mail carries HTML and text, List-Unsubscribe and List-Unsubscribe-Post; posting that address unsubscribes the patient', async () => {
    const email = await patientWithReminder();
    const mail = await sendReminderTo(email);
    expect(mail.subject).toMatch(/^Refill reminder from /);
    expect(mail.text).toContain('can be refilled from March 15, 2026');
    expect(mail.html).toContain('<a href="https://portal.example/portal/refill">');
    expect(mail.html).toContain('<img src="https://cdn.partner.example/logo.png"');
    expect(mail.from?.value).toEqual([{ name: 'Specialty Pharmacy', address: 'no-reply@specialty.example' }]);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const url = unsubscribePath(mail);
    expect(url).toMatch(/^\/api\/email-unsubscribe\/one-click\?email=.+&token=/);
    expect(await emailPreferenceOf(t.database.db, email)).toEqual({ email, notificationPreference: 1 });

    const wrongBody = await postOneClick(url, 'List-Unsubscribe=Yes');
    expect(wrongBody.statusCode).toBe(400);
    expect(await emailPreferenceOf(t.database.db, email)).toMatchObject({ notificationPreference: 1 });

    const unsubscribed = await postOneClick(url);
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(await emailPreferenceOf(t.database.db, email)).toEqual({ email, notificationPreference: 0 });
  }, 60_000);

  it('a forged address (another token, or the token of another address) changes nothing: 403', async () => {
    const email = await patientWithReminder();
    const other = await patientWithReminder();
    const mail = await sendReminderTo(other);
    const url = new URL(`http://x${unsubscribePath(mail)}`);
    const token = url.searchParams.get('token')!;

    const theirToken = await postOneClick(`/api/email-unsubscribe/one-click?${new URLSearchParams({ email, token })}`);
    expect(theirToken.statusCode).toBe(403);
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const forgedToken = await postOneClick(`/api/email-unsubscribe/one-click?${new URLSearchParams({ email, token: forged })}`);
    expect(forgedToken.statusCode).toBe(403);
    const noToken = await postOneClick(`/api/email-unsubscribe/one-click?${new URLSearchParams({ email })}`);
    expect(noToken.statusCode).toBe(403);
    expect(await emailPreferenceOf(t.database.db, email)).toMatchObject({ notificationPreference: 1 });
    expect(await emailPreferenceOf(t.database.db, other)).toMatchObject({ notificationPreference: 1 });
  }, 60_000);
});
