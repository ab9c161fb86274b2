import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevMailbox, type DevMailbox } from '../../../server/dev/mailbox/dev-mailbox';
import { MailboxStore } from '../../../server/dev/mailbox/mailbox-store';
import { startSmtpCapture } from '../../../server/dev/mailbox/smtp-capture';
import { createTransports } from '../../../server/platform/delivery/create-transports';
import { readDeliverySettings, type QueueSettings } from '../../../server/platform/delivery/delivery-env';
import { startDeliveryWorker, type DeliveryWorker } from '../../../server/platform/delivery/delivery-worker';
import { smtpTransport } from '../../../server/platform/delivery/smtp-transport';
import { buildApp } from '../../../server/app';
import { deliverToOutbox, setOutboxQueued } from '../../../server/platform/identity/outbox';
import { TEST_IDENTITY } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const QUEUE: QueueSettings = { maxAttempts: 3, backoffMs: 100, backoffMaxMs: 1_000, leaseMs: 2_000, pollMs: 25 };

interface MailboxAnswer {
  running: boolean;
  lastQueuedId: number;
  receives: { email: boolean; sms: boolean };
  messages: { id: number; channel: string; to: string; subject?: string; text: string; html?: string; purpose?: string; outboxId?: number; codes: string[]; links: string[] }[];
}

/**
 * The development mailbox end to end on one machine: the app's own delivery worker sends through
 * the production transports (nodemailer over SMTP, the SMS webhook) to the mailbox's SMTP server and
 * SMS recorder on loopback, and GET /api/dev/mailbox lists what arrived.
 */
describe('the development mailbox', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let mailbox: DevMailbox;
  let worker: DeliveryWorker;
  let closeTransports: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    const started = await startDevMailbox('test', {}, { ...readDeliverySettings({}), queue: QUEUE });
    if (!started.mailbox) throw new Error(`the mailbox did not start: ${started.off}`);
    mailbox = started.mailbox;
    const transports = createTransports(started.settings);
    closeTransports = transports.close;
    worker = startDeliveryWorker({ db: database.db, transports, queue: QUEUE, forgetAfterSending: false });
    app = await buildApp({ db: database.db, mode: 'test', identity: TEST_IDENTITY });
    setOutboxQueued(true);
  }, 60_000);

  afterAll(async () => {
    setOutboxQueued(false);
    await worker?.stop();
    await closeTransports?.();
    await mailbox?.close();
    await app?.close();
    await database?.dispose();
  });

  const read = async (query = '') => {
    const response = await app.inject({ method: 'GET', url: `/api/dev/mailbox${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<MailboxAnswer>();
  };

  it('receives what the queue sends by SMTP and SMS webhook, newest first, with codes, links, purpose and safe HTML', async () => {
    await deliverToOutbox(database.db, { channel: 'email', recipient: 'robin@example.com', purpose: 'sign-up', code: '246810', message: 'Your verification code is 246810.' });
    await deliverToOutbox(database.db, {
      channel: 'email',
      recipient: 'robin@example.com',
      purpose: 'refill-reminder',
      message: 'Time to refill. Preferences: http://localhost:4300/portal/notification-preferences?email=robin%40example.com&token=abc',
      email: {
        subject: 'Refill reminder',
        html: '<p onclick="x()">Time to refill.</p><script>alert(1)</script><a href="http://localhost:4300/portal/notification-preferences?email=robin%40example.com&amp;token=abc">Preferences</a>',
      },
    });
    await deliverToOutbox(database.db, { channel: 'sms', recipient: '+15550100777', purpose: 'sms-mfa', code: '135790', message: 'Your authentication code is 135790.' });

    let answer: MailboxAnswer | undefined;
    const deadline = Date.now() + 20_000;
    do {
      answer = await read();
      if (answer.messages.length >= 3) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } while (Date.now() < deadline);

    expect(answer.running).toBe(true);
    expect(answer.receives).toEqual({ email: true, sms: true });
    const [sms, reminder, signUp] = answer.messages;
    expect(signUp).toMatchObject({ channel: 'email', to: 'robin@example.com', subject: 'Your verification code', purpose: 'sign-up', codes: ['246810'] });
    expect(reminder).toMatchObject({ channel: 'email', purpose: 'refill-reminder', subject: 'Refill reminder', codes: [] });
    expect(reminder!.links).toEqual(['http://localhost:4300/portal/notification-preferences?email=robin%40example.com&token=abc']);
    expect(reminder!.html).toContain('<p>Time to refill.</p>');
    expect(reminder!.html).not.toMatch(/<script|onclick/);
    expect(sms).toMatchObject({ channel: 'sms', to: '+15550100777', text: 'Your authentication code is 135790.', purpose: 'sms-mfa', codes: ['135790'] });
    expect(sms!.id).toBeGreaterThan(signUp!.id);
    // Each names the outbox row it came from, so a reader can tell a message queued after a point from an older one arriving late.
    expect([signUp!.outboxId, reminder!.outboxId, sms!.outboxId].every((id) => typeof id === 'number')).toBe(true);
    expect(signUp!.outboxId).toBeLessThan(reminder!.outboxId!);
    expect(answer.lastQueuedId).toBe(sms!.outboxId);

    expect((await read('?to=%2B15550100777')).messages.map((message) => message.channel)).toEqual(['sms']);
  }, 30_000);

  it('refuses an e-mail over its size limit (552), keeping the ones under it', async () => {
    const store = new MailboxStore();
    const capture = await startSmtpCapture(store, { maxBytes: 10_000 });
    const email = smtpTransport({ url: capture.url, defaultFrom: 'rx <rx@localhost>', timeoutMs: 3_000 });
    try {
      await expect(email.sendEmail({ to: 'big@example.com', subject: 'Big', text: 'x'.repeat(50_000), idempotencyKey: 'k-big' })).rejects.toMatchObject({ responseCode: 552 });
      await email.sendEmail({ to: 'small@example.com', subject: 'Small', text: 'Code 112233', idempotencyKey: 'k-small' });
      expect(store.list().map((message) => [message.to, message.codes, message.idempotencyKey])).toEqual([['small@example.com', ['112233'], 'k-small']]);
    } finally {
      await email.close();
      await capture.close();
    }
  }, 30_000);

  it('does not start in production, and production has neither the route nor the page', async () => {
    const started = await startDevMailbox('production', {}, readDeliverySettings({}));
    expect(started.mailbox).toBeUndefined();
    const production = await buildApp({ db: database.db, mode: 'production', identity: TEST_IDENTITY, logger: false });
    try {
      expect((await production.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
