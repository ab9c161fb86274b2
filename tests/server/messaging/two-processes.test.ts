import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../../src/domain/messaging/message.schema';
import { buildApp } from '../../../server/app';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/database';
import { migrate } from '../../../server/platform/db/migrate';
import { seed } from '../../../server/seed/seed';
import { careProviders } from '../../../server/modules/messaging/messaging.tables';
import { mintIdToken } from '../support/test-tokens';
import { createClusterRelay, type ClusterRelay } from '../../../server/platform/realtime/cluster-adapter';
import { attachRealtime } from '../../../server/modules/messaging/messaging.socket';
import { postgresBinDir } from '../../../scripts/lib/ensure.mjs';
import { startTempPostgres } from '../../../scripts/lib/temp-postgres.mjs';
import { TEST_IDENTITY } from '../support/test-app';
import { insertConversationWithMessages, insertTestPatient, insertTestProviders } from './messaging-fixture';

/**
 * Two server processes on one PostgreSQL database: each has its own pool, HTTP server and
 * socket.io server, and shares nothing with the other but the database, through which socket.io's
 * PostgreSQL adapter relays the room broadcasts (LISTEN/NOTIFY).
 */

interface Process {
  app: FastifyInstance;
  handle: DatabaseHandle;
  relay: ClusterRelay;
  origin: string;
}

let postgres: { url: string; stop(): Promise<void> } | undefined;
const processes: Process[] = [];
const sockets: Socket[] = [];

async function startProcess(url: string): Promise<Process> {
  const handle = await openDatabase({ url });
  await migrate(handle.db);
  await seed(handle.db);
  const relay = await createClusterRelay(url);
  const app = await buildApp({ db: handle.db, mode: 'test', identity: TEST_IDENTITY });
  attachRealtime(app, { db: handle.db, identity: TEST_IDENTITY, adapter: relay.adapter });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, handle, relay, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

beforeAll(async () => {
  // A database of its own: LISTEN/NOTIFY channels are per database, not per schema.
  postgres = await startTempPostgres(postgresBinDir(), 54404);
  processes.push(await startProcess(postgres.url));
  processes.push(await startProcess(postgres.url));
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const { app, relay, handle } of processes) {
    await app.close();
    await relay.close();
    await handle.close();
  }
  await postgres?.stop();
});

function connect(origin: string, namespace: string, token: string): Promise<Socket> {
  const socket = connectClient(`${origin}${namespace}`, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const nextMessage = (socket: Socket) => new Promise<Message>((resolve) => socket.once('new message', resolve));

describe('two server processes sharing PostgreSQL', () => {
  it('relays messages both ways between a patient on one process and a care provider on the other', async () => {
    const [first, second] = processes as [Process, Process];
    const db = first.handle.db;
    const patient = await insertTestPatient(db, 'dana', 'Dana', 'Two');
    const [cpId] = await insertTestProviders(db, ['Relay Provider']);
    await db.update(careProviders).set({ cognitoSub: 'relay-provider-sub' }).where(eq(careProviders.cpId, cpId!));
    const convId = await insertConversationWithMessages(db, { uId: patient.uId, topic: 'Across processes', cpIds: [cpId!], count: 0, unread: 0, endAt: new Date() });

    const patientSocket = await connect(first.origin, '/portal', await mintIdToken(TEST_IDENTITY, { sub: patient.sub, username: patient.username }));
    const providerSocket = await connect(second.origin, '/care-team', await mintIdToken(TEST_IDENTITY, { sub: 'relay-provider-sub', username: 'relay@care.example' }));
    await patientSocket.emitWithAck('join conversations', { uId: patient.uId });
    await providerSocket.emitWithAck('list conversations', {});

    const atProvider = nextMessage(providerSocket);
    const sent = await patientSocket.emitWithAck('chat message', {
      u_id: patient.uId, conv_id: convId, msgBody: 'Sent to process one', patientFacing: true, timezone: 0, senderName: 'Dana Two', cpIds: String(cpId), clientMsgId: randomUUID(),
    });
    expect(sent.ok).toBe(true);
    expect((await atProvider).msgBody).toBe('Sent to process one');

    const atPatient = nextMessage(patientSocket);
    const answered = await providerSocket.emitWithAck('chat message', { conv_id: convId, msgBody: 'Answered from process two', clientMsgId: randomUUID() });
    expect(answered.ok).toBe(true);
    expect((await atPatient)).toMatchObject({ msgBody: 'Answered from process two', cpId });

    // A long message (over NOTIFY's 8000 bytes) goes through the adapter's attachments table.
    const long = 'é'.repeat(4000);
    const longAtPatient = nextMessage(patientSocket);
    await providerSocket.emitWithAck('chat message', { conv_id: convId, msgBody: long, clientMsgId: randomUUID() });
    expect((await longAtPatient).msgBody).toBe(long);
  });

  it('a process that closes its relay right after broadcasting still delivers every broadcast to the other', async () => {
    // Each broadcast is one NOTIFY on the relay's small pool; more of them than it has
    // connections, then the stop: the socket.io server's adapters, then the relay, as at shutdown.
    const stopping = await createClusterRelay(postgres!.url);
    const staying = await createClusterRelay(postgres!.url);
    const stoppingIo = new Server(createServer(), { adapter: stopping.adapter });
    const stayingIo = new Server(createServer(), { adapter: staying.adapter });
    const received: number[] = [];
    stayingIo.on('relay check', (index: number) => received.push(index));
    let listening = false;
    stayingIo.on('relay ready', () => (listening = true));
    try {
      // Both relays LISTEN once a probe from the stopping one arrives.
      await expect
        .poll(() => {
          stoppingIo.serverSideEmit('relay ready');
          return listening;
        }, { timeout: 10_000, interval: 100 })
        .toBe(true);
      const count = 12;
      for (let index = 0; index < count; index += 1) stoppingIo.serverSideEmit('relay check', index);
      await stoppingIo.of('/').adapter.close();
      await stopping.close();
      await expect.poll(() => received.length, { timeout: 3_000 }).toBe(count);
      expect([...received].sort((a, b) => a - b)).toEqual([...Array(count).keys()]);
    } finally {
      await stayingIo.of('/').adapter.close();
      await staying.close();
    }
  });
});
