import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareTeamClientToServerEvents, CareTeamServerToClientEvents } from '../../../src/domain/messaging/care-team-events';
import type { Conversation } from '../../../src/domain/messaging/conversation.schema';
import type { Message } from '../../../src/domain/messaging/message.schema';
import type { PortalClientToServerEvents, PortalServerToClientEvents } from '../../../src/domain/messaging/message-events';
import { buildApp } from '../../../server/app';
import { careProviders } from '../../../server/modules/messaging/messaging.tables';
import { mintIdToken } from '../support/test-tokens';
import { attachRealtime } from '../../../server/modules/messaging/messaging.socket';
import { careTeamUsername } from '../../../server/seed/care-team-accounts';
import { listenForSockets, type ConnectSocket } from '../support/socket-clients';
import { TEST_IDENTITY } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { insertConversationWithMessages, insertTestPatient, insertTestProviders, type FixturePatient } from './messaging-fixture';

type ProviderSocket = Socket<CareTeamServerToClientEvents, CareTeamClientToServerEvents>;
type PatientSocket = Socket<PortalServerToClientEvents, PortalClientToServerEvents>;

let database: TestDatabase;
let app: FastifyInstance;
let connect: ConnectSocket;
let origin: string;
let patient: FixturePatient;
let jordan: number;
let maya: number;
let convId: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, mode: 'test', identity: TEST_IDENTITY });
  attachRealtime(app, { db: database.db, identity: TEST_IDENTITY });
  ({ connect, origin } = await listenForSockets(app, sockets));
  patient = await insertTestPatient(database.db, 'carla', 'Carla', 'Reyes');
  const ids = await insertTestProviders(database.db, ['Jordan Team', 'Maya Team']);
  jordan = ids[0]!;
  maya = ids[1]!;
  for (const cpId of [jordan!, maya!]) {
    await database.db.update(careProviders).set({ cognitoSub: `care-sub-${cpId}` }).where(eq(careProviders.cpId, cpId));
  }
  convId = await insertConversationWithMessages(database.db, { uId: patient.uId, topic: 'Dose question', cpIds: [jordan!], count: 3, unread: 1, endAt: new Date() });
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app?.close();
  await database?.dispose();
});

const providerToken = (cpId: number) => mintIdToken(TEST_IDENTITY, { sub: `care-sub-${cpId}`, username: `cp${cpId}@care.example` });
const provider = async (cpId: number) => connect<ProviderSocket>('/care-team', await providerToken(cpId));
const patientSocket = async () => connect<PatientSocket>('/portal', await mintIdToken(TEST_IDENTITY, { sub: patient.sub, username: patient.username }));
const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

describe('real-time /care-team', () => {
  it("refuses a provider's token sent in the query string only (a URL ends up in access logs)", async () => {
    const socket = connectClient(`${origin}/care-team`, { query: { token: await providerToken(jordan!) }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    const refusal = await new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(error.message));
    });
    expect(refusal).toBe('missing token');
  });

  it('refuses a token whose subject is not a care provider', async () => {
    const token = await mintIdToken(TEST_IDENTITY, { sub: patient.sub, username: patient.username });
    await expect(connect('/care-team', token)).rejects.toThrow('no care provider for this identity');
  });

  it('lists the provider’s conversations with the patient messages it has not read', async () => {
    const socket = await provider(jordan!);
    const ack = await socket.emitWithAck('list conversations', {});
    expect(ack.ok && ack.conversations.map((c) => [c.convId, c.patientName, c.topic])).toEqual([[convId, 'Carla Reyes', 'Dose question']]);
    const other = await (await provider(maya!)).emitWithAck('list conversations', {});
    expect(other.ok && other.conversations).toEqual([]);
  });

  it('carries messages both ways between the patient and the provider', async () => {
    const care = await provider(jordan!);
    await care.emitWithAck('list conversations', {});
    const pat = await patientSocket();
    await pat.emitWithAck('join conversations', { uId: patient.uId });

    const toProvider = next<Message>(care, 'new message');
    const sent = await pat.emitWithAck('chat message', {
      u_id: patient.uId, conv_id: convId, msgBody: 'Can I take it with food?', patientFacing: true, timezone: 300, senderName: 'x', cpIds: '', clientMsgId: randomUUID(),
    });
    expect(sent.ok).toBe(true);
    expect((await toProvider).msgBody).toBe('Can I take it with food?');

    const toPatient = next<Message>(pat, 'new message');
    const answer = await care.emitWithAck('chat message', { conv_id: convId, msgBody: 'Yes, with breakfast.', clientMsgId: randomUUID() });
    const received = await toPatient;
    expect(received).toMatchObject({ msgBody: 'Yes, with breakfast.', senderName: 'Jordan Team', cpId: jordan, uId: null });
    expect(answer.ok && answer.message.msgId).toBe(received.msgId);
  });

  it('stores a resend once and answers it with the stored message', async () => {
    const care = await provider(jordan!);
    const clientMsgId = randomUUID();
    const [first, second] = await Promise.all([
      care.emitWithAck('chat message', { conv_id: convId, msgBody: 'Once', clientMsgId }),
      care.emitWithAck('chat message', { conv_id: convId, msgBody: 'Once', clientMsgId }),
    ]);
    expect(first.ok && second.ok && first.message.msgId === second.message.msgId).toBe(true);
    const page = await care.emitWithAck('load messages', { conv_id: convId, msg_start: 0, msg_limit: 100 });
    expect(page.ok && page.messages.filter((m) => m.clientMsgId === clientMsgId)).toHaveLength(1);
  });

  it('refuses a conversation the provider is not part of, storing nothing', async () => {
    const care = await provider(maya!);
    const refusal = next<{ message: string; convId: number }>(care, 'conversation-error');
    const ack = await care.emitWithAck('chat message', { conv_id: convId, msgBody: 'Not mine', clientMsgId: randomUUID() });
    expect(ack).toEqual({ ok: false, error: 'Cannot send message' });
    expect(await refusal).toEqual({ message: 'Cannot send message', convId });
    const load = await care.emitWithAck('load messages', { conv_id: convId, msg_start: 0, msg_limit: 25 });
    expect(load.ok).toBe(false);
  });

  it('answers invalid payloads with an error event and keeps the socket', async () => {
    const care = await provider(jordan!);
    for (const payload of [null, 'text', { conv_id: convId, msgBody: '   ', clientMsgId: 'a' }, { conv_id: convId, msgBody: 'x', clientMsgId: 'no spaces allowed' }, { conv_id: -1, msgBody: 'x', clientMsgId: 'a' }, { conv_id: convId, msgBody: 'x'.repeat(4001), clientMsgId: 'a' }]) {
      const error = next<{ message: string }>(care, 'error');
      const ack = await care.emitWithAck('chat message', payload as never);
      expect(ack).toEqual({ ok: false, error: 'invalid payload' });
      expect((await error).message).toBe('invalid payload');
    }
    expect(care.connected).toBe(true);
  });

  it('marks patient messages read once: a second read changes nothing', async () => {
    const care = await provider(jordan!);
    const before = await care.emitWithAck('list conversations', {});
    expect(before.ok && before.conversations[0]!.unreadMsgCount).toBeGreaterThan(0);
    const page = await care.emitWithAck('load messages', { conv_id: convId, msg_start: 0, msg_limit: 100 });
    const ids = page.ok ? page.messages.map((m) => m.msgId) : [];
    const first = await care.emitWithAck('message read', { conv_id: convId, msgIds: ids });
    const again = await care.emitWithAck('message read', { conv_id: convId, msgIds: ids });
    expect(first.ok && first.messages.length).toBeGreaterThan(0);
    expect(again.ok && again.messages).toEqual([]);
    const after = await care.emitWithAck('list conversations', {});
    expect(after.ok && after.conversations[0]!.unreadMsgCount).toBe(0);
  });
});

describe('care-team console accounts', () => {
  it('names demo providers’ accounts after them', () => {
    expect(careTeamUsername('Dr. Maya Chen')).toBe('maya.chen@care.example');
    expect(careTeamUsername('Jordan Alvarez')).toBe('jordan.alvarez@care.example');
  });

  it('gives every seeded demo provider a console account', async () => {
    const rows = await database.db.select().from(careProviders).where(eq(careProviders.username, 'maya.chen@care.example'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.cognitoSub).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('POST /api/dev/care-team-conversations', () => {
  it('creates providers with accounts and a long history in one go', async () => {
    const started = Date.now();
    const response = await app.inject({ method: 'POST', url: '/api/dev/care-team-conversations', payload: { uId: patient.uId, providerNames: ['Long Provider'], messages: 10_000 } });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ convId: number; providers: { username: string }[] }>();
    expect(body.providers[0]!.username).toMatch(/@care\.example$/);
    const token = await mintIdToken(TEST_IDENTITY, { sub: patient.sub, username: patient.username });
    const list = await app.inject({ url: `/api/conversations/patients?u_id=${patient.uId}&conv_id=${body.convId}`, headers: { authorization: `Bearer ${token}` } });
    expect(list.json<{ conversations: { unreadMsgCount: number }[] }>().conversations[0]!.unreadMsgCount).toBe(0);
    const last = await app.inject({ url: `/api/conversations/messages?u_id=${patient.uId}&conv_id=${body.convId}&msg_start=9975`, headers: { authorization: `Bearer ${token}` } });
    expect(last.json<{ messages: { msgBody: string }[] }>().messages.at(-1)!.msgBody).toBe('History message 1');
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('announces the new conversation to the patient’s open sockets, which then get its first message', async () => {
    const pat = await patientSocket();
    await pat.emitWithAck('join conversations', { uId: patient.uId });
    const announced = next<Conversation>(pat, 'new conversation');
    const response = await app.inject({ method: 'POST', url: '/api/dev/care-team-conversations', payload: { uId: patient.uId, topic: 'Started later', providerNames: ['New Provider'] } });
    expect(response.statusCode).toBe(200);
    const { convId: created, providers } = response.json<{ convId: number; providers: { cpId: number }[] }>();
    const conversation = await announced;
    expect([conversation.convId, conversation.topic, conversation.latestTimeStamp, conversation.unreadMsgCount]).toEqual([created, 'Started later', null, 0]);

    const [row] = await database.db.select({ sub: careProviders.cognitoSub }).from(careProviders).where(eq(careProviders.cpId, providers[0]!.cpId));
    const care = await connect<ProviderSocket>('/care-team', await mintIdToken(TEST_IDENTITY, { sub: row!.sub!, username: 'new.provider@care.example' }));
    await care.emitWithAck('list conversations', {});
    const arrived = next<Message>(pat, 'new message');
    const sent = await care.emitWithAck('chat message', { conv_id: created, msgBody: 'Welcome to your care team.', clientMsgId: randomUUID() });
    expect(sent.ok).toBe(true);
    expect((await arrived).msgBody).toBe('Welcome to your care team.');
  });

  it('is 404 for an unknown patient and 400 for a bad body', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/dev/care-team-conversations', payload: { uId: 999_999, providerNames: ['A'] } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/dev/care-team-conversations', payload: { uId: 1, providerNames: ['A,B'] } })).statusCode).toBe(400);
  });
});
