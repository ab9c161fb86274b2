import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROTLI_STATIC_MODULE } from '../../scripts/lib/nginx.mjs';
import { call, metricValue, openSocket, registerPatient, signIn } from './http-clients';
import { startCluster, TOPOLOGY_PORTS, type Cluster, type ServerProcess } from './cluster';

/**
 * The deployed topology on loopback: PostgreSQL, two server processes and nginx in front, as
 * `npm run serve:cluster` and compose.yaml run them. Sign-in goes through the identity endpoint
 * with SRP, chat through socket.io clients with the widgets' default transports.
 */

const DRAIN_DELAY_MS = 1_500;
const PASSWORD = 'Topology#Pass42';
const username = `topology.${Date.now()}@example.com`;

let cluster: Cluster;
let first: ServerProcess;
let second: ServerProcess;
const sockets: Socket[] = [];
const track = (socket: Socket) => (sockets.push(socket), socket);

beforeAll(async () => {
  cluster = await startCluster(2, DRAIN_DELAY_MS);
  [first, second] = cluster.processes as [ServerProcess, ServerProcess];
}, 240_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await cluster?.stop();
});

describe('nginx in front of the processes', () => {
  it('answers /healthz and /readyz through the public address, and keeps /metrics private', async () => {
    expect((await call(cluster.publicUrl, 'GET', '/healthz')).status).toBe(200);
    expect((await call(cluster.publicUrl, 'GET', '/readyz')).body).toMatchObject({ status: 'ok' });
    expect((await call(cluster.publicUrl, 'GET', '/metrics')).status).toBe(404);
    expect((await call(first.origin, 'GET', '/metrics')).status).toBe(200);
    const signInPage = await fetch(`${cluster.publicUrl}/portal/`);
    expect(signInPage.status).toBe(200);
    expect(await signInPage.text()).toContain('<');
  });

  it('is healthy by the edge container’s own check (deploy/edge-healthcheck.sh, under bash), which fails on a closed port', () => {
    const check = (port: number) => spawnSync('bash', ['deploy/edge-healthcheck.sh'], { env: { PATH: process.env.PATH, EDGE_PORT: String(port) }, encoding: 'utf8' });
    expect(check(TOPOLOGY_PORTS.nginx).status).toBe(0);
    expect(check(TOPOLOGY_PORTS.nginx + 40).status).not.toBe(0);
  });

  it('serves the widget bundle itself, precompressed, with the server’s caching and CORS for partner origins', async () => {
    expect(existsSync('dist/rx-widgets.js'), 'the widget bundle is built (npm run build)').toBe(true);
    const loader = await fetch(`${cluster.publicUrl}/dist/rx-widgets.js`, { headers: { 'accept-encoding': 'gzip', origin: 'https://pharmacy.example' } });
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-encoding')).toBe('gzip');
    expect(loader.headers.get('cache-control')).toBe('no-cache');
    expect(loader.headers.get('access-control-allow-origin')).toBe('https://pharmacy.example');
    // With Debian's brotli_static module (installed beside nginx when it can be), a browser taking brotli gets the .br file.
    const brotli = await fetch(`${cluster.publicUrl}/dist/rx-widgets.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe(existsSync(BROTLI_STATIC_MODULE) ? 'br' : 'gzip');
    expect(await brotli.text()).toContain('rx-widgets');
    const stranger = await fetch(`${cluster.publicUrl}/dist/rx-widgets.js`, { headers: { origin: 'https://stranger.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('metrics of each process (RX_METRICS=enable, on its own loopback address)', () => {
  it('counts requests by route and status with latencies, open sockets, the database pool and event-loop delay', async () => {
    await call(second.origin, 'GET', '/api/notice/list');
    const text = (await call(second.origin, 'GET', '/metrics')).body as unknown as string;
    expect(metricValue(text, 'rx_http_requests_total', 'route="/api/notice/list"')).toBeGreaterThanOrEqual(1);
    expect(metricValue(text, 'rx_http_request_duration_seconds_count', 'route="/api/notice/list"')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('rx_socket_connections{namespace="/portal"}');
    expect(text).toContain('rx_socket_events_total');
    expect(metricValue(text, 'rx_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('rx_refill_reminders_sent_total');
  });
});

describe('identity shared by the processes', () => {
  it('a patient registers through one process and signs in through the other', async () => {
    await registerPatient(first.origin, username, PASSWORD);
    const token = await signIn(second.origin, username, PASSWORD);
    expect((await call(second.origin, 'GET', '/api/session', { token })).status).toBe(200);
  });

  it('an ID token issued by one process is accepted by the other', async () => {
    const token = await signIn(first.origin, username, PASSWORD);
    expect((await call(first.origin, 'GET', '/api/session', { token })).status).toBe(200);
    const elsewhere = await call(second.origin, 'GET', '/api/session', { token });
    expect(elsewhere.status, elsewhere.body.message).toBe(200);
  });
});

interface Chat {
  uId: number;
  convId: number;
  patientToken: string;
  provider: Socket;
  received: string[];
}

/** A conversation with a new care provider, whose console signs in at (and stays on) `providerProcess`; the patient signs in at `patientOrigin`. */
async function openChat(patientOrigin: string, providerProcess: ServerProcess, patientUsername = username): Promise<Chat> {
  const patientToken = await signIn(patientOrigin, patientUsername, PASSWORD);
  const session = await call(patientOrigin, 'GET', '/api/session', { token: patientToken });
  const uId = session.body.u_ID as number;
  const created = await call(providerProcess.origin, 'POST', '/api/dev/care-team-conversations', { body: { uId, topic: 'Topology', providerNames: ['Topology Pharmacist'] } });
  expect(created.status).toBe(200);
  const account = (created.body.providers as { username: string; password: string }[])[0]!;
  const provider = track(await openSocket(providerProcess.origin, '/care-team', await signIn(providerProcess.origin, account.username, account.password)));
  await provider.emitWithAck('list conversations', {});
  const received: string[] = [];
  provider.on('new message', (message: { convId: number; clientMsgId?: string }) => {
    if (message.convId === (created.body.convId as number)) received.push(message.clientMsgId ?? '');
  });
  return { uId, convId: created.body.convId as number, patientToken, provider, received };
}

/** The patient's portal socket, rejoining its conversations on every (re)connection, as the widgets do. */
async function patientSocket(origin: string, chat: Chat): Promise<Socket> {
  const socket = track(await openSocket(origin, '/portal', chat.patientToken));
  socket.on('connect', () => void socket.emitWithAck('join conversations', { uId: chat.uId }));
  await socket.emitWithAck('join conversations', { uId: chat.uId });
  return socket;
}

/** Sends one chat message, resending it with the same clientMsgId until the server acknowledges it. */
async function sendUntilAcknowledged(socket: Socket, chat: Chat, body: string, clientMsgId: string): Promise<number> {
  for (let attempt = 1; attempt <= 12; attempt += 1) {
    try {
      const answer = (await socket.timeout(2_000).emitWithAck('chat message', {
        u_id: chat.uId, conv_id: chat.convId, msgBody: body, patientFacing: true, timezone: 0, senderName: 'Toni Topology', cpIds: '', clientMsgId,
      })) as { ok: boolean };
      if (answer.ok) return attempt;
    } catch {
      // no answer: the connection was lost; socket.io reconnects, then the message is sent again
    }
    await sleep(250);
  }
  throw new Error(`message ${clientMsgId} was never acknowledged`);
}

describe('chat across processes', () => {
  it('relays messages between a patient on one process and the care-team console on the other', async () => {
    const chat = await openChat(first.origin, second);
    const patient = await patientSocket(first.origin, chat);
    const atPatient = new Promise<{ msgBody: string }>((resolve) => patient.once('new message', resolve));
    const clientMsgId = randomUUID();
    await sendUntilAcknowledged(patient, chat, 'From the patient on process 1', clientMsgId);
    await expect.poll(() => chat.received).toContain(clientMsgId);
    await chat.provider.emitWithAck('chat message', { conv_id: chat.convId, msgBody: 'From the console on process 2', clientMsgId: randomUUID() });
    expect((await atPatient).msgBody).toBe('From the console on process 2');
  });
});

describe('one process stopped mid-session (SIGTERM)', () => {
  it('turns /readyz 503 before it exits; the patient’s requests and messages carry on through nginx with nothing lost', async () => {
    // Through nginx, like the widgets: the process the client address hashes to is the one stopped.
    const healthzCount = async (process: ServerProcess) => metricValue((await call(process.origin, 'GET', '/metrics')).body as unknown as string, 'rx_http_requests_total', 'route="/healthz"');
    const before = [await healthzCount(first), await healthzCount(second)];
    expect((await call(cluster.publicUrl, 'GET', '/healthz')).status).toBe(200);
    const [stopped, survivor] = (await healthzCount(first)) > before[0]! ? [first, second] : [second, first];
    expect(await healthzCount(stopped)).toBeGreaterThan(stopped === first ? before[0]! : before[1]!);
    // The patient registers and signs in through nginx (so on the process that stops); the console stays on the other.
    const drainUsername = `drain.${Date.now()}@example.com`;
    await registerPatient(cluster.publicUrl, drainUsername, PASSWORD);
    const chat = await openChat(cluster.publicUrl, survivor, drainUsername);
    const patientOnNginx = await patientSocket(cluster.publicUrl, chat);
    const portalSockets = async (process: ServerProcess) => metricValue((await call(process.origin, 'GET', '/metrics')).body as unknown as string, 'rx_socket_connections', 'namespace="/portal"');
    expect(await portalSockets(stopped)).toBeGreaterThanOrEqual(1);

    let reconnectRefusal: string | undefined;
    patientOnNginx.on('connect_error', (error) => (reconnectRefusal = error.message));
    const sent: string[] = [];
    const attempts: number[] = [];
    const httpStatuses: number[] = [];
    let sending = true;
    const http = (async () => {
      while (sending) {
        httpStatuses.push((await call(cluster.publicUrl, 'GET', '/api/session', { token: chat.patientToken }).catch(() => ({ status: 0 }))).status);
        await sleep(100);
      }
    })();
    const messages = (async () => {
      for (let index = 0; index < 30; index += 1) {
        const clientMsgId = randomUUID();
        sent.push(clientMsgId);
        // -1: never acknowledged (counted as lost below, whatever the database holds).
        attempts.push(await sendUntilAcknowledged(patientOnNginx, chat, `Message ${index + 1} across the stop`, clientMsgId).catch(() => -1));
        if (attempts.at(-1) === -1) break; // the patient's session is gone: the rest would fail alike
        await sleep(100);
      }
    })();

    await sleep(1_000);
    const signalAt = Date.now();
    stopped.child.kill('SIGTERM');
    let first503At: number | undefined;
    let refusedAt: number | undefined;
    while (refusedAt === undefined) {
      try {
        const readyz = await fetch(`${stopped.origin}/readyz`);
        if (readyz.status === 503 && first503At === undefined) first503At = Date.now();
      } catch {
        refusedAt = Date.now();
      }
      await sleep(25);
    }
    const exit = await stopped.exited;
    await messages;
    sending = false;
    await http;
    await sleep(1_000); // the last broadcasts reach the console

    const database = new pg.Pool({ connectionString: cluster.databaseUrl, max: 1 });
    const stored = await database.query<{ client_msg_id: string; copies: string }>('SELECT client_msg_id, count(*) AS copies FROM messages WHERE conv_id = $1 GROUP BY client_msg_id', [chat.convId]);
    await database.end();
    const storedIds = new Map(stored.rows.map((row) => [row.client_msg_id, Number(row.copies)]));
    const figures = {
      firstReadyz503AfterSignalMs: first503At === undefined ? null : first503At - signalAt,
      portClosedAfterSignalMs: refusedAt - signalAt,
      exitedAfterSignalMs: exit.at - signalAt,
      exitCode: exit.code,
      messagesPlanned: 30,
      messagesSent: sent.length,
      messagesResent: attempts.filter((count) => count > 1).length,
      messagesNeverAcknowledged: attempts.filter((count) => count === -1).length,
      messagesLostInDatabase: sent.filter((id) => !storedIds.has(id)).length,
      messagesDuplicatedInDatabase: [...storedIds.values()].filter((copies) => copies > 1).length,
      messagesMissedByConsole: sent.filter((id) => !chat.received.includes(id)).length,
      messagesDuplicatedAtConsole: chat.received.length - new Set(chat.received).size,
      httpRequests: httpStatuses.length,
      httpFailures: httpStatuses.filter((status) => status !== 200).length,
      httpStatuses: Object.fromEntries([...new Set(httpStatuses)].map((status) => [status, httpStatuses.filter((seen) => seen === status).length])),
      patientReconnectRefusal: reconnectRefusal ?? null,
    };
    console.log(`topology drain figures (${stopped.name} stopped, ${survivor.name} kept): ${JSON.stringify(figures)}`);
    // Each shutdown step with its duration, to read beside the figures when one of them fails.
    const shutdownLog = stopped.output.join('').split('\n').filter((line) => line.startsWith('SIGTERM:'));
    console.log(`${stopped.name} shutdown:\n${shutdownLog.join('\n')}`);

    expect(exit.code).toBe(0);
    expect(first503At, '/readyz answered 503 before the process closed').toBeDefined();
    expect(first503At!).toBeLessThan(exit.at);
    expect(figures.messagesSent).toBe(30);
    expect(figures.messagesNeverAcknowledged).toBe(0);
    expect(figures.messagesLostInDatabase).toBe(0);
    expect(figures.messagesDuplicatedInDatabase).toBe(0);
    expect(figures.messagesMissedByConsole).toBe(0);
    expect(figures.messagesDuplicatedAtConsole).toBe(0);
    expect(figures.httpFailures).toBe(0);
    // Reconnected through nginx to the process still running.
    expect(patientOnNginx.connected).toBe(true);
    expect(await portalSockets(survivor)).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
