import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareTeamClientToServerEvents, CareTeamServerToClientEvents } from '../../../src/domain/messaging/care-team-events';
import { PORTAL_ERROR_MESSAGES, type PortalClientToServerEvents, type PortalServerToClientEvents } from '../../../src/domain/messaging/message-events';
import type { Message } from '../../../src/domain/messaging/message.schema';
import { buildApp } from '../../../server/app';
import { careProviders, messages } from '../../../server/modules/messaging/messaging.tables';
import { mintIdToken } from '../support/test-tokens';
import { attachRealtime } from '../../../server/modules/messaging/messaging.socket';
import { DEFAULT_REALTIME_LIMITS } from '../../../server/platform/realtime/realtime-limits';
import { insertConversationWithMessages, insertTestPatient, insertTestProviders, type FixturePatient } from '../messaging/messaging-fixture';
import { listenForSockets, type ConnectSocket } from '../support/socket-clients';
import { TEST_IDENTITY } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * One patient floods the /portal namespace: thousands of events emitted without waiting, from a
 * new socket each time the server drops one. Meanwhile another patient sends messages, which its
 * care provider receives on /care-team, and reads its conversations over HTTP. The other
 * patient's delivery and reads stay within 500 ms at p95; the flooder is answered `rate_limited`
 * with a retry hint and disconnected. The limits are the defaults main.ts runs with.
 */

type PatientSocket = Socket<PortalServerToClientEvents, PortalClientToServerEvents>;
type ProviderSocket = Socket<CareTeamServerToClientEvents, CareTeamClientToServerEvents>;
type AnyAck = { ok: boolean; error?: string; retryAfterMs?: number };

const SAMPLES = 30;
/** A sample that got no answer within this counts as this long (the flood would otherwise stall the test). */
const SAMPLE_CAP_MS = 3_000;
const P95_BUDGET_MS = 500;
/** Emitted per socket, in bursts, before waiting for the server to drop it. */
const FLOOD_PER_SOCKET = 3_000;
const FLOOD_BURST = 200;

let database: TestDatabase;
let app: FastifyInstance;
let origin: string;
let connect: ConnectSocket;
let flooder: FixturePatient;
let steady: FixturePatient;
let flooderConv: number;
let steadyConv: number;
let cpId: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, mode: 'test', identity: TEST_IDENTITY });
  attachRealtime(app, { db: database.db, identity: TEST_IDENTITY });
  ({ origin, connect } = await listenForSockets(app, sockets));
  flooder = await insertTestPatient(database.db, 'flooder', 'Flora', 'Flood');
  steady = await insertTestPatient(database.db, 'steady', 'Stella', 'Steady');
  [cpId] = (await insertTestProviders(database.db, ['Flood Watch Pharmacist'])) as [number];
  await database.db.update(careProviders).set({ cognitoSub: `flood-care-${cpId}` }).where(eq(careProviders.cpId, cpId));
  flooderConv = await insertConversationWithMessages(database.db, { uId: flooder.uId, topic: 'Flood', cpIds: [cpId], count: 3, unread: 3, endAt: new Date() });
  steadyConv = await insertConversationWithMessages(database.db, { uId: steady.uId, topic: 'Steady', cpIds: [cpId], count: 3, unread: 0, endAt: new Date() });
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app?.close();
  await database?.dispose();
});

const patientToken = (patient: FixturePatient) => mintIdToken(TEST_IDENTITY, { sub: patient.sub, username: patient.username });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Nearest-rank 95th percentile. */
function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil(0.95 * sorted.length) - 1]!;
}

/** Milliseconds until `settle` resolves, or SAMPLE_CAP_MS when it does not in time. */
async function timed(settle: (done: () => void) => void): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(SAMPLE_CAP_MS), SAMPLE_CAP_MS);
    settle(() => {
      clearTimeout(timer);
      resolve(performance.now() - started);
    });
  });
}

/** One flood event: a new message, a read mark or a join, in turn, each asking for an acknowledgement. */
function floodEvent(socket: PatientSocket, n: number, acks: AnyAck[]): void {
  const record = (ack: AnyAck) => void acks.push(ack);
  if (n % 3 === 0) {
    socket.emit(
      'chat message',
      {
        u_id: flooder.uId,
        conv_id: flooderConv,
        msgBody: `flood ${n}`,
        patientFacing: true,
        timezone: 0,
        senderName: 'Flora Flood',
        cpIds: String(cpId),
        clientMsgId: randomUUID(),
      },
      record,
    );
  } else if (n % 3 === 1) {
    socket.emit('message read', { conv_id: flooderConv, u_id: flooder.uId, msgIds: [1, 2, 3], msgRead: n % 2 === 0 }, record);
  } else {
    socket.emit('join conversations', { uId: flooder.uId }, record);
  }
}

interface FloodReport {
  emitted: number;
  sockets: number;
  acks: AnyAck[];
  /** Why each flooding socket closed. */
  endings: string[];
}

/** Floods until `stop()` says so: FLOOD_PER_SOCKET events per socket, then a new socket once the server drops it. */
async function flood(stop: () => boolean): Promise<FloodReport> {
  const report: FloodReport = { emitted: 0, sockets: 0, acks: [], endings: [] };
  const token = await patientToken(flooder);
  while (!stop()) {
    const socket = await connect<PatientSocket>('/portal', token);
    report.sockets += 1;
    const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    for (let sent = 0; sent < FLOOD_PER_SOCKET && socket.connected && !stop(); sent += FLOOD_BURST) {
      for (let n = 0; n < FLOOD_BURST; n += 1) floodEvent(socket, report.emitted + n, report.acks);
      report.emitted += FLOOD_BURST;
      await pause(10);
    }
    report.endings.push(await Promise.race([ended, new Promise<string>((resolve) => void waitUntil(stop).then(() => resolve('still open')))]));
    socket.disconnect();
  }
  return report;
}

async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await pause(20);
}

describe('a flooding patient socket', () => {
  it('leaves another patient’s message delivery and API reads within 500 ms at p95, and is refused, then disconnected', async () => {
    const provider = await connect<ProviderSocket>('/care-team', await mintIdToken(TEST_IDENTITY, { sub: `flood-care-${cpId}`, username: 'flood-care@care.example' }));
    expect(await provider.emitWithAck('list conversations', {})).toMatchObject({ ok: true });
    const steadyToken = await patientToken(steady);
    const own = await connect<PatientSocket>('/portal', steadyToken);
    expect(await own.emitWithAck('join conversations', { uId: steady.uId })).toMatchObject({ ok: true });

    let measuring = true;
    const floodStarted = performance.now();
    const flooding = flood(() => !measuring);
    await pause(100);

    const deliveries: number[] = [];
    const reads: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const clientMsgId = randomUUID();
      deliveries.push(
        await timed((done) => {
          const seen = (message: Message) => {
            if (message.clientMsgId !== clientMsgId) return;
            provider.off('new message', seen);
            done();
          };
          provider.on('new message', seen);
          own.emit('chat message', {
            u_id: steady.uId,
            conv_id: steadyConv,
            msgBody: `steady ${sample}`,
            patientFacing: true,
            timezone: 0,
            senderName: 'Stella Steady',
            cpIds: String(cpId),
            clientMsgId,
          });
        }),
      );
      reads.push(
        await timed((done) => {
          void fetch(`${origin}/api/conversations/patients?u_id=${steady.uId}`, { headers: { Authorization: `Bearer ${steadyToken}` } })
            .then((response) => (response.status === 200 ? done() : undefined))
            .catch(() => undefined);
        }),
      );
      await pause(100);
    }
    measuring = false;
    const report = await flooding;
    const floodSeconds = (performance.now() - floodStarted) / 1000;

    const summary = { deliveryP95: Math.round(p95(deliveries)), readP95: Math.round(p95(reads)), ...report, acks: report.acks.length };
    expect(report.emitted, JSON.stringify(summary)).toBeGreaterThanOrEqual(FLOOD_PER_SOCKET);
    expect(p95(deliveries), `delivery ${JSON.stringify(summary)}`).toBeLessThanOrEqual(P95_BUDGET_MS);
    expect(p95(reads), `reads ${JSON.stringify(summary)}`).toBeLessThanOrEqual(P95_BUDGET_MS);

    const refusals = report.acks.filter((ack) => !ack.ok);
    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals) {
      expect(refusal.error).toBe(PORTAL_ERROR_MESSAGES.rateLimited);
      expect(refusal.retryAfterMs).toBeGreaterThan(0);
    }
    // Sustained abuse ends the socket from the server's side, every time.
    expect(report.endings.filter((ending) => ending === 'io server disconnect').length).toBeGreaterThanOrEqual(2);
    expect(report.endings.slice(0, -1).every((ending) => ending === 'io server disconnect')).toBe(true);
    // What got through is the patient's rate, whichever socket it came from.
    const { sender } = DEFAULT_REALTIME_LIMITS.portal;
    const [stored] = await database.db.select({ n: count() }).from(messages).where(and(eq(messages.convId, flooderConv), isNull(messages.cpId)));
    expect(stored!.n).toBeLessThanOrEqual(sender.burst + sender.perSecond * floodSeconds);
    // The steady patient kept its socket, and each of its messages was stored.
    expect(own.connected).toBe(true);
    const [steadyStored] = await database.db.select({ n: count() }).from(messages).where(and(eq(messages.convId, steadyConv), isNull(messages.cpId)));
    expect(steadyStored!.n).toBe(SAMPLES);
  }, 180_000);
});
