import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueSettings } from '../../../server/platform/delivery/delivery-env';
import { claimDueMessages } from '../../../server/platform/delivery/delivery-queue';
import { deliveryLogLine, startDeliveryWorker, type DeliveryAttempt, type DeliveryWorker } from '../../../server/platform/delivery/delivery-worker';
import { smsWebhookTransport } from '../../../server/platform/delivery/sms-webhook-transport';
import { smtpTransport } from '../../../server/platform/delivery/smtp-transport';
import { buildApp } from '../../../server/app';
import { deliverToOutbox, setOutboxQueued } from '../../../server/platform/identity/outbox';
import { outbox } from '../../../server/platform/identity/schema-identity';
import { TEST_IDENTITY } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { waitFor } from '../support/wait-for';
import { SmtpCapture } from '../support/smtp-capture';

/** Short timings so retries happen within the test: 100 ms, 200 ms, 400 ms … between attempts. */
const QUEUE: QueueSettings = { maxAttempts: 4, backoffMs: 100, backoffMaxMs: 2_000, leaseMs: 1_500, pollMs: 25 };

interface Arrival {
  key: string;
  to: string;
  subject: string;
  text: string;
  at: number;
}

/** A real SMTP server on loopback that answers 451 (try again later) while `refusing` says so. */
class RefusingMailServer {
  readonly accepted: Arrival[] = [];
  /** Every DATA attempt, accepted or refused, by idempotency key. */
  readonly attempts = new Map<string, number[]>();
  refusing = true;
  /** Recipients this server never accepts (451 at RCPT TO). */
  readonly alwaysRefused = new Set<string>();
  private smtp = new SmtpCapture({
    refuseRecipient: (address) => this.alwaysRefused.has(address),
    accept: (mail) => {
      const key = String(mail.headers.get('x-rx-idempotency-key') ?? '');
      this.attempts.set(key, [...(this.attempts.get(key) ?? []), Date.now()]);
      if (this.refusing) return false;
      const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
      this.accepted.push({ key, to: to ?? '', subject: mail.subject ?? '', text: mail.text ?? '', at: Date.now() });
      return true;
    },
  });

  listen = () => this.smtp.listen();
  close = () => this.smtp.close();
}

let database: TestDatabase;
let mail: RefusingMailServer;
let smtpPort: number;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  mail = new RefusingMailServer();
  smtpPort = await mail.listen();
  app = await buildApp({ db: database.db, mode: 'test', identity: TEST_IDENTITY, metrics: {} });
  setOutboxQueued(true);
}, 60_000);

afterAll(async () => {
  setOutboxQueued(false);
  await app?.close();
  await mail?.close();
  await database?.dispose();
});

const rowsOf = (ids: number[]) => database.db.select().from(outbox).where(inArray(outbox.id, ids));

async function queue(recipient: string, code: string, channel: 'email' | 'sms' = 'email'): Promise<number> {
  await deliverToOutbox(database.db, { channel, recipient, purpose: 'sign-up', code, message: `Your verification code is ${code}.` });
  const [row] = await database.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.recipient, recipient));
  return row!.id;
}

function worker(attempts: DeliveryAttempt[], options: { sms?: string } = {}): DeliveryWorker {
  const email = smtpTransport({ url: `smtp://127.0.0.1:${smtpPort}`, defaultFrom: 'Pharmacy <no-reply@partner.example>', timeoutMs: 3_000 });
  return startDeliveryWorker({
    db: database.db,
    transports: { sendEmail: email.sendEmail, sendSms: options.sms ? smsWebhookTransport(options.sms, 3_000).sendSms : undefined, close: email.close },
    queue: QUEUE,
    forgetAfterSending: true,
    onAttempt: (attempt) => attempts.push(attempt),
  });
}

describe('the delivery queue over a real SMTP server', () => {
  it('keeps messages while the server refuses them, retries with a growing wait, and delivers each once it recovers; nothing of the code stays', async () => {
    const ids = [await queue('retry-one@example.com', '111111'), await queue('retry-two@example.com', '222222')];
    const pending = await rowsOf(ids);
    expect(pending.map((row) => row.status)).toEqual(['pending', 'pending']);

    const attempts: DeliveryAttempt[] = [];
    const running = worker(attempts);
    try {
      // Three refused attempts of each: 100 ms, then 200 ms, then 400 ms apart.
      await waitFor(() => pending.every((row) => (mail.attempts.get(row.idempotencyKey)?.length ?? 0) >= 3), 'three refused attempts of each message');
      expect((await rowsOf(ids)).every((row) => row.status === 'pending' && row.attempts >= 3)).toBe(true);
      mail.refusing = false;
      await waitFor(() => mail.accepted.length >= 2, 'both messages to arrive');
      await waitFor(() => attempts.filter((attempt) => attempt.outcome === 'sent').length >= 2, 'both marked sent');
    } finally {
      await running.stop();
    }

    for (const row of pending) {
      // Exponential: 100 ms, 200 ms, 400 ms (less up to a fifth of jitter), and the server saw no attempt sooner.
      const waits = attempts.filter((attempt) => attempt.id === row.id && attempt.outcome === 'retry').map((attempt) => attempt.retryInMs!);
      expect(waits.length).toBeGreaterThanOrEqual(3);
      waits.slice(0, 3).forEach((wait, index) => {
        expect(wait).toBeGreaterThanOrEqual(0.8 * QUEUE.backoffMs * 2 ** index);
        expect(wait).toBeLessThanOrEqual(QUEUE.backoffMs * 2 ** index);
      });
      const times = mail.attempts.get(row.idempotencyKey)!;
      times.slice(1, 4).forEach((time, index) => expect(time - times[index]!).toBeGreaterThanOrEqual(waits[index]! - 5));
      // Every attempt of one message carries the same key; the arrival is that key, once.
      expect(mail.accepted.filter((arrival) => arrival.key === row.idempotencyKey)).toHaveLength(1);
    }
    expect(mail.accepted.map((arrival) => arrival.to).sort()).toEqual(['retry-one@example.com', 'retry-two@example.com']);
    expect(mail.accepted.find((arrival) => arrival.to === 'retry-one@example.com')).toMatchObject({ subject: 'Your verification code', text: expect.stringContaining('111111') });

    const sent = await rowsOf(ids);
    expect(sent.map((row) => [row.status, row.code, row.message, row.sentAt !== null])).toEqual([
      ['sent', null, '', true],
      ['sent', null, '', true],
    ]);
    expect(attempts.filter((attempt) => attempt.outcome === 'retry').length).toBeGreaterThanOrEqual(6);
  }, 60_000);

  it('parks a message that never gets through as dead after the last attempt, counts it on /metrics and logs it without its recipient or code', async () => {
    mail.refusing = false;
    mail.alwaysRefused.add('never@example.com');
    const before = await app.inject({ method: 'GET', url: '/metrics' });
    const deadBefore = Number(/^rx_outbox_dead_messages (\d+)$/m.exec(before.body)?.[1]);
    const id = await queue('never@example.com', '333333');

    const attempts: DeliveryAttempt[] = [];
    const running = worker(attempts);
    try {
      await waitFor(() => attempts.some((attempt) => attempt.id === id && attempt.outcome === 'dead'), 'the message to be parked as dead');
    } finally {
      await running.stop();
    }
    const [row] = await rowsOf([id]);
    expect(row).toMatchObject({ status: 'dead', attempts: QUEUE.maxAttempts, code: null, message: '' });
    expect(row!.lastError).toMatch(/451/);
    expect(attempts.filter((attempt) => attempt.id === id).map((attempt) => attempt.outcome)).toEqual(['retry', 'retry', 'retry', 'dead']);

    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(Number(/^rx_outbox_dead_messages (\d+)$/m.exec(metrics.body)?.[1])).toBe(deadBefore + 1);
    const line = deliveryLogLine(attempts.find((attempt) => attempt.outcome === 'dead')!)!;
    expect(line).toContain(`outbox message ${id} (email, sign-up)`);
    expect(line).toContain('parked as dead');
    expect(line).not.toMatch(/never@example\.com|333333/);
  }, 60_000);

  it('sends again, with the same key, a message whose process died mid-send, once its lease has passed', async () => {
    mail.refusing = false;
    const id = await queue('lease@example.com', '444444');
    // A process claims it and dies before sending: its lease holds the message for leaseMs.
    const [claimed] = await claimDueMessages(database.db, ['email'], 10, QUEUE.leaseMs);
    expect(claimed?.id).toBe(id);
    const claimedAt = Date.now();

    const attempts: DeliveryAttempt[] = [];
    const running = worker(attempts);
    try {
      await waitFor(() => mail.accepted.some((arrival) => arrival.to === 'lease@example.com'), 'the message to arrive from the other process');
    } finally {
      await running.stop();
    }
    const arrival = mail.accepted.find((candidate) => candidate.to === 'lease@example.com')!;
    expect(arrival.at - claimedAt).toBeGreaterThanOrEqual(QUEUE.leaseMs - 100);
    expect(arrival.key).toBe(claimed!.idempotencyKey);
    expect((await rowsOf([id]))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  }, 60_000);

  it('two workers draining the same queue at once send each message once', async () => {
    mail.refusing = false;
    const recipients = Array.from({ length: 20 }, (_, index) => `shared-${index}@example.com`);
    for (const recipient of recipients) await queue(recipient, '666666');
    const attempts: DeliveryAttempt[] = [];
    const workers = [worker(attempts), worker(attempts)];
    try {
      await Promise.all(workers.map((running) => running.drain()));
      await waitFor(() => recipients.every((recipient) => mail.accepted.some((arrival) => arrival.to === recipient)), 'every shared message');
    } finally {
      await Promise.all(workers.map((running) => running.stop()));
    }
    const arrivals = mail.accepted.filter((arrival) => recipients.includes(arrival.to));
    expect(arrivals).toHaveLength(20);
    expect(new Set(arrivals.map((arrival) => arrival.key)).size).toBe(20);
    expect(attempts.filter((attempt) => attempt.outcome === 'sent')).toHaveLength(20);
  }, 60_000);

  it('posts text messages to the SMS endpoint with the idempotency key, retrying an endpoint that fails', async () => {
    const received: { key: string | undefined; body: { to: string; body: string; idempotencyKey: string; purpose: string } }[] = [];
    let failuresLeft = 2;
    const recorder: HttpServer = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => {
        if (failuresLeft-- > 0) return response.writeHead(503).end();
        received.push({ key: request.headers['x-rx-idempotency-key'] as string | undefined, body: JSON.parse(text) as never });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    const id = await queue('+15550100200', '555555', 'sms');
    const attempts: DeliveryAttempt[] = [];
    const running = worker(attempts, { sms: `http://127.0.0.1:${(recorder.address() as AddressInfo).port}/sms` });
    try {
      await waitFor(() => received.length === 1, 'the text message to reach the endpoint');
    } finally {
      await running.stop();
      await new Promise((resolve) => recorder.close(resolve));
    }
    const [row] = await rowsOf([id]);
    expect(received[0]).toEqual({ key: row!.idempotencyKey, body: { to: '+15550100200', body: 'Your verification code is 555555.', idempotencyKey: row!.idempotencyKey, purpose: 'sign-up' } });
    expect(attempts.filter((attempt) => attempt.id === id).map((attempt) => attempt.outcome)).toEqual(['retry', 'retry', 'sent']);
    expect(row).toMatchObject({ status: 'sent', code: null, message: '' });
    // Nothing in the database dump holds the code any more.
    const dump = await database.db.execute(sql`SELECT * FROM outbox WHERE id = ${id}`);
    expect(JSON.stringify(dump.rows)).not.toContain('555555');
  }, 60_000);
});
