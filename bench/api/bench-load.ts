/**
 * npm run bench:load: a patient mix on the deployed topology (nginx in front of two server
 * processes on one PostgreSQL, as `npm run serve:cluster` and compose.yaml run them; started by
 * tests/topology/cluster.ts), ramped until the 95th percentile passes 300 ms, more than 0.1% of
 * requests fail, or the servers answer under 95% of the requests a stage offers. A patient's visit is the home reads, the medications, the refill wizard's reads
 * and one order, the conversation list and one chat message over socket.io, and the documents
 * list; one visit in five starts with an SRP sign-in through the identity endpoint (the requests
 * aws-amplify sends). autocannon drives the HTTP requests, socket.io-client the chat, a loop of
 * SRP clients the sign-ins, each at the stage's rate of visits.
 *
 * Reports per stage: HTTP p50/p95/p99, errors, chat acknowledgement p95, sign-in p95, and the CPU
 * each part used (server processes, PostgreSQL, nginx) with the time each route took inside the
 * servers (their /metrics), so what limits the stage shows. Then 10,000 idle chat sockets on each
 * server process, one process at a time, and its memory (RSS) against the budget.
 *
 * The servers run compiled (dist-server/, built first), as in production; RX_SERVER=source runs
 * the sources through tsx instead.
 *
 * Options (environment): BENCH_LOAD_STAGES=2,4,8,12,16,24,32,48,64,80,96 (visits a second),
 * BENCH_LOAD_STAGE_SECONDS=15, BENCH_LOAD_PATIENTS=60, BENCH_LOAD_IDLE_SOCKETS=10000 (per process; 0
 * skips), RX_TOPOLOGY_PORT (nginx, default 4457; the processes take the next two ports) and
 * RX_TOPOLOGY_PG_PORT (default 5457). Not a test: it never fails on a figure.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { Worker } from 'node:worker_threads';
import { buildReferenceServer } from './bench-processes';
import { percentile } from './percentile';
import { standardPoolIdToken } from './srp-client';

// The compiled server, as deployed (npm run build:server, rebuilt here so it is this checkout's).
process.env.RX_SERVER ??= 'dist';
if (process.env.RX_SERVER === 'dist') buildReferenceServer(resolve(import.meta.dirname, '../..'));
process.env.RX_TOPOLOGY_PORT ??= '4457';
process.env.RX_TOPOLOGY_PG_PORT ??= '5457';
const { startCluster } = await import('../../tests/topology/cluster');

const projectRoot = resolve(import.meta.dirname, '../..');
const stages = (process.env.BENCH_LOAD_STAGES ?? '2,4,8,12,16,24,32,48,64,80,96').split(',').map(Number);
const stageSeconds = Number(process.env.BENCH_LOAD_STAGE_SECONDS ?? 15);
const patientCount = Number(process.env.BENCH_LOAD_PATIENTS ?? 60);
const idleSockets = Number(process.env.BENCH_LOAD_IDLE_SOCKETS ?? 10_000);
/**
 * The memory budget of idle chat sockets: 10,000 of them may add this much to a server process's
 * RSS (26 KB a socket), and the process with them stays under PROCESS_BUDGET_MB (a 1 GB container).
 */
const IDLE_SOCKETS_BUDGET_MB = 256;
const PROCESS_BUDGET_MB = 1024;
const P95_LIMIT_MS = 300;
const ERROR_LIMIT = 0.001;
/** A stage counts only when the servers answered nearly all it offered (past their throughput the offered rate is not served). */
const SERVED_SHARE = 0.95;
const SIGN_IN_SHARE = 0.2;
const CORES = cpus().length;
const TICKS_PER_SECOND = 100;

const log = (line: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

interface Patient {
  uId: number;
  username: string;
  password: string;
  token: string;
  order: string;
}

async function createPatients(origin: string, databaseUrl: string): Promise<Patient[]> {
  const patients: Patient[] = [];
  for (let i = 0; i < patientCount; i++) {
    const created = await fetch(`${origin}/api/dev/refill-patients`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    if (!created.ok) throw new Error(`POST /api/dev/refill-patients answered ${created.status}`);
    const { uId, username, password } = (await created.json()) as { uId: number; username: string; password: string };
    patients.push({ uId, username, password, token: '', order: '' });
  }
  // A conversation with a care provider and a document each, so the chat and documents have something to show.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const uIds = patients.map((patient) => patient.uId);
    await client.query(`INSERT INTO conversations (topic, u_id, latest_time_stamp) SELECT 'My refill', u, now() FROM unnest($1::int[]) AS u`, [uIds]);
    await client.query(`INSERT INTO conversation_participants (conv_id, cp_id) SELECT c.conv_id, (SELECT min(cp_id) FROM care_providers) FROM conversations c WHERE c.u_id = ANY($1)`, [uIds]);
    await client.query(
      `INSERT INTO documents (uuid, u_id, friendly_name, file_name, type, pdf_base64) SELECT gen_random_uuid(), u, 'Lab results', 'lab.pdf', 'clinical', 'JVBERi0xLjQK' FROM unnest($1::int[]) AS u`,
      [uIds],
    );
  } finally {
    await client.end();
  }
  return patients;
}

async function prepareOrder(origin: string, patient: Patient): Promise<void> {
  const auth = { authorization: `Bearer ${patient.token}` };
  const [medications, addresses] = await Promise.all(
    [`/api/user/medications?u_id=${patient.uId}`, `/api/user/address?u_id=${patient.uId}`].map((path) => fetch(origin + path, { headers: auth }).then((r) => r.json())),
  );
  const rx = (medications as { medications: Array<{ gId: number; rxNumber: string }> }).medications[0]!;
  const addrId = (addresses as { addresses: Array<{ addrId: number }> }).addresses[0]!.addrId;
  const deliveryDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  patient.order = JSON.stringify({ u_id: patient.uId, addrId, isPickup: 0, deliveryDate, paymentMethod: 0, supplies: null, deliveryInstructions: null, prescriptions: [{ gId: rx.gId, rxNumber: rx.rxNumber }], rxNumber: rx.rxNumber });
}

/** The HTTP requests of one visit, in order; `{u}` is the patient's u_id. */
const VISIT: Array<{ name: string; method: 'GET' | 'POST'; path: string }> = [
  { name: 'session', method: 'GET', path: '/api/session' },
  { name: 'profile', method: 'GET', path: '/api/user?u_id={u}' },
  { name: 'home activities', method: 'GET', path: '/api/user/activities?u_id={u}' },
  { name: 'medications', method: 'GET', path: '/api/user/medications?u_id={u}' },
  { name: 'orders', method: 'GET', path: '/api/user/orders?u_id={u}' },
  { name: 'refill: addresses', method: 'GET', path: '/api/user/address?u_id={u}' },
  { name: 'refill: insurance', method: 'GET', path: '/api/user/insurance?u_id={u}' },
  { name: 'refill: requests', method: 'GET', path: '/api/refill-requests?u_id={u}' },
  { name: 'refill: order', method: 'POST', path: '/api/refill-requests' },
  { name: 'conversations', method: 'GET', path: '/api/conversations/patients?u_id={u}' },
  { name: 'documents', method: 'GET', path: '/api/documents/patient?u_id={u}' },
];

interface ProcessCpu {
  servers: number;
  postgres: number;
  nginx: number;
}

function cpuTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function processesNamed(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
}

function parentOf(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  } catch {
    return 0;
  }
}

/** The topology's PostgreSQL: its postmaster (listening on `port`) and the backends it started. */
function postgresOf(port: number): number[] {
  const all = processesNamed('postgres');
  const postmaster = all.find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').includes(`-p ${port} `);
    } catch {
      return false;
    }
  });
  return postmaster ? all.filter((pid) => pid === postmaster || parentOf(pid) === postmaster) : [];
}

/** CPU seconds used so far by the servers, the topology's PostgreSQL and nginx (every nginx of the machine). */
function cpuNow(serverPids: number[]): ProcessCpu {
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + cpuTicks(pid), 0) / TICKS_PER_SECOND;
  return { servers: sum(serverPids), postgres: sum(postgresOf(Number(process.env.RX_TOPOLOGY_PG_PORT))), nginx: sum(processesNamed('nginx')) };
}

/** Per route: requests and seconds spent inside the server (rx_http_request_duration_seconds), summed over the processes. */
async function serverTimes(origins: string[]): Promise<Map<string, { count: number; seconds: number }>> {
  const totals = new Map<string, { count: number; seconds: number }>();
  for (const origin of origins) {
    const text = await fetch(`${origin}/metrics`).then((r) => r.text());
    for (const line of text.split('\n')) {
      const match = /^rx_http_request_duration_seconds_(sum|count)\{([^}]*)\} ([0-9.e+-]+)$/.exec(line);
      if (!match) continue;
      const labels = Object.fromEntries([...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      const key = `${labels.method} ${labels.route}`;
      const entry = totals.get(key) ?? { count: 0, seconds: 0 };
      if (match[1] === 'sum') entry.seconds += Number(match[3]);
      else entry.count += Number(match[3]);
      totals.set(key, entry);
    }
  }
  return totals;
}

interface StageResult {
  visitsPerSecond: number;
  httpRequestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  refusedOrders: number;
  otherNon2xx: number;
  chat: { sent: number; failed: number; p95Ms: number };
  signIns: { done: number; failed: number; p95Ms: number };
  cpuSeconds: ProcessCpu;
  serverMsPerRoute: Array<{ route: string; count: number; meanMs: number }>;
  passed: boolean;
}

async function runStage(
  origin: string,
  serverOrigins: string[],
  serverPids: number[],
  patients: Patient[],
  sockets: Array<{ socket: Socket; patient: Patient; convId: number }>,
  visitsPerSecond: number,
): Promise<StageResult> {
  const latencies: number[] = [];
  let refusedOrders = 0;
  let otherNon2xx = 0;
  let next = 0;
  const requests = VISIT.map((step) => ({
    method: step.method,
    path: step.path,
    setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
      context.patient ??= patients[next++ % patients.length];
      const patient = context.patient as Patient;
      const headers: Record<string, string> = { authorization: `Bearer ${patient.token}` };
      if (step.method === 'POST') {
        headers['content-type'] = 'application/json';
        headers['idempotency-key'] = randomUUID();
      }
      return { ...request, path: step.path.replace('{u}', String(patient.uId)), headers, ...(step.method === 'POST' ? { body: patient.order } : {}) };
    },
    onResponse: (status: number) => {
      if (status >= 200 && status < 300) return;
      if (step.method === 'POST' && status >= 400 && status < 500) refusedOrders++;
      else if (status < 500) otherNon2xx++;
    },
  }));
  const before = cpuNow(serverPids);
  const timesBefore = await serverTimes(serverOrigins);
  const stopAt = Date.now() + stageSeconds * 1000;

  // Chat: one message a visit, from the patients in turn, acknowledged by the server.
  const chatLatencies: number[] = [];
  let chatFailed = 0;
  const chat = (async () => {
    let turn = 0;
    const pending: Array<Promise<void>> = [];
    while (Date.now() < stopAt) {
      const { socket, patient, convId } = sockets[turn++ % sockets.length]!;
      const sentAt = performance.now();
      pending.push(
        socket
          .timeout(10_000)
          .emitWithAck('chat message', { u_id: patient.uId, conv_id: convId, msgBody: 'Is my refill on its way?', patientFacing: true, timezone: 0, senderName: 'Patient', cpIds: '', clientMsgId: randomUUID() })
          .then(
            (ack: { ok?: boolean }) => (ack?.ok ? chatLatencies.push(performance.now() - sentAt) : chatFailed++),
            () => chatFailed++,
          )
          .then(() => undefined),
      );
      await new Promise((r) => setTimeout(r, 1000 / visitsPerSecond));
    }
    await Promise.all(pending);
  })();

  // Sign-ins: one visit in five starts with one (in a worker thread: see load-sign-ins.ts).
  const signInWorker = new Worker(new URL('./load-sign-ins.ts', import.meta.url), {
    workerData: { origin, patients: patients.map(({ username, password }) => ({ username, password })), perSecond: visitsPerSecond * SIGN_IN_SHARE, stopAt },
  });
  const signIns = new Promise<{ latencies: number[]; failed: number }>((resolveSignIns, reject) => {
    signInWorker.once('message', resolveSignIns);
    signInWorker.once('error', reject);
  });

  const instance = autocannon({
    url: origin,
    connections: Math.min(patients.length, Math.max(4, Math.ceil(visitsPerSecond * 2))),
    overallRate: Math.round(visitsPerSecond * VISIT.length),
    duration: stageSeconds,
    requests: requests as unknown as autocannon.Request[],
    timeout: 10,
    // Without a callback autocannon's instance is also a promise of its result (its types give only the promise).
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  const result = await instance;
  const [, signedIn] = await Promise.all([chat, signIns]);
  const signInLatencies = signedIn.latencies;
  const signInFailed = signedIn.failed;
  const after = cpuNow(serverPids);
  const timesAfter = await serverTimes(serverOrigins);

  const errors = result.errors + result.timeouts + result['5xx'] + otherNon2xx;
  const total = result.requests.total;
  const p95Ms = percentile(latencies, 95);
  const serverMsPerRoute = [...timesAfter.entries()]
    .map(([route, now]) => {
      const was = timesBefore.get(route) ?? { count: 0, seconds: 0 };
      const count = now.count - was.count;
      return { route, count, meanMs: count > 0 ? Math.round(((now.seconds - was.seconds) / count) * 10_000) / 10 : 0 };
    })
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count * b.meanMs - a.count * a.meanMs);
  const stage: StageResult = {
    visitsPerSecond,
    httpRequestsPerSecond: Math.round(total / stageSeconds),
    p50Ms: percentile(latencies, 50),
    p95Ms,
    p99Ms: percentile(latencies, 99),
    requests: total,
    errors,
    refusedOrders,
    otherNon2xx,
    chat: { sent: chatLatencies.length + chatFailed, failed: chatFailed, p95Ms: percentile(chatLatencies, 95) },
    signIns: { done: signInLatencies.length + signInFailed, failed: signInFailed, p95Ms: percentile(signInLatencies, 95) },
    cpuSeconds: {
      servers: Math.round((after.servers - before.servers) * 10) / 10,
      postgres: Math.round((after.postgres - before.postgres) * 10) / 10,
      nginx: Math.round((after.nginx - before.nginx) * 10) / 10,
    },
    serverMsPerRoute,
    passed: false,
  };
  const failures = errors + chatFailed + signInFailed;
  const attempts = total + stage.chat.sent + stage.signIns.done;
  const served = total / stageSeconds >= visitsPerSecond * VISIT.length * SERVED_SHARE;
  stage.passed = served && p95Ms <= P95_LIMIT_MS && stage.chat.p95Ms <= P95_LIMIT_MS && failures <= attempts * ERROR_LIMIT;
  log(
    `${visitsPerSecond} visits/s: ${stage.httpRequestsPerSecond} req/s, p50 ${stage.p50Ms} ms, p95 ${p95Ms} ms, p99 ${stage.p99Ms} ms, errors ${errors}/${total}; ` +
      `chat ${stage.chat.sent} (failed ${chatFailed}) p95 ${stage.chat.p95Ms} ms; sign-ins ${stage.signIns.done} (failed ${signInFailed}) p95 ${stage.signIns.p95Ms} ms; ` +
      `CPU s: servers ${stage.cpuSeconds.servers}, postgres ${stage.cpuSeconds.postgres}, nginx ${stage.cpuSeconds.nginx}; ${stage.passed ? 'within' : 'PAST'} the limits${served ? '' : ` (served under ${SERVED_SHARE * 100}% of the ${Math.round(visitsPerSecond * VISIT.length)} req/s offered)`}`,
  );
  return stage;
}

async function connectSocket(url: string, token: string): Promise<Socket> {
  const socket = io(`${url}/portal`, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolveConnect, reject) => {
    socket.once('connect', () => resolveConnect());
    socket.once('connect_error', reject);
  });
  return socket;
}

async function idleSocketsOn(server: { origin: string; pid: number; name: string }, patients: Patient[]): Promise<{ process: string; sockets: number; rssBeforeMb: number; rssAfterMb: number; perSocketKb: number; connectSeconds: number }> {
  const rssBeforeMb = rssMb(server.pid);
  const sockets: Socket[] = [];
  const started = Date.now();
  const batch = 200;
  for (let i = 0; i < idleSockets; i += batch) {
    const opened = await Promise.all(
      Array.from({ length: Math.min(batch, idleSockets - i) }, (_, j) => connectSocket(server.origin, patients[(i + j) % patients.length]!.token).catch(() => null)),
    );
    for (const socket of opened) if (socket) sockets.push(socket);
  }
  const connectSeconds = Math.round((Date.now() - started) / 100) / 10;
  await new Promise((r) => setTimeout(r, 5_000));
  const rssAfterMb = rssMb(server.pid);
  for (const socket of sockets) socket.disconnect();
  const result = {
    process: server.name,
    sockets: sockets.length,
    rssBeforeMb,
    rssAfterMb,
    perSocketKb: sockets.length > 0 ? Math.round(((rssAfterMb - rssBeforeMb) * 1024) / sockets.length) : 0,
    connectSeconds,
  };
  log(`${server.name}: ${sockets.length} idle sockets in ${connectSeconds} s, RSS ${rssBeforeMb} -> ${rssAfterMb} MB (${result.perSocketKb} KB a socket; budget +${IDLE_SOCKETS_BUDGET_MB} MB, ${PROCESS_BUDGET_MB} MB in all)`);
  await new Promise((r) => setTimeout(r, 3_000));
  return result;
}

const cluster = await startCluster(2, 0, {
  env: () => ({ RX_IDENTITY_LIMIT_PER_ADDRESS: '1000000000', RX_IDENTITY_LIMIT_PER_USERNAME: '1000000000' }),
});
const chatSockets: Socket[] = [];
try {
  const origin = cluster.publicUrl;
  const servers = cluster.processes.map((process) => ({ origin: process.origin, pid: process.child.pid!, name: process.name }));
  log(`cluster up: nginx ${origin}, ${servers.map((s) => `${s.name} ${s.origin} (pid ${s.pid})`).join(', ')}; ${CORES} cores`);
  const patients = await createPatients(origin, cluster.databaseUrl);
  for (const patient of patients) patient.token = await standardPoolIdToken(origin, patient.username, patient.password);
  for (const patient of patients) await prepareOrder(origin, patient);
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  const { rows: conversations } = await client.query<{ u_id: number; conv_id: number }>(`SELECT u_id, max(conv_id) AS conv_id FROM conversations WHERE u_id = ANY($1) GROUP BY u_id`, [patients.map((p) => p.uId)]);
  await client.end();
  const convOf = new Map(conversations.map((row) => [row.u_id, row.conv_id]));
  const sockets = [];
  for (const patient of patients) {
    const socket = await connectSocket(origin, patient.token);
    chatSockets.push(socket);
    sockets.push({ socket, patient, convId: convOf.get(patient.uId)! });
  }
  log(`${patients.length} patients signed in, each with a chat socket through nginx`);

  const results: StageResult[] = [];
  for (const visitsPerSecond of stages) {
    const stage = await runStage(origin, servers.map((s) => s.origin), servers.map((s) => s.pid), patients, sockets, visitsPerSecond);
    results.push(stage);
    if (!stage.passed) break;
  }
  for (const socket of chatSockets) socket.disconnect();

  const idle = [];
  if (idleSockets > 0) for (const server of servers) idle.push(await idleSocketsOn(server, patients));

  const best = [...results].reverse().find((stage) => stage.passed);
  const lines = [
    `Load bench: nginx + ${servers.length} server processes + PostgreSQL on ${CORES} cores; ${patients.length} patients; ${stageSeconds} s a stage; a visit = ${VISIT.length} HTTP requests + 1 chat message, 1 in ${1 / SIGN_IN_SHARE} with an SRP sign-in`,
    '',
    '| visits/s | HTTP req/s | p50 / p95 / p99 | errors | chat acks p95 | sign-ins p95 | CPU s (servers / PostgreSQL / nginx) | within limits |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (s) =>
        `| ${s.visitsPerSecond} | ${s.httpRequestsPerSecond} | ${s.p50Ms} / ${s.p95Ms} / ${s.p99Ms} ms | ${s.errors} of ${s.requests} | ${s.chat.p95Ms} ms (${s.chat.failed} failed) | ${s.signIns.p95Ms} ms (${s.signIns.failed} failed) | ${s.cpuSeconds.servers} / ${s.cpuSeconds.postgres} / ${s.cpuSeconds.nginx} | ${s.passed ? 'yes' : 'no'} |`,
    ),
    '',
    best
      ? `Highest stage within the limits: ${best.visitsPerSecond} visits a second = ${Math.round((best.visitsPerSecond / CORES) * 10) / 10} visits a second per core` +
        ` (${Math.round((best.visitsPerSecond * 60) / CORES)} patients per core each making one visit a minute).`
      : 'No stage was within the limits.',
  ];
  const last = results.at(-1);
  if (last) {
    lines.push('', `Time inside the servers per route at ${last.visitsPerSecond} visits/s (mean, both processes; biggest total first):`, '', '| route | requests | mean ms |', '| --- | --- | --- |');
    for (const row of last.serverMsPerRoute.slice(0, 15)) lines.push(`| ${row.route} | ${row.count} | ${row.meanMs} |`);
  }
  if (idle.length) {
    lines.push('', `Idle chat sockets (budget: 10,000 add at most ${IDLE_SOCKETS_BUDGET_MB} MB to a process, which stays under ${PROCESS_BUDGET_MB} MB):`, '', '| process | sockets | RSS before | RSS with them | per socket | connect time | within budget |', '| --- | --- | --- | --- | --- | --- | --- |');
    for (const row of idle) {
      const within = (row.rssAfterMb - row.rssBeforeMb) * (10_000 / Math.max(row.sockets, 1)) <= IDLE_SOCKETS_BUDGET_MB && row.rssAfterMb <= PROCESS_BUDGET_MB;
      lines.push(`| ${row.process} | ${row.sockets} | ${row.rssBeforeMb} MB | ${row.rssAfterMb} MB | ${row.perSocketKb} KB | ${row.connectSeconds} s | ${within ? 'yes' : 'no'} |`);
    }
  }
  console.log(lines.join('\n'));
  mkdirSync(join(projectRoot, 'dist-bench'), { recursive: true });
  writeFileSync(join(projectRoot, 'dist-bench/bench-load.json'), `${JSON.stringify({ date: new Date().toISOString(), cores: CORES, stageSeconds, patients: patients.length, results, idle }, null, 2)}\n`);
} finally {
  for (const socket of chatSockets) socket.disconnect();
  await cluster.stop();
}
