import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Conversation, type ConversationListResponse, conversationListResponseSchema } from '../../../src/domain/messaging/conversation.schema';
import { type Message, type MessageListResponse, messageListResponseSchema } from '../../../src/domain/messaging/message.schema';
import type {
  ChatMessageAck,
  ConversationErrorEvent,
  JoinConversationsAck,
  MessageReadAck,
  MessageUpdatedEvent,
  PortalClientToServerEvents,
  PortalErrorEvent,
  PortalServerToClientEvents,
} from '../../../src/domain/messaging/message-events';
import type { ChatMessagePayload } from '../../../src/domain/messaging/message-events.schema';
import { createPortalSocket, PortalConnectionError } from '../../../src/core/realtime/portal-socket';
import { buildApp } from '../../../server/app';
import { identityConfig } from '../../../server/platform/auth/identity-config';
import { insertProviderMessage } from '../../../server/modules/messaging/messaging.queries';
import { auditLog } from '../../../server/schema';
import { conversations, messages } from '../../../server/modules/messaging/messaging.tables';
import { mintIdToken } from '../support/test-tokens';
import { attachRealtime, type PortalRealtime } from '../../../server/modules/messaging/messaging.socket';
import { DEMO_ACCOUNTS } from '../../../server/seed/demo-accounts';
import { DEMO_CONVERSATIONS, seedMessaging } from '../../../server/modules/messaging/messaging.seed';
import { TEST_IDENTITY } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import {
  insertConversationWithMessages,
  insertTestPatient,
  insertTestProviders,
  type FixturePatient,
} from './messaging-fixture';

type ClientSocket = Socket<PortalServerToClientEvents, PortalClientToServerEvents>;

const identity = TEST_IDENTITY;

let database: TestDatabase;
let app: FastifyInstance;
let realtime: PortalRealtime;
let origin: string;
let alice: FixturePatient;
let bob: FixturePatient;
let aliceToken: string;
let providerIds: number[];
/** Alice's: 30 messages, 2 unread, four providers. */
let longConv: number;
/** Alice's: 3 messages, 1 unread, one provider. */
let shortConv: number;
/** Alice's: not started. */
let quietConv: number;
/** Bob's. */
let bobConv: number;
const openSockets: ClientSocket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, mode: 'test', identity });
  realtime = attachRealtime(app, { db: database.db, identity });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const db = database.db;
  alice = await insertTestPatient(db, 'alice', 'Alice', 'Lopez');
  bob = await insertTestPatient(db, 'bob', 'Bob', 'Nguyen');
  aliceToken = await tokenFor(alice);
  providerIds = await insertTestProviders(db, ['Jordan Alvarez', 'Maya Chen', 'Priya Natarajan', 'Samuel Okafor']);
  const now = Date.now();
  longConv = await insertConversationWithMessages(db, {
    uId: alice.uId,
    topic: 'Care team check-in',
    cpIds: providerIds,
    count: 30,
    unread: 2,
    endAt: new Date(now - 60 * 60_000),
  });
  shortConv = await insertConversationWithMessages(db, {
    uId: alice.uId,
    topic: 'Refill question',
    cpIds: [providerIds[0]!],
    count: 3,
    unread: 1,
    endAt: new Date(now - 5 * 60_000),
  });
  quietConv = await insertConversationWithMessages(db, {
    uId: alice.uId,
    topic: 'Insurance follow-up',
    cpIds: [providerIds[1]!, providerIds[2]!],
    count: 0,
    unread: 0,
    endAt: new Date(now),
  });
  bobConv = await insertConversationWithMessages(db, {
    uId: bob.uId,
    topic: "Bob's refill",
    cpIds: [providerIds[0]!],
    count: 2,
    unread: 1,
    endAt: new Date(now),
  });
}, 120_000);

afterAll(async () => {
  for (const socket of openSockets) socket.disconnect();
  await app?.close();
  await database?.dispose();
});

function tokenFor(patient: FixturePatient, expiresInSeconds?: number): Promise<string> {
  return mintIdToken(identity, { sub: patient.sub, username: patient.username, expiresInSeconds });
}

function openSocket(token: string | undefined): ClientSocket {
  const socket: ClientSocket = connectClient(`${origin}/portal`, {
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  openSockets.push(socket);
  return socket;
}

/** Resolves on connect, rejects with the server's refusal. */
function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

async function connectedSocket(token: string): Promise<ClientSocket> {
  const socket = openSocket(token);
  await connected(socket);
  return socket;
}

function refusal(token: string | undefined): Promise<string> {
  const socket = openSocket(token);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

function nextEvent<E extends keyof PortalServerToClientEvents>(
  socket: ClientSocket,
  event: E,
): Promise<Parameters<PortalServerToClientEvents[E]>[0]> {
  return new Promise((resolve) => {
    socket.once(event, ((payload: Parameters<PortalServerToClientEvents[E]>[0]) => resolve(payload)) as never);
  });
}

/** Collects every `event` the socket receives from now on. */
function record<E extends keyof PortalServerToClientEvents>(socket: ClientSocket, event: E) {
  const received: Parameters<PortalServerToClientEvents[E]>[0][] = [];
  socket.on(event, ((payload: Parameters<PortalServerToClientEvents[E]>[0]) => received.push(payload)) as never);
  return received;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function joinAll(socket: ClientSocket, uId: number): Promise<JoinConversationsAck> {
  return socket.emitWithAck('join conversations', { uId });
}

function chatPayload(patch: Partial<ChatMessagePayload> = {}): ChatMessagePayload {
  return {
    u_id: alice.uId,
    conv_id: shortConv,
    msgBody: 'Is my refill ready?',
    patientFacing: true,
    timezone: 300,
    senderName: 'Alice Lopez',
    cpIds: String(providerIds[0]),
    clientMsgId: randomUUID(),
    ...patch,
  };
}

async function auditRows(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(auditLog);
  return row!.n;
}

describe('real-time /portal: handshake', () => {
  it("accepts a valid ID token in the handshake's auth payload", async () => {
    const socket = await connectedSocket(aliceToken);
    expect(socket.connected).toBe(true);
  });

  it('refuses a token sent in the query string only (a URL ends up in access logs)', async () => {
    const socket: ClientSocket = connectClient(`${origin}/portal`, { query: { token: aliceToken }, transports: ['websocket'], reconnection: false, forceNew: true });
    openSockets.push(socket);
    await expect(connected(socket)).rejects.toThrow('missing token');
  });

  it('refuses with the verifier reason; exactly "jwt expired" for an expired token', async () => {
    expect(await refusal(await tokenFor(alice, -30))).toBe('jwt expired');
    expect(await refusal('not.a.token')).toBe('invalid token');
    expect(await refusal(undefined)).toBe('missing token');
    const foreign = await mintIdToken(identityConfig('http://elsewhere.example'), { sub: alice.sub, username: 'x' });
    expect(await refusal(foreign)).toBe('invalid token');
    const stranger = await mintIdToken(identity, { sub: 'nobody-has-this-sub', username: 'stranger' });
    expect(await refusal(stranger)).toBe('no patient for this identity');
  });
});

describe('real-time /portal: events', () => {
  it('joins the rooms of the caller’s conversations only', async () => {
    const socket = await connectedSocket(aliceToken);
    const ack = await joinAll(socket, alice.uId);
    expect(ack).toEqual({ ok: true, convIds: [longConv, shortConv, quietConv].sort((a, b) => a - b) });
  });

  it('answers another patient’s u_id with an error event in every event (the socket form of 403)', async () => {
    const socket = await connectedSocket(aliceToken);
    const errors = record(socket, 'error');
    const before = await auditRows();
    expect(await joinAll(socket, bob.uId)).toEqual({ ok: false, error: 'u_id does not belong to the caller' });
    const sent = await socket.emitWithAck('chat message', chatPayload({ u_id: bob.uId, conv_id: bobConv }));
    expect(sent).toEqual({ ok: false, error: 'u_id does not belong to the caller' });
    const read = await socket.emitWithAck('message read', { conv_id: bobConv, u_id: bob.uId, msgIds: [1], msgRead: true });
    expect(read).toEqual({ ok: false, error: 'u_id does not belong to the caller' });
    expect(errors).toEqual(Array(3).fill({ message: 'u_id does not belong to the caller' }));
    expect(await auditRows()).toBe(before);
    const [stored] = await database.db.select({ n: count() }).from(messages).where(eq(messages.convId, bobConv));
    expect(stored!.n).toBe(2);
  });

  it('stores a message before broadcasting it to the other sockets in the room, and acks the stored message', async () => {
    const sender = await connectedSocket(aliceToken);
    const otherTab = await connectedSocket(aliceToken);
    await joinAll(sender, alice.uId);
    await joinAll(otherTab, alice.uId);
    const senderEchoes = record(sender, 'new message');
    const before = await auditRows();

    const payload = chatPayload({ senderName: 'Somebody Else' });
    const broadcast = nextEvent(otherTab, 'new message').then(async (message: Message) => {
      // Persisted first: when the broadcast arrives the row is already committed.
      const rows = await database.db.select().from(messages).where(eq(messages.msgId, message.msgId));
      return { message, storedRows: rows.length };
    });
    const ack = (await sender.emitWithAck('chat message', payload)) as ChatMessageAck;
    const { message, storedRows } = await broadcast;

    expect(storedRows).toBe(1);
    expect(ack).toEqual({ ok: true, message });
    expect(message).toMatchObject({
      convId: shortConv,
      uId: alice.uId,
      cpId: null,
      msgBody: payload.msgBody,
      senderName: 'Alice Lopez', // the name on record, not the payload's
      clientMsgId: payload.clientMsgId,
      readByPatient: String(alice.uId),
    });
    expect(senderEchoes).toEqual([]);
    expect(await auditRows()).toBe(before + 1);
  });

  it('stores a resend with the same clientMsgId once and re-acks the stored message without a second broadcast', async () => {
    const sender = await connectedSocket(aliceToken);
    const otherTab = await connectedSocket(aliceToken);
    await joinAll(sender, alice.uId);
    await joinAll(otherTab, alice.uId);
    const broadcasts = record(otherTab, 'new message');

    const payload = chatPayload({ msgBody: 'Sent twice on a flaky network' });
    const first = (await sender.emitWithAck('chat message', payload)) as ChatMessageAck;
    const again = (await sender.emitWithAck('chat message', { ...payload, msgBody: 'changed on resend' })) as ChatMessageAck;
    await pause(150);

    expect(first.ok && again.ok).toBe(true);
    expect(again).toEqual(first);
    const rows = await database.db
      .select()
      .from(messages)
      .where(and(eq(messages.uId, alice.uId), eq(messages.clientMsgId, payload.clientMsgId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.msgBody).toBe('Sent twice on a flaky network');
    expect(broadcasts).toHaveLength(1);
  });

  it('stores concurrent resends once', async () => {
    const socket = await connectedSocket(aliceToken);
    const payload = chatPayload({ msgBody: 'double click' });
    const acks = (await Promise.all([1, 2, 3].map(() => socket.emitWithAck('chat message', payload)))) as ChatMessageAck[];
    const ids = new Set(acks.map((ack) => (ack.ok ? ack.message.msgId : 0)));
    expect(ids.size).toBe(1);
    expect(ids.has(0)).toBe(false);
  });

  it('starts a not-started conversation with its first message', async () => {
    const socket = await connectedSocket(aliceToken);
    const ack = (await socket.emitWithAck('chat message', chatPayload({ conv_id: quietConv }))) as ChatMessageAck;
    expect(ack.ok).toBe(true);
    const [row] = await database.db.select().from(conversations).where(eq(conversations.convId, quietConv));
    expect(row!.latestTimeStamp?.toISOString()).toBe(ack.ok ? ack.message.timeCreated : undefined);
  });

  it('answers a conversation that is not the caller’s with conversation-error and stores nothing', async () => {
    const socket = await connectedSocket(aliceToken);
    const conversationErrors = record(socket, 'conversation-error');
    const before = await auditRows();
    const payload = chatPayload({ conv_id: bobConv });
    const ack = await socket.emitWithAck('chat message', payload);
    const missing = await socket.emitWithAck('chat message', chatPayload({ conv_id: 999_999 }));
    expect(ack).toEqual({ ok: false, error: 'Cannot send message' });
    expect(missing).toEqual({ ok: false, error: 'Cannot send message' });
    expect(conversationErrors[0]).toEqual<ConversationErrorEvent>({
      message: 'Cannot send message',
      convId: bobConv,
      clientMsgId: payload.clientMsgId,
    });
    const rows = await database.db.select().from(messages).where(eq(messages.clientMsgId, payload.clientMsgId));
    expect(rows).toEqual([]);
    expect(await auditRows()).toBe(before);
  });

  it('refuses invalid payloads with an error event', async () => {
    const socket = await connectedSocket(aliceToken);
    const errors = record(socket, 'error');
    const invalid: unknown[] = [
      null,
      'text',
      chatPayload({ msgBody: '   ' }),
      chatPayload({ msgBody: 'x'.repeat(4001) }),
      { ...chatPayload(), clientMsgId: undefined },
      { ...chatPayload(), conv_id: '12' },
    ];
    for (const payload of invalid) {
      const ack = await socket.emitWithAck('chat message', payload as ChatMessagePayload);
      expect(ack).toEqual({ ok: false, error: 'invalid payload' });
    }
    expect(errors).toHaveLength(invalid.length);
    expect(socket.connected).toBe(true);
  });

  it('marks messages read by this patient and tells the room with "message updated"', async () => {
    const reader = await connectedSocket(aliceToken);
    const otherTab = await connectedSocket(aliceToken);
    await joinAll(reader, alice.uId);
    await joinAll(otherTab, alice.uId);
    const unread = await database.db
      .select({ msgId: messages.msgId })
      .from(messages)
      .where(and(eq(messages.convId, longConv), sql`NOT (${String(alice.uId)} = ANY(string_to_array(read_by_patient, ',')))`));
    expect(unread).toHaveLength(2);
    const msgIds = unread.map((row) => row.msgId).sort((a, b) => a - b);

    const updated = nextEvent(otherTab, 'message updated');
    const ack = (await reader.emitWithAck('message read', {
      conv_id: longConv,
      u_id: alice.uId,
      msgIds,
      msgRead: true,
    })) as MessageReadAck;
    const event: MessageUpdatedEvent = await updated;
    expect(event.convId).toBe(longConv);
    expect(event.messages.map((message) => message.msgId)).toEqual(msgIds);
    for (const message of event.messages) expect(message.readByPatient.split(',')).toContain(String(alice.uId));
    expect(ack).toEqual({ ok: true, messages: event.messages });

    // Marking again changes nothing and announces nothing.
    const again = (await reader.emitWithAck('message read', { conv_id: longConv, u_id: alice.uId, msgIds, msgRead: true })) as MessageReadAck;
    expect(again).toEqual({ ok: true, messages: [] });

    // Unread again, for the unread count checks of the routes.
    const undo = (await reader.emitWithAck('message read', { conv_id: longConv, u_id: alice.uId, msgIds, msgRead: false })) as MessageReadAck;
    expect(undo.ok && undo.messages.every((message) => !message.readByPatient.split(',').includes(String(alice.uId)))).toBe(true);
  });

  it('refuses read marks on another patient’s conversation', async () => {
    const socket = await connectedSocket(aliceToken);
    const errors = nextEvent(socket, 'conversation-error');
    const [bobMessage] = await database.db.select().from(messages).where(eq(messages.convId, bobConv));
    const ack = await socket.emitWithAck('message read', {
      conv_id: bobConv,
      u_id: alice.uId,
      msgIds: [bobMessage!.msgId],
      msgRead: true,
    });
    expect(ack).toEqual({ ok: false, error: 'Cannot mark messages read' });
    expect(await errors).toEqual({ message: 'Cannot mark messages read', convId: bobConv });
    // Nor can a message of Bob's be marked through Alice's own conversation.
    const sneaky = (await socket.emitWithAck('message read', {
      conv_id: shortConv,
      u_id: alice.uId,
      msgIds: [bobMessage!.msgId],
      msgRead: true,
    })) as MessageReadAck;
    expect(sneaky).toEqual({ ok: true, messages: [] });
    const [after] = await database.db.select().from(messages).where(eq(messages.msgId, bobMessage!.msgId));
    expect(after!.readByPatient).toBe(bobMessage!.readByPatient);
  });

  it('sends "new conversation" to the patient’s sockets, which then get its messages', async () => {
    const socket = await connectedSocket(aliceToken);
    const bobSocket = await connectedSocket(await tokenFor(bob));
    const bobHears = record(bobSocket, 'new conversation');
    const announced = nextEvent(socket, 'new conversation');
    const created = await realtime.startConversation({
      uId: alice.uId,
      topic: 'Welcome to your care team',
      cpIds: [providerIds[2]!, providerIds[3]!],
    });
    const conversation: Conversation = await announced;
    expect(conversation).toEqual(created);
    expect(conversation).toMatchObject({ latestTimeStamp: null, unreadMsgCount: 0, patientName: 'Alice Lopez' });

    const delivered = nextEvent(socket, 'new message');
    const message = await realtime.deliverProviderMessage({ convId: conversation.convId, cpId: providerIds[2]!, msgBody: 'Hello Alice' });
    expect(await delivered).toEqual(message);
    expect(bobHears).toEqual([]);
  });
});

describe('real-time /portal: heartbeat', () => {
  it('tells the client a heartbeat that finds a silent connection dead within 15 s', async () => {
    // engine.io's open packet ("0" + JSON), as a browser's first long-polling request gets it.
    const open = await (await fetch(`${origin}/socket.io/?EIO=4&transport=polling`)).text();
    const { pingInterval, pingTimeout } = JSON.parse(open.slice(1)) as { pingInterval: number; pingTimeout: number };
    expect(pingInterval + pingTimeout).toBeLessThanOrEqual(15_000);
  });
});

describe('real-time /portal: token expiry', () => {
  it('says "jwt expired" on an event after the token expired and drops the socket', async () => {
    const socket = await connectedSocket(await tokenFor(alice, 2));
    await pause(2100);
    const error = nextEvent(socket, 'error');
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    const ack = await socket.emitWithAck('join conversations', { uId: alice.uId });
    expect(ack).toEqual({ ok: false, error: 'jwt expired' });
    expect(await error).toEqual<PortalErrorEvent>({ message: 'jwt expired' });
    await dropped;
  });
});

describe('browser client: createPortalSocket', () => {
  const clientOptions = { transports: ['websocket'], reconnection: false, forceNew: true };

  it('sends the token in the handshake, never in a URL the server sees', async () => {
    const urls: string[] = [];
    const onRequest = (request: IncomingMessage) => urls.push(request.url ?? '');
    app.server.on('upgrade', onRequest);
    app.server.on('request', onRequest);
    try {
      const connection = createPortalSocket({ serverUrl: origin, getToken: async () => aliceToken, refreshToken: async () => aliceToken, socketOptions: clientOptions });
      const up = new Promise<void>((resolve) => connection.socket.once('connect', () => resolve()));
      await connection.connect();
      await up;
      connection.close();
    } finally {
      app.server.off('upgrade', onRequest);
      app.server.off('request', onRequest);
    }
    expect(urls.some((url) => url.startsWith('/socket.io/'))).toBe(true);
    for (const url of urls) expect(url).not.toContain(aliceToken.slice(0, 40));
  });

  it('refreshes the token and reconnects after "jwt expired"', async () => {
    let refreshes = 0;
    const connection = createPortalSocket({
      serverUrl: origin,
      getToken: () => tokenFor(alice, -30),
      refreshToken: async () => {
        refreshes += 1;
        return tokenFor(alice);
      },
      socketOptions: clientOptions,
    });
    const up = new Promise<void>((resolve) => connection.socket.once('connect', () => resolve()));
    await connection.connect();
    await up;
    expect(refreshes).toBe(1);
    expect(await connection.socket.emitWithAck('join conversations', { uId: alice.uId })).toMatchObject({ ok: true });
    connection.close();
  });

  it('gives up after 2 reconnections that still say "jwt expired"', async () => {
    let refreshes = 0;
    const gaveUp = new Promise<PortalConnectionError>((resolve) => {
      const connection = createPortalSocket({
        serverUrl: origin,
        getToken: () => tokenFor(alice, -30),
        refreshToken: async () => {
          refreshes += 1;
          return tokenFor(alice, -30);
        },
        onGiveUp: resolve,
        socketOptions: clientOptions,
      });
      void connection.connect();
    });
    const error = await gaveUp;
    expect(error).toBeInstanceOf(PortalConnectionError);
    expect(error.reason).toBe('jwt expired');
    expect(error.message).toBe('Unable to connect for real-time messaging: jwt expired');
    expect(refreshes).toBe(2);
  });

  it('gives up at once on any other refusal', async () => {
    let refreshes = 0;
    const error = await new Promise<PortalConnectionError>((resolve) => {
      void createPortalSocket({
        serverUrl: origin,
        getToken: () => 'not.a.token',
        refreshToken: async () => {
          refreshes += 1;
          return null;
        },
        onGiveUp: resolve,
        socketOptions: clientOptions,
      }).connect();
    });
    expect(error.reason).toBe('invalid token');
    expect(refreshes).toBe(0);
  });

  it('connects again after close(), as when the chat stops and starts again', async () => {
    const connection = createPortalSocket({ serverUrl: origin, getToken: () => tokenFor(alice), refreshToken: () => tokenFor(alice), socketOptions: clientOptions });
    const first = new Promise<void>((resolve) => connection.socket.once('connect', () => resolve()));
    await connection.connect();
    await first;
    connection.close();
    expect(connection.socket.connected).toBe(false);
    const again = new Promise<void>((resolve) => connection.socket.once('connect', () => resolve()));
    await connection.connect();
    await again;
    expect(await connection.socket.emitWithAck('join conversations', { uId: alice.uId })).toMatchObject({ ok: true });
    connection.close();
  });

  it('reconnects with a fresh token when the token expires during the session', async () => {
    const connection = createPortalSocket({
      serverUrl: origin,
      getToken: () => tokenFor(alice, 2),
      refreshToken: () => tokenFor(alice),
      socketOptions: clientOptions,
    });
    const first = new Promise<void>((resolve) => connection.socket.once('connect', () => resolve()));
    await connection.connect();
    await first;
    await pause(2100);
    const reconnected = new Promise<void>((resolve) => connection.socket.once('connect', () => resolve()));
    connection.socket.emit('join conversations', { uId: alice.uId });
    await reconnected;
    expect(await connection.socket.emitWithAck('join conversations', { uId: alice.uId })).toMatchObject({ ok: true });
    connection.close();
  });
});

describe('GET /api/conversations/patients', () => {
  const list = (token: string | undefined, query: string) =>
    app.inject({
      method: 'GET',
      url: `/api/conversations/patients?${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('lists the caller’s conversations: started by latest activity, then the not-started ones', async () => {
    const fresh = await insertTestPatient(database.db, 'dana', 'Dana', 'Smith');
    const now = Date.now();
    const older = await insertConversationWithMessages(database.db, {
      uId: fresh.uId,
      topic: 'Older',
      cpIds: [providerIds[0]!],
      count: 3,
      unread: 1,
      endAt: new Date(now - 3 * 86_400_000),
    });
    const several = await insertConversationWithMessages(database.db, {
      uId: fresh.uId,
      topic: 'Several providers',
      cpIds: [providerIds[3]!, providerIds[1]!, providerIds[2]!],
      count: 4,
      unread: 3,
      endAt: new Date(now - 60_000),
    });
    const notStarted = await insertConversationWithMessages(database.db, {
      uId: fresh.uId,
      topic: 'Not started',
      cpIds: [providerIds[2]!],
      count: 0,
      unread: 0,
      endAt: new Date(now),
    });
    const before = await auditRows();

    const response = await list(await tokenFor(fresh), `u_id=${fresh.uId}`);
    expect(response.statusCode).toBe(200);
    const body = conversationListResponseSchema.parse(response.json());
    expect(body.conversations.map((conversation) => conversation.convId)).toEqual([several, older, notStarted]);
    expect(body.conversations[0]).toEqual<Conversation>({
      convId: several,
      careProviders: 'Samuel Okafor,Maya Chen,Priya Natarajan',
      cpIds: [providerIds[3], providerIds[1], providerIds[2]].join(','),
      patientName: 'Dana Smith',
      topic: 'Several providers',
      latestTimeStamp: new Date(now - 60_000).toISOString(),
      unreadMsgCount: 3,
    });
    expect(body.conversations[1]!.unreadMsgCount).toBe(1);
    expect(body.conversations[2]).toMatchObject({ latestTimeStamp: null, unreadMsgCount: 0, careProviders: 'Priya Natarajan' });
    expect(await auditRows()).toBe(before + 1);
  });

  it('counts as unread only messages the patient neither sent nor read', async () => {
    const body = (await list(aliceToken, `u_id=${alice.uId}`)).json<ConversationListResponse>();
    const byId = new Map(body.conversations.map((conversation) => [conversation.convId, conversation]));
    expect(byId.get(longConv)!.unreadMsgCount).toBe(2);
    // Alice sent messages in shortConv herself (socket tests); those never count.
    expect(byId.get(shortConv)!.unreadMsgCount).toBe(1);
    expect(body.conversations.every((conversation) => conversation.patientName === 'Alice Lopez')).toBe(true);
  });

  it('answers only conv_id when given, and 403 for a conversation that is not the caller’s', async () => {
    const one = (await list(aliceToken, `u_id=${alice.uId}&conv_id=${longConv}`)).json<ConversationListResponse>();
    expect(one.conversations.map((conversation) => conversation.convId)).toEqual([longConv]);
    const before = await auditRows();
    const foreign = await list(aliceToken, `u_id=${alice.uId}&conv_id=${bobConv}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: 'Forbidden', message: 'conv_id does not belong to the caller' });
    expect(await auditRows()).toBe(before);
  });

  it('is 403 for another patient’s u_id, 401 without or with an expired token, 400 without u_id', async () => {
    expect((await list(aliceToken, `u_id=${bob.uId}`)).statusCode).toBe(403);
    expect((await list(aliceToken, `u_id=${bob.uId}`)).json()).toEqual({
      error: 'Forbidden',
      message: 'u_id does not belong to the caller',
    });
    expect((await list(undefined, `u_id=${alice.uId}`)).statusCode).toBe(401);
    const expired = await list(await tokenFor(alice, -30), `u_id=${alice.uId}`);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ message: 'jwt expired' });
    expect((await list(aliceToken, '')).statusCode).toBe(400);
    expect((await list(aliceToken, `u_id=${alice.uId}&conv_id=abc`)).statusCode).toBe(400);
  });
});

describe('GET /api/conversations/messages', () => {
  const page = (query: string, token: string | null = aliceToken) =>
    app.inject({
      method: 'GET',
      url: `/api/conversations/messages?${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('pages 25 at a time, newest first, in a stable order', async () => {
    const first = await page(`conv_id=${longConv}&u_id=${alice.uId}`);
    expect(first.statusCode).toBe(200);
    const newest = messageListResponseSchema.parse(first.json()).messages;
    expect(newest).toHaveLength(25);
    expect(newest[0]!.msgBody).toBe('Care team check-in message 30');
    expect(newest[24]!.msgBody).toBe('Care team check-in message 6');
    const rest = (await page(`conv_id=${longConv}&u_id=${alice.uId}&msg_start=25`)).json<MessageListResponse>().messages;
    expect(rest.map((message) => message.msgBody)).toEqual([5, 4, 3, 2, 1].map((n) => `Care team check-in message ${n}`));
    const small = (await page(`conv_id=${longConv}&u_id=${alice.uId}&msg_start=2&msg_limit=3`)).json<MessageListResponse>();
    expect(small.messages.map((message) => message.msgId)).toEqual(newest.slice(2, 5).map((message) => message.msgId));
    expect((await page(`conv_id=${longConv}&u_id=${alice.uId}&msg_start=40`)).json()).toEqual({ messages: [] });
  });

  it('orders messages with the same time by msgId, descending, and leaves provider-only notes out', async () => {
    const convId = await insertConversationWithMessages(database.db, {
      uId: alice.uId,
      topic: 'Same second',
      cpIds: [providerIds[0]!],
      count: 0,
      unread: 0,
      endAt: new Date(),
    });
    const at = new Date('2026-01-05T10:00:00.000Z');
    const stored: Message[] = [];
    for (const body of ['a', 'b', 'c']) {
      stored.push(await insertProviderMessage(database.db, { convId, cpId: providerIds[0]!, msgBody: body, timeCreated: at }));
    }
    await insertProviderMessage(database.db, { convId, cpId: providerIds[0]!, msgBody: 'internal note', patientFacing: false });
    const messages = (await page(`conv_id=${convId}&u_id=${alice.uId}`)).json<MessageListResponse>().messages;
    expect(messages.map((message) => message.msgBody)).toEqual(['c', 'b', 'a']);
    expect(messages[0]).toEqual(stored[2]);
  });

  it('is 403 for another patient’s conversation or u_id and 401 without a token', async () => {
    const before = await auditRows();
    const foreign = await page(`conv_id=${bobConv}&u_id=${alice.uId}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: 'Forbidden', message: 'conv_id does not belong to the caller' });
    expect((await page(`conv_id=999999&u_id=${alice.uId}`)).statusCode).toBe(403);
    expect((await page(`conv_id=${bobConv}&u_id=${bob.uId}`)).statusCode).toBe(403);
    expect(await auditRows()).toBe(before);
    expect((await page(`conv_id=${longConv}&u_id=${alice.uId}`, null)).statusCode).toBe(401);
  });

  it('refuses invalid paging with 400', async () => {
    for (const query of ['msg_limit=0', 'msg_limit=101', 'msg_start=-1', 'msg_start=abc', 'msg_limit=2.5']) {
      const response = await page(`conv_id=${longConv}&u_id=${alice.uId}&${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await page(`u_id=${alice.uId}`)).statusCode).toBe(400);
  });
});

describe('analytics', () => {
  const call = (method: 'POST' | 'PUT', url: string, payload: unknown, token: string | null = aliceToken) =>
    app.inject({ method, url: `/api${url}`, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('records a session, its page views and actions; a duplicate POST is 409 with the stored body', async () => {
    const session = { sessionId: randomUUID(), productName: 'portal' };
    expect((await call('POST', '/physician/analytics/session', session)).json()).toEqual(session);
    const duplicate = await call('POST', '/physician/analytics/session', { ...session, productName: 'other' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual(session);
    expect((await call('PUT', '/physician/analytics/session', session)).statusCode).toBe(200);

    const pageview = { sessionId: session.sessionId, pagePath: '/chat', pageTitle: 'Chat', pageviewId: randomUUID() };
    expect((await call('POST', '/physician/analytics/pageview', pageview)).json()).toEqual(pageview);
    const again = await call('POST', '/physician/analytics/pageview', { ...pageview, pageTitle: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(pageview);
    const renamed = { ...pageview, pageTitle: 'Chat with your care team' };
    expect((await call('PUT', '/physician/analytics/pageview', renamed)).json()).toEqual(renamed);

    const action = { pageviewId: pageview.pageviewId, actionName: 'send message', actionCompleted: true, actionHref: '/chat' };
    const recorded = await call('POST', '/web/analytics/action', action);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject(action);
  });

  it('refuses page paths and hrefs with a query string or fragment, storing nothing', async () => {
    const session = { sessionId: randomUUID(), productName: 'portal' };
    await call('POST', '/physician/analytics/session', session);
    for (const pagePath of ['/profile?u_id=12', '/chat#conv=3', 'chat', '/a b']) {
      const response = await call('POST', '/physician/analytics/pageview', {
        sessionId: session.sessionId,
        pagePath,
        pageTitle: 'x',
        pageviewId: randomUUID(),
      });
      expect(response.statusCode, pagePath).toBe(400);
    }
    const pageviewId = randomUUID();
    await call('POST', '/physician/analytics/pageview', { sessionId: session.sessionId, pagePath: '/home', pageTitle: 'Home', pageviewId });
    const href = await call('POST', '/web/analytics/action', {
      pageviewId,
      actionName: 'open link',
      actionCompleted: false,
      actionHref: 'https://example.com/x?email=a@b.c',
    });
    expect(href.statusCode).toBe(400);
    const stored = await database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM analytics_pageviews WHERE session_id = ${session.sessionId}`,
    );
    expect(Number(stored.rows[0]!.n)).toBe(1);
  });

  it('is 404 for an unknown session or page view, 409 for a page view of another session, 401 without a token', async () => {
    const pageview = { sessionId: randomUUID(), pagePath: '/home', pageTitle: 'Home', pageviewId: randomUUID() };
    expect((await call('POST', '/physician/analytics/pageview', pageview)).statusCode).toBe(404);
    expect((await call('PUT', '/physician/analytics/pageview', pageview)).statusCode).toBe(404);
    const action = { pageviewId: randomUUID(), actionName: 'x', actionCompleted: true };
    expect((await call('POST', '/web/analytics/action', action)).statusCode).toBe(404);

    const first = { sessionId: randomUUID(), productName: 'portal' };
    const second = { sessionId: randomUUID(), productName: 'portal' };
    await call('POST', '/physician/analytics/session', first);
    await call('POST', '/physician/analytics/session', second);
    const view = { ...pageview, sessionId: first.sessionId };
    await call('POST', '/physician/analytics/pageview', view);
    const moved = await call('PUT', '/physician/analytics/pageview', { ...view, sessionId: second.sessionId, pageTitle: 'moved' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual(view);

    expect((await call('POST', '/physician/analytics/session', { sessionId: randomUUID(), productName: 'p' }, null)).statusCode).toBe(401);
  });
});

describe('seed', () => {
  it('gives demo patients conversations with one and with several providers, some not started, some unread', async () => {
    const seeded = await database.db.execute<{ conversations: number; patients: number }>(sql`
      SELECT count(*)::int AS conversations, count(DISTINCT c.u_id)::int AS patients
      FROM conversations c JOIN patients p ON p.u_id = c.u_id WHERE lower(p.username) = ${DEMO_ACCOUNTS[0]!.username.toLowerCase()}`);
    expect(seeded.rows[0]).toEqual({ conversations: DEMO_CONVERSATIONS.length, patients: 1 });

    const carol = await insertTestPatient(database.db, 'carol', 'Carol', 'King');
    await seedMessaging(database.db, [carol.username.toUpperCase()]);
    await seedMessaging(database.db, [carol.username]);
    const body = (
      await app.inject({
        method: 'GET',
        url: `/api/conversations/patients?u_id=${carol.uId}`,
        headers: { authorization: `Bearer ${await tokenFor(carol)}` },
      })
    ).json<ConversationListResponse>();
    expect(body.conversations).toHaveLength(DEMO_CONVERSATIONS.length);
    const started = body.conversations.filter((conversation) => conversation.latestTimeStamp !== null);
    const notStarted = body.conversations.filter((conversation) => conversation.latestTimeStamp === null);
    expect(notStarted.length).toBeGreaterThan(0);
    expect(started.some((conversation) => conversation.cpIds.split(',').length === 1)).toBe(true);
    expect(started.some((conversation) => conversation.cpIds.split(',').length > 2)).toBe(true);
    expect(started.reduce((sum, conversation) => sum + conversation.unreadMsgCount, 0)).toBeGreaterThan(0);
    const long = started.find((conversation) => conversation.cpIds.split(',').length > 2)!;
    const messages = (
      await app.inject({
        method: 'GET',
        url: `/api/conversations/messages?u_id=${carol.uId}&conv_id=${long.convId}&msg_start=25`,
        headers: { authorization: `Bearer ${await tokenFor(carol)}` },
      })
    ).json<MessageListResponse>().messages;
    expect(messages.length).toBeGreaterThan(0);
  });
});
