import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../../src/domain/messaging/message.schema';
import { postgresBinDir } from '../../../scripts/lib/ensure.mjs';
import { startTempPostgres } from '../../../scripts/lib/temp-postgres.mjs';
import { call, openSocket, registerPatient, signIn } from '../../topology/http-clients';

/**
 * Chat survives a dying process: two real server processes (server/main.ts in test mode) on one
 * PostgreSQL database, a patient's socket on the first, a care-team console's on the second. A
 * message the first stores is still shown to the console, without it reconnecting, when the first
 * process is SIGKILLed between the commit and the broadcast, and when the second's LISTEN
 * connection (the real-time relay's) is cut while the message goes out.
 */

/** Its own cluster: LISTEN/NOTIFY channels are per database. */
const POSTGRES_PORT = Number(process.env.RX_DURABLE_CHAT_PG_PORT ?? 55447);
const PASSWORD = 'Durable#Chat42';
/** A message whose text holds this makes the patient's process kill itself once it is stored. */
const KILL_MARKER = 'kill-after-storing';
const DELIVERY_LIMIT_MS = 5_000;

let postgres: { url: string; stop(): Promise<void> } | undefined;
let identityDir: string;
const children: ChildProcess[] = [];
const sockets: Socket[] = [];

interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Its connections' application_name in pg_stat_activity. */
  applicationName: string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

async function startServer(name: string, extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const applicationName = `rx-durable-${name}`;
  // tsx as a loader of this very process (not its CLI, which runs the server in a child of its own).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      RX_MODE: 'test',
      DATABASE_URL: `${postgres!.url}?application_name=${applicationName}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      RX_PUBLIC_URL: `http://127.0.0.1:${port}`,
      RX_IDENTITY_DIR: identityDir,
      RX_DATA_DIR: path.join(identityDir, name),
      RX_REMINDER_INTERVAL_MS: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server ${name} exited: ${stderr}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return { origin, child, applicationName };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`server ${name} did not start: ${stderr}`);
}

let patientSide: ServerProcess;
let consoleSide: ServerProcess;
let admin: pg.Client;

beforeAll(async () => {
  postgres = await startTempPostgres(postgresBinDir(), POSTGRES_PORT);
  identityDir = await mkdtemp(path.join(tmpdir(), 'rx-durable-chat-'));
  // One after the other: the first migrates and seeds.
  patientSide = await startServer('patient-side', { RX_FAULT_KILL_AFTER_STORING: KILL_MARKER });
  consoleSide = await startServer('console-side');
  admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await admin?.end();
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  await postgres?.stop();
  if (identityDir) await rm(identityDir, { recursive: true, force: true });
}, 60_000);

interface Chat {
  uId: number;
  convId: number;
  patient: Socket;
  console: Socket;
  /** Every 'new message' the console's socket received, in order. */
  atConsole: Message[];
  consoleReconnects: () => number;
}

async function openChat(key: string): Promise<Chat> {
  const username = `durable.${key}.${Date.now()}@example.com`;
  await registerPatient(patientSide.origin, username, PASSWORD);
  const patientToken = await signIn(patientSide.origin, username, PASSWORD);
  const uId = (await call(patientSide.origin, 'GET', '/api/session', { token: patientToken })).body.u_ID as number;
  const created = await call(consoleSide.origin, 'POST', '/api/dev/care-team-conversations', { body: { uId, topic: 'Durable', providerNames: ['Durable Pharmacist'] } });
  expect(created.status).toBe(200);
  const convId = created.body.convId as number;
  const account = (created.body.providers as { username: string; password: string }[])[0]!;
  const consoleSocket = await openSocket(consoleSide.origin, '/care-team', await signIn(consoleSide.origin, account.username, account.password));
  sockets.push(consoleSocket);
  let connects = 0;
  consoleSocket.io.on('reconnect', () => (connects += 1));
  const atConsole: Message[] = [];
  consoleSocket.on('new message', (message: Message) => atConsole.push(message));
  expect((await consoleSocket.emitWithAck('list conversations', {})).ok).toBe(true);
  const patient = await openSocket(patientSide.origin, '/portal', patientToken);
  sockets.push(patient);
  expect((await patient.emitWithAck('join conversations', { uId })).ok).toBe(true);
  return { uId, convId, patient, console: consoleSocket, atConsole, consoleReconnects: () => connects };
}

function send(chat: Chat, msgBody: string) {
  return chat.patient.timeout(3_000).emitWithAck('chat message', {
    u_id: chat.uId, conv_id: chat.convId, msgBody, patientFacing: true, timezone: 0, senderName: 'Dee Durable', cpIds: '', clientMsgId: randomUUID(),
  }) as Promise<{ ok: boolean }>;
}

async function storedAt(chat: Chat, msgBody: string): Promise<boolean> {
  const result = await admin.query('SELECT 1 FROM messages WHERE conv_id = $1 AND msg_body = $2', [chat.convId, msgBody]);
  return result.rowCount === 1;
}

async function listenerPids(server: ServerProcess): Promise<number[]> {
  const result = await admin.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND query LIKE 'LISTEN %'",
    [server.applicationName],
  );
  return result.rows.map((row) => row.pid);
}

describe('chat messages reach the other process without a working broadcast', () => {
  it("the console's process LISTEN connection is cut: a message stored meanwhile still reaches the console, and broadcasts resume", async () => {
    const chat = await openChat('listen');
    expect((await send(chat, 'Before the cut')).ok).toBe(true);
    await expect.poll(() => chat.atConsole.map((m) => m.msgBody), { timeout: DELIVERY_LIMIT_MS }).toContain('Before the cut');

    const [listener] = await listenerPids(consoleSide);
    expect(listener).toBeDefined();
    await admin.query('SELECT pg_terminate_backend($1)', [listener]);
    const sentAt = Date.now();
    expect((await send(chat, 'While the console process was not listening')).ok).toBe(true);
    await expect
      .poll(() => chat.atConsole.map((m) => m.msgBody), { timeout: DELIVERY_LIMIT_MS, interval: 50 })
      .toContain('While the console process was not listening');
    const deliveredInMs = Date.now() - sentAt;

    // The relay listens again on a new connection, and live broadcasts flow as before.
    await expect.poll(() => listenerPids(consoleSide), { timeout: 10_000 }).toHaveLength(1);
    expect(await listenerPids(consoleSide)).not.toContain(listener);
    expect((await send(chat, 'After the cut')).ok).toBe(true);
    await expect.poll(() => chat.atConsole.map((m) => m.msgBody), { timeout: DELIVERY_LIMIT_MS }).toContain('After the cut');
    expect(consoleSide.child.exitCode).toBeNull();
    expect(chat.consoleReconnects()).toBe(0);
    // Each exactly once.
    expect(chat.atConsole.map((m) => m.msgBody)).toEqual(['Before the cut', 'While the console process was not listening', 'After the cut']);
    console.log(`durable chat: a message stored while the LISTEN connection was down reached the console in ${deliveredInMs} ms`);
  });

  it("the patient's process is SIGKILLed after storing a message and before broadcasting it: the console still shows it", async () => {
    const chat = await openChat('kill');
    expect((await send(chat, 'Before the kill')).ok).toBe(true);
    await expect.poll(() => chat.atConsole.map((m) => m.msgBody), { timeout: DELIVERY_LIMIT_MS }).toContain('Before the kill');

    const body = `Stored, then the process died (${KILL_MARKER})`;
    const exited = new Promise<NodeJS.Signals | null>((resolve) => patientSide.child.once('exit', (_code, signal) => resolve(signal)));
    const sentAt = Date.now();
    // Never acknowledged: the process is gone before it answers.
    await expect(send(chat, body)).rejects.toThrow();
    expect(await exited).toBe('SIGKILL');
    expect(await storedAt(chat, body)).toBe(true);
    await expect.poll(() => chat.atConsole.map((m) => m.msgBody), { timeout: DELIVERY_LIMIT_MS, interval: 50 }).toContain(body);
    const deliveredInMs = Date.now() - sentAt;
    expect(chat.consoleReconnects()).toBe(0);
    expect(chat.atConsole.map((m) => m.msgBody)).toEqual(['Before the kill', body]);
    console.log(`durable chat: a message whose process died before broadcasting reached the console in ${deliveredInMs} ms`);
  });
});
