import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/core/api/http-client';
import { fetchMessagePage } from '../../../src/features/chat/api/chat-api';
import { createChatConnection, type ChatConnection } from '../../../src/features/chat/api/chat-connection';
import { createChatStore } from '../../../src/features/chat/state/chat-store';
import { buildApp } from '../../../server/app';
import { insertProviderMessage } from '../../../server/modules/messaging/messaging.queries';
import { mintIdToken } from '../support/test-tokens';
import { attachRealtime, type PortalRealtime } from '../../../server/modules/messaging/messaging.socket';
import { conversationRoom } from '../../../server/platform/realtime/rooms';
import { listenForSockets } from '../support/socket-clients';
import { TEST_IDENTITY } from '../support/test-app';
import { waitFor } from '../support/wait-for';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { insertConversationWithMessages, insertTestPatient, insertTestProviders } from './messaging-fixture';

/**
 * The chat client's catch-up after a dropped connection, against the real server: what was sent
 * while the socket was away reaches the patient's view even when the first catch-up fails (the
 * server slow or the network flaky right after the reconnect), because the client tries again on
 * the same connection instead of waiting for the next drop.
 */

let database: TestDatabase;
let app: FastifyInstance;
let origin: string;
let realtime: PortalRealtime;
const sockets: Socket[] = [];

const connections: ChatConnection[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, mode: 'test', identity: TEST_IDENTITY });
  realtime = attachRealtime(app, { db: database.db, identity: TEST_IDENTITY });
  ({ origin } = await listenForSockets(app, sockets));
}, 120_000);

afterAll(async () => {
  for (const connection of connections) connection.stop();
  await app?.close();
  await database?.dispose();
});

it('a catch-up that fails after a reconnect is tried again: the message sent meanwhile is shown', async () => {
  const patient = await insertTestPatient(database.db, 'catch-up', 'Cato', 'Upton');
  const [cpId] = (await insertTestProviders(database.db, ['Gap Pharmacist'])) as [number];
  const convId = await insertConversationWithMessages(database.db, { uId: patient.uId, topic: 'Gap', cpIds: [cpId], count: 3, unread: 0, endAt: new Date() });
  const token = await mintIdToken(TEST_IDENTITY, { sub: patient.sub, username: patient.username });
  const store = createChatStore(patient.uId);

  // The network between the patient and the API: message pages fail while `failPages` > 0.
  let failPages = 0;
  const pageRequests: number[] = [];
  const flakyFetch: typeof fetch = async (input, init) => {
    if (String(input).includes('/conversations/messages')) {
      pageRequests.push(Date.now());
      if (failPages > 0) {
        failPages -= 1;
        return new Response(JSON.stringify({ message: 'Service unavailable' }), { status: 503, headers: { 'content-type': 'application/json' } });
      }
    }
    return fetch(input, init);
  };
  const connection = createChatConnection({
    store,
    client: createHttpClient({ apiBase: `${origin}/api`, getToken: () => token, onSessionExpired: () => undefined, fetch: flakyFetch }),
    serverUrl: origin,
    timezone: 0,
    senderName: 'Cato Upton',
    getToken: () => token,
    refreshToken: async () => token,
    onConversationError: () => undefined,
    onGiveUp: () => undefined,
  });
  connections.push(connection);
  connection.start();
  await waitFor(() => store.getState().status === 'connected', 'the first connection');
  // The conversation is open: its newest page is held, as the timeline loads it.
  const client = createHttpClient({ apiBase: `${origin}/api`, getToken: () => token, onSessionExpired: () => undefined });
  store.getState().addPage(convId, await fetchMessagePage(client, patient.uId, convId, 0), true);

  const { socket } = connection.connection;
  const held = () => store.getState().messages[convId] ?? [];
  // Drop the connection; while it is down the provider writes (no socket to bring it).
  failPages = 1;
  socket.io.engine.close();
  await waitFor(() => store.getState().status !== 'connected', 'the drop');
  const missed = await insertProviderMessage(database.db, { convId, cpId, msgBody: 'Sent while you were away' });

  await waitFor(() => held().some((message) => message.msgId === missed.msgId), 'the missed message in the view', 15_000);
  expect(failPages).toBe(0);
  expect(pageRequests.length).toBeGreaterThanOrEqual(2);
  expect(held().filter((message) => message.msgId === missed.msgId)).toHaveLength(1);
  expect(held()).toHaveLength(4);
}, 60_000);

it('a message numbered past the next one makes the open conversation fetch the ones in between, on the same connection', async () => {
  const patient = await insertTestPatient(database.db, 'gap-fill', 'Gabe', 'Filler');
  const [cpId] = (await insertTestProviders(database.db, ['Sequence Pharmacist'])) as [number];
  const convId = await insertConversationWithMessages(database.db, { uId: patient.uId, topic: 'Numbers', cpIds: [cpId], count: 2, unread: 0, endAt: new Date() });
  const token = await mintIdToken(TEST_IDENTITY, { sub: patient.sub, username: patient.username });
  const store = createChatStore(patient.uId);
  const pageRequests: string[] = [];
  const countingFetch: typeof fetch = async (input, init) => {
    if (String(input).includes('/conversations/messages')) pageRequests.push(String(input));
    return fetch(input, init);
  };
  const client = createHttpClient({ apiBase: `${origin}/api`, getToken: () => token, onSessionExpired: () => undefined, fetch: countingFetch });
  const connection = createChatConnection({
    store,
    client,
    serverUrl: origin,
    timezone: 0,
    senderName: 'Gabe Filler',
    getToken: () => token,
    refreshToken: async () => token,
    onConversationError: () => undefined,
    onGiveUp: () => undefined,
  });
  connections.push(connection);
  connection.start();
  await waitFor(() => store.getState().status === 'connected', 'the connection');
  // In the room, and its join answered (no catch-up follows: nothing was held), before the page.
  let inRoom = false;
  await waitFor(() => {
    void realtime.portal.in(conversationRoom(convId)).fetchSockets().then((found) => (inRoom = found.length === 1));
    return inRoom;
  }, 'the join');
  await sleep(300);
  store.getState().addPage(convId, await fetchMessagePage(client, patient.uId, convId, 0), true);
  const held = () => store.getState().messages[convId] ?? [];
  const pagesBefore = pageRequests.length;
  let drops = 0;
  connection.connection.socket.on('disconnect', () => (drops += 1));

  // Stored with no broadcast (as when the storing process died before it), then one broadcast.
  const lost = await insertProviderMessage(database.db, { convId, cpId, msgBody: 'Its broadcast was lost' });
  const next = await realtime.deliverProviderMessage({ convId, cpId, msgBody: 'Broadcast as usual' });
  expect(next.seq).toBe(lost.seq! + 1);

  await waitFor(() => held().some((message) => message.msgId === lost.msgId), 'the lost message in the view', 5_000);
  expect(held().map((message) => message.msgBody).slice(-2)).toEqual(['Its broadcast was lost', 'Broadcast as usual']);
  expect(held()).toHaveLength(4);
  expect(drops).toBe(0);
  // Fetched because of the hole, not by a catch-up after a reconnect.
  expect(pageRequests.length).toBeGreaterThan(pagesBefore);
}, 30_000);
