import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { mintIdToken } from '../support/test-tokens';
import { countRemindersSent } from '../../../server/platform/ops/metrics';
import { attachRealtime } from '../../../server/modules/messaging/messaging.socket';
import { insertTestPatient, type FixturePatient } from '../messaging/messaging-fixture';
import { TEST_IDENTITY } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { verifierOfAsync } from '../../../server/platform/identity/srp/srp-arithmetic';

let database: TestDatabase;
let app: FastifyInstance;
let serverOrigin: string;
let patient: FixturePatient;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    db: database.db,
    mode: 'test',
    identity: TEST_IDENTITY,
    metrics: { poolStats: () => ({ total: 3, idle: 2, waiting: 1 }) },
  });
  attachRealtime(app, { db: database.db, identity: TEST_IDENTITY });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  serverOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  patient = await insertTestPatient(database.db, 'metrics', 'Morgan', 'Metric');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const scrape = async () => {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The value of one sample line, e.g. `rx_http_requests_total{method="GET",route="/api/x",status="200"}`. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{${labels}} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics', () => {
  it('is not served unless turned on', async () => {
    const plain = await buildApp({ db: database.db, mode: 'test', identity: TEST_IDENTITY });
    expect((await plain.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await plain.close();
  });

  it('counts requests by route pattern and status, with a latency histogram, and never the raw URL', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await app.inject({ method: 'GET', url: '/api/notice/list?email=pat@example.com' })).statusCode).toBe(200);
    }
    await app.inject({ method: 'GET', url: '/api/user/medications/reminders' });
    await app.inject({ method: 'GET', url: '/api/no-such-route/12345' });

    const text = await scrape();
    expect(sample(text, 'rx_http_requests_total', 'method="GET",route="/api/notice/list",status="200"')).toBe(3);
    expect(sample(text, 'rx_http_request_duration_seconds_count', 'method="GET",route="/api/notice/list",status="200"')).toBe(3);
    expect(sample(text, 'rx_http_request_duration_seconds_bucket', 'le="+Inf",method="GET",route="/api/notice/list",status="200"')).toBe(3);
    expect(sample(text, 'rx_http_requests_total', 'method="GET",route="/api/user/medications/reminders",status="401"')).toBe(1);
    expect(sample(text, 'rx_http_requests_total', 'method="GET",route="unmatched",status="404"')).toBe(1);
    expect(text).not.toContain('pat@example.com');
    expect(text).not.toContain('12345');
  });

  it('serves the default process metrics (event-loop delay), the database pool and reminders sent', async () => {
    countRemindersSent(app.metrics, [
      { gId: 1, refillDate: '2026-01-10', channel: 'email', recipient: 'pat@example.com' },
      { gId: 1, refillDate: '2026-01-10', channel: 'sms', recipient: '+15555550123' },
      { gId: 2, refillDate: '2026-01-11', channel: 'email', recipient: 'sam@example.com' },
    ]);
    const text = await scrape();
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(sample(text, 'rx_refill_reminders_sent_total', 'channel="email"')).toBe(2);
    expect(sample(text, 'rx_refill_reminders_sent_total', 'channel="sms"')).toBe(1);
    expect(text).not.toContain('example.com');
    expect(text).toMatch(/^rx_db_pool_connections 3$/m);
    expect(text).toMatch(/^rx_db_pool_idle_connections 2$/m);
    expect(text).toMatch(/^rx_db_pool_waiting_requests 1$/m);
  });

  it('counts the sign-in steps the password-check threads computed, and shows those waiting', async () => {
    const steps = (text: string) => Number(/^rx_srp_steps_total (\d+)$/m.exec(text)?.[1]);
    const before = steps(await scrape());
    await Promise.all([verifierOfAsync(12_345n), verifierOfAsync(67_890n)]);
    const text = await scrape();
    expect(steps(text)).toBe(before + 2);
    expect(text).toMatch(/^rx_srp_waiting_steps 0$/m);
  });

  it('follows open sockets per namespace through a connect and a disconnect, and counts events by name', async () => {
    const open = async () => sample(await scrape(), 'rx_socket_connections', 'namespace="/portal"');
    expect(await open()).toBe(0);
    const token = await mintIdToken(TEST_IDENTITY, { sub: patient.sub, username: patient.username });
    const socket: Socket = connectClient(`${serverOrigin}/portal`, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    expect(await open()).toBe(1);
    expect(sample(await scrape(), 'rx_socket_connections', 'namespace="/care-team"')).toBe(0);

    socket.emit('made-up event of a client');
    await new Promise((resolve) => socket.emit('join conversations', { convIds: [] }, resolve));
    await expect.poll(async () => sample(await scrape(), 'rx_socket_events_total', 'namespace="/portal",event="unknown"')).toBe(1);
    expect(sample(await scrape(), 'rx_socket_events_total', 'namespace="/portal",event="join conversations"')).toBe(1);
    expect(await scrape()).not.toContain('made-up');

    socket.disconnect();
    await expect.poll(open).toBe(0);
  });
});
