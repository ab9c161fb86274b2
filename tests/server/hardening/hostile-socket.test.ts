import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_ERROR_MESSAGES } from '../../../src/domain/messaging/message-events';
import { buildApp } from '../../../server/app';
import { mintIdToken } from '../support/test-tokens';
import { attachRealtime } from '../../../server/modules/messaging/messaging.socket';
import { DEFAULT_REALTIME_LIMITS } from '../../../server/platform/realtime/realtime-limits';
import { insertConversationWithMessages, insertTestPatient, insertTestProviders, type FixturePatient } from '../messaging/messaging-fixture';
import { HOSTILE_NUMBERS, HOSTILE_STRINGS, leavesOf, naughtySample, PROTOTYPE_NAMES } from '../support/hostile-values';
import { TEST_IDENTITY } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Every client-to-server event of the /portal namespace, with one value of a valid payload at a
 * time replaced by hostile input: each is acknowledged as stored or refused as invalid, never
 * as a server failure, and the socket stays open. The events go through the real-time limits'
 * gate, with rates high enough for some 400 events in a row (socket-flood.test.ts tests the rates).
 */
type AnySocket = Socket;

let database: TestDatabase;
let app: FastifyInstance;
let socket: AnySocket;
let patient: FixturePatient;
let convId: number;
let cpId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, mode: 'test', identity: TEST_IDENTITY });
  const fast = { perSecond: 10_000, burst: 10_000 };
  const limits = { ...DEFAULT_REALTIME_LIMITS.portal, socket: fast, sender: fast };
  attachRealtime(app, { db: database.db, identity: TEST_IDENTITY, limits: { ...DEFAULT_REALTIME_LIMITS, portal: limits } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  patient = await insertTestPatient(database.db, 'hostile', 'Hostile', 'Input');
  [cpId] = (await insertTestProviders(database.db, ['Hostile Input Pharmacist'])) as [number];
  convId = await insertConversationWithMessages(database.db, { uId: patient.uId, topic: 'Fuzz', cpIds: [cpId], count: 2, unread: 2, endAt: new Date() });
  const token = await mintIdToken(TEST_IDENTITY, { sub: patient.sub, username: patient.username });
  socket = connectClient(`${origin}/portal`, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
});

afterAll(async () => {
  socket?.disconnect();
  await app?.close();
  await database?.dispose();
});

const validPayloads = (): Record<string, Record<string, unknown>> => ({
  'join conversations': { uId: patient.uId },
  'chat message': {
    u_id: patient.uId,
    conv_id: convId,
    msgBody: 'Is my refill ready?',
    patientFacing: true,
    timezone: 300,
    senderName: 'Hostile Input',
    cpIds: String(cpId),
    clientMsgId: randomUUID(),
  },
  'message read': { conv_id: convId, u_id: patient.uId, msgIds: [1], msgRead: true },
});

async function ackOf(event: string, payload: unknown): Promise<{ ok: boolean; error?: string }> {
  return (await socket.timeout(5_000).emitWithAck(event, payload)) as { ok: boolean; error?: string };
}

describe('hostile payloads on every socket event', () => {
  it('answers each with an acknowledgement that is not a server failure', async () => {
    const failures: string[] = [];
    let calls = 0;
    let seed = 0;
    for (const [event, payload] of Object.entries(validPayloads())) {
      seed += 1;
      const values = [...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, ...naughtySample(61, seed)];
      const wholePayloads = [null, 'payload', [payload], ...values];
      const variants = [
        ...leavesOf(payload, new URLSearchParams()).flatMap((leaf) => values.map((value) => ({ label: `${leaf.path.replace(/^body/, 'payload')}=${JSON.stringify(value)}`, payload: leaf.replace(value).payload }))),
        ...wholePayloads.map((value) => ({ label: `payload=${JSON.stringify(value)}`, payload: value })),
      ];
      for (const variant of variants) {
        const ack = await ackOf(event, variant.payload);
        calls += 1;
        if (!ack.ok && ack.error === PORTAL_ERROR_MESSAGES.failed) failures.push(`${event} ${variant.label}: server failure`);
        const nul = JSON.stringify(variant.payload ?? null).includes('\\u0000');
        if (nul && ack.ok) failures.push(`${event} ${variant.label}: a NUL character was accepted`);
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(300);
    expect(socket.connected).toBe(true);
  }, 120_000);

  it('ignores events named after prototype properties and keeps serving the socket', async () => {
    for (const name of PROTOTYPE_NAMES) socket.emit(name, { uId: patient.uId });
    const ack = await ackOf('join conversations', { uId: patient.uId });
    expect(ack).toMatchObject({ ok: true });
    expect(socket.connected).toBe(true);
  });
});
