import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/core/api/http-client';
import type { CareTeamClientToServerEvents, CareTeamServerToClientEvents } from '../../../src/domain/messaging/care-team-events';
import { PORTAL_ERROR_MESSAGES, type PortalClientToServerEvents, type PortalServerToClientEvents } from '../../../src/domain/messaging/message-events';
import { createChatConnection, type ChatConnection } from '../../../src/features/chat/api/chat-connection';
import { createChatStore } from '../../../src/features/chat/state/chat-store';
import { buildApp } from '../../../server/app';
import { listMessages } from '../../../server/modules/messaging/messaging.queries';
import { careProviders } from '../../../server/modules/messaging/messaging.tables';
import { mintIdToken } from '../support/test-tokens';
import { attachRealtime } from '../../../server/modules/messaging/messaging.socket';
import type { NamespaceLimits } from '../../../server/platform/realtime/realtime-limits';
import { listenForSockets, type ConnectSocket } from '../support/socket-clients';
import { TEST_IDENTITY } from '../support/test-app';
import { waitFor } from '../support/wait-for';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { insertConversationWithMessages, insertTestPatient, insertTestProviders, type FixturePatient } from './messaging-fixture';

/**
 * The real-time limits with small numbers, so that they are reached at once: every socket's and
 * every sender's budget in both namespaces, refusals answered `rate_limited` with a retry hint
 * (nothing waits: `waiting` is 0), and the chat client, which keeps what was refused and sends it
 * again later.
 */

type PatientSocket = Socket<PortalServerToClientEvents, PortalClientToServerEvents>;
type ProviderSocket = Socket<CareTeamServerToClientEvents, CareTeamClientToServerEvents>;
type AnyAck = { ok: boolean; error?: string; retryAfterMs?: number };

const TIGHT: NamespaceLimits = {
  socket: { perSecond: 2, burst: 3 },
  sender: { perSecond: 2, burst: 4 },
  concurrent: 8,
  waiting: 0,
  refusals: { perSecond: 1, burst: 30 },
};

let database: TestDatabase;
let app: FastifyInstance;
let origin: string;
let connect: ConnectSocket;
let cpId: number;
const sockets: Socket[] = [];
const connections: ChatConnection[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, mode: 'test', identity: TEST_IDENTITY });
  attachRealtime(app, { db: database.db, identity: TEST_IDENTITY, limits: { portal: TIGHT, careTeam: TIGHT } });
  ({ origin, connect } = await listenForSockets(app, sockets));
  [cpId] = (await insertTestProviders(database.db, ['Paced Pharmacist'])) as [number];
  await database.db.update(careProviders).set({ cognitoSub: `paced-care-${cpId}` }).where(eq(careProviders.cpId, cpId));
}, 120_000);

afterAll(async () => {
  for (const connection of connections) connection.stop();
  for (const socket of sockets) socket.disconnect();
  await app?.close();
  await database?.dispose();
});

const patientToken = (patient: FixturePatient) => mintIdToken(TEST_IDENTITY, { sub: patient.sub, username: patient.username });
const providerToken = () => mintIdToken(TEST_IDENTITY, { sub: `paced-care-${cpId}`, username: 'paced@care.example' });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Emits `count` events at once, without waiting in between; resolves with every acknowledgement. */
function burst(socket: Socket, count: number, event: string, payload: unknown): Promise<AnyAck[]> {
  return Promise.all(Array.from({ length: count }, () => socket.timeout(10_000).emitWithAck(event, payload) as Promise<AnyAck>));
}

const passed = (acks: AnyAck[]) => acks.filter((ack) => ack.ok).length;

function expectRateLimited(acks: AnyAck[]): void {
  const refused = acks.filter((ack) => !ack.ok);
  expect(refused.length).toBeGreaterThan(0);
  for (const refusal of refused) {
    expect(refusal.error).toBe(PORTAL_ERROR_MESSAGES.rateLimited);
    expect(refusal.retryAfterMs).toBeGreaterThan(0);
  }
}

describe('real-time limits', () => {
  it('gives one socket its burst, and the sockets of one patient the patient’s budget together', async () => {
    const alone = await insertTestPatient(database.db, 'alone', 'Al', 'One');
    const single = await connect<PatientSocket>('/portal', await patientToken(alone));
    const singleAcks = await burst(single, 5, 'join conversations', { uId: alone.uId });
    expect(passed(singleAcks)).toBe(TIGHT.socket.burst);
    expectRateLimited(singleAcks);

    const twoTabs = await insertTestPatient(database.db, 'two-tabs', 'Tabitha', 'Two');
    const token = await patientToken(twoTabs);
    const [first, second] = [await connect<PatientSocket>('/portal', token), await connect<PatientSocket>('/portal', token)];
    const [firstAcks, secondAcks] = await Promise.all([first, second].map((socket) => burst(socket, TIGHT.socket.burst, 'join conversations', { uId: twoTabs.uId })));
    // Each socket alone stays within its own burst; together they pass only the patient's
    // (a token may come back while the server takes the two bursts in: 2 a second).
    expect(passed([...firstAcks!, ...secondAcks!])).toBeGreaterThanOrEqual(TIGHT.sender.burst);
    expect(passed([...firstAcks!, ...secondAcks!])).toBeLessThan(2 * TIGHT.socket.burst);
    expectRateLimited([...firstAcks!, ...secondAcks!]);
  });

  it('limits each care provider’s sockets on /care-team the same way', async () => {
    const token = await providerToken();
    const console1 = await connect<ProviderSocket>('/care-team', token);
    const firstAcks = await burst(console1, 5, 'list conversations', {});
    expect(passed(firstAcks)).toBe(TIGHT.socket.burst);
    expectRateLimited(firstAcks);
    // A second console of the same provider has its own socket budget but not a fresh provider budget.
    const console2 = await connect<ProviderSocket>('/care-team', token);
    const secondAcks = await burst(console2, TIGHT.socket.burst, 'list conversations', {});
    expect(passed(secondAcks)).toBeLessThan(TIGHT.socket.burst);
    expectRateLimited(secondAcks);
  });

  it('disconnects a socket that keeps sending once refused', async () => {
    const abuser = await insertTestPatient(database.db, 'abuser', 'Abe', 'User');
    const socket = await connect<PatientSocket>('/portal', await patientToken(abuser));
    const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    for (let n = 0; n < TIGHT.socket.burst + TIGHT.refusals.burst + 5; n += 1) socket.emit('join conversations', { uId: abuser.uId });
    expect(await ended).toBe('io server disconnect');
  });

  it('closes the connection of an event larger than 64 KiB, before any handler sees it', async () => {
    const bulky = await insertTestPatient(database.db, 'bulky', 'Bo', 'Bulky');
    const socket = await connect<PatientSocket>('/portal', await patientToken(bulky));
    const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    socket.emit('join conversations', { uId: bulky.uId, padding: 'x'.repeat(64 * 1024) } as never);
    expect(await ended).toBe('transport close');
    const again = await connect<PatientSocket>('/portal', await patientToken(bulky));
    expect(await again.emitWithAck('join conversations', { uId: bulky.uId })).toMatchObject({ ok: true });
  });

  /** A chat connection of a new patient with a conversation of `unread` unread provider messages. */
  async function chatOf(key: string, unread: number) {
    const patient = await insertTestPatient(database.db, key, 'Paula', key);
    const token = await patientToken(patient);
    const convId = await insertConversationWithMessages(database.db, { uId: patient.uId, topic: key, cpIds: [cpId], count: unread, unread, endAt: new Date() });
    const store = createChatStore(patient.uId);
    const errors: string[] = [];
    const connection = createChatConnection({
      store,
      client: createHttpClient({ apiBase: `${origin}/api`, getToken: () => token, onSessionExpired: () => errors.push('session expired') }),
      serverUrl: origin,
      timezone: 0,
      senderName: `Paula ${key}`,
      getToken: () => token,
      refreshToken: async () => token,
      onConversationError: (kind) => errors.push(kind),
      onGiveUp: (error) => errors.push(error.message),
    });
    connections.push(connection);
    const emitted: string[] = [];
    connection.connection.socket.onAnyOutgoing((event: string) => emitted.push(event));
    connection.start();
    await waitFor(() => store.getState().status === 'connected', 'the connection');
    const messagesNow = async () => (await listMessages(database.db, convId, { start: 0, limit: 50 })).reverse();
    return { patient, convId, store, connection, errors, emitted, messagesNow };
  }

  it('chat client: a refused message stays pending and is sent again later, each stored once and in order', async () => {
    const { patient, convId, store, connection, errors, emitted, messagesNow } = await chatOf('sender', 0);
    const bodies = ['one', 'two', 'three', 'four', 'five', 'six'];
    for (const body of bodies) connection.send(convId, body);
    await waitFor(() => store.getState().pending.length === 0 || store.getState().pending.some((p) => p.state === 'failed'), 'the send queue to drain');

    expect(store.getState().pending).toEqual([]);
    expect(errors).toEqual([]);
    // Refused, then sent again: more emits than messages.
    expect(emitted.filter((event) => event === 'chat message').length).toBeGreaterThan(bodies.length);
    const stored = (await messagesNow()).filter((message) => message.uId === patient.uId);
    expect(stored.map((message) => message.msgBody)).toEqual(bodies);
    expect(store.getState().messages[convId]?.map((message) => message.msgBody)).toEqual(bodies);
  }, 60_000);

  it('chat client: refused read marks are sent again, none lost', async () => {
    const { patient, convId, connection, errors, emitted, messagesNow } = await chatOf('reader', 6);
    const unread = (await messagesNow()).map((message) => message.msgId);
    // One at a time, each its own event: more than the socket's burst.
    for (const msgId of unread) {
      connection.markSeen(convId, [msgId]);
      await pause(0);
    }
    const readByPatient = async () => (await messagesNow()).filter((m) => m.readByPatient.split(',').includes(String(patient.uId))).length;
    await expect.poll(readByPatient, { timeout: 15_000 }).toBe(unread.length);
    expect(emitted.filter((event) => event === 'message read').length).toBeGreaterThan(TIGHT.socket.burst - 1);
    expect(errors).toEqual([]);
  }, 60_000);
});
