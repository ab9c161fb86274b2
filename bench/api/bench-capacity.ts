/**
 * npm run bench:capacity: what one server process sustains (issue 37), each figure beside its
 * floor measured in the same run. Per database (PostgreSQL, then PGlite), against the reference
 * server (RX_MODE=test, demo seed; compiled to dist-server/ first and run as deployed, or its sources
 * through tsx with RX_SERVER=source) and a bare node:http server (the floor):
 * - GET /api/session and GET /api/user/medications at maximum (autocannon, 50 connections);
 * - both at 1,000 req/s offered: the p99, as autocannon's overallRate offers it (20 connections,
 *   each connection's share in a burst at the top of each second), and last, after the sign-ins,
 *   offered evenly (paced-load.ts);
 * - SRP sign-ins a second (InitiateAuth USER_SRP_AUTH + RespondToAuthChallenge PASSWORD_VERIFIER,
 *   the path aws-amplify takes, 16 at once), and a bystander's GET /api/session p95, idle and
 *   during the sign-ins.
 * Every read is verified, authorised and audited as in production. Not a test: it never fails on
 * a figure; it prints each beside its target.
 *
 * Options (environment): BENCH_CAPACITY_DURATION=10 (seconds per figure),
 * BENCH_CAPACITY_DATABASES=postgres,pglite, BENCH_CAPACITY_SIGN_INS=16 (at once),
 * BENCH_API_ROOT=<dir> (the server of another checkout, for a before/after),
 * BENCH_API_PORT=4626 (server; the floor takes the next port, PostgreSQL BENCH_POSTGRES_PORT or the port + 2).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { defaultPools } from '../../server/platform/auth/identity-config';
import { signedInDevPatient } from './sign-in';
import { benchServerEnv, referenceServerCommand, startBenchPostgres, startChild, stop, waitFor } from './bench-processes';
import { pacedLoad } from './paced-load';
import { percentile } from './percentile';
import { srpSignIn } from './srp-client';

const projectRoot = resolve(import.meta.dirname, '../..');
const serverRoot = resolve(process.env.BENCH_API_ROOT ?? projectRoot);
const duration = Number(process.env.BENCH_CAPACITY_DURATION ?? 10);
const databases = (process.env.BENCH_CAPACITY_DATABASES ?? 'postgres,pglite').split(',').map((d) => d.trim());
const signInsAtOnce = Number(process.env.BENCH_CAPACITY_SIGN_INS ?? 16);
const serverPort = Number(process.env.BENCH_API_PORT ?? 4626);
const floorPort = serverPort + 1;
const postgresPort = Number(process.env.BENCH_POSTGRES_PORT ?? serverPort + 2);
const POOL = defaultPools.standard;
const serverCommand = referenceServerCommand(serverRoot);

interface Figure {
  database: string;
  what: string;
  measured: string;
  target: string;
  floor: string;
  value: number;
}

interface Load {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>, rate: number | 'max'): Promise<Load> {
  const result = await autocannon({ url, headers, duration, connections: rate === 'max' ? 50 : 20, ...(rate === 'max' ? {} : { overallRate: rate }) });
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

/** A bystander's reads, one every 20 ms from a thread of its own (capacity-bystander.ts), until `done` resolves: their latencies (ms). */
async function bystander(url: string, headers: Record<string, string>, done: Promise<unknown>): Promise<number[]> {
  const worker = new Worker(new URL('./capacity-bystander.ts', import.meta.url), { workerData: { url, headers } });
  const latencies = new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await done;
  worker.postMessage('stop');
  const result = await latencies;
  await worker.terminate();
  return result;
}

/** Sign-ins, `signInsAtOnce` at a time, for `duration` seconds: how many succeeded a second, and the failures. */
async function signInLoad(origin: string, patients: Array<{ username: string; password: string }>): Promise<{ perSecond: number; failed: number }> {
  const until = Date.now() + duration * 1000;
  let succeeded = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: signInsAtOnce }, async (_, lane) => {
      const patient = patients[lane % patients.length]!;
      while (Date.now() < until) {
        if (await srpSignIn(origin, POOL, patient.username, patient.password).catch(() => false)) succeeded += 1;
        else failed += 1;
      }
    }),
  );
  return { perSecond: Math.round((succeeded / ((performance.now() - started) / 1000)) * 10) / 10, failed };
}

async function devPatient(origin: string): Promise<{ username: string; password: string }> {
  const created = await fetch(`${origin}/api/dev/refill-patients`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  return (await created.json()) as { username: string; password: string };
}

async function benchDatabase(database: string, floorUrl: string): Promise<Figure[]> {
  const postgres = database === 'postgres' ? await startBenchPostgres(postgresPort) : undefined;
  const env = benchServerEnv(serverPort, postgres?.url);
  const server = startChild(serverCommand.command, serverCommand.args, env, serverRoot);
  const origin = `http://127.0.0.1:${serverPort}`;
  const figures: Figure[] = [];
  const add = (what: string, measured: string, target: string, floor: string, value: number) => {
    figures.push({ database, what, measured, target, floor, value });
    console.error(`${database} ${what}: ${measured} (target ${target}; floor ${floor})`);
  };
  try {
    await waitFor(`${origin}/api/notice/list`, server);
    const patient = await signedInDevPatient(origin);
    const auth = { authorization: `Bearer ${patient.token}` };
    const routes: Array<[string, string, number]> = [
      ['GET /api/session', '/api/session', database === 'postgres' ? 5_000 : 1_000],
      ['GET /api/user/medications', `/api/user/medications?u_id=${patient.uId}`, database === 'postgres' ? 2_000 : 400],
    ];
    const floorMax = await load(floorUrl, {}, 'max');
    for (const [route, path, target] of routes) {
      const max = await load(origin + path, auth, 'max');
      add(`${route}, max req/s`, `${max.requestsPerSecond} (p99 ${max.p99Ms} ms, errors ${max.errors})`, `>= ${target}`, `${floorMax.requestsPerSecond} (p99 ${floorMax.p99Ms} ms)`, max.requestsPerSecond);
    }
    // As autocannon's overallRate offers it (the method): each connection's share in a burst
    // at the top of each second.
    const floorAt1000 = await load(floorUrl, {}, 1_000);
    for (const [route, path] of routes) {
      const offered = await load(origin + path, auth, 1_000);
      add(`${route}, p99 at 1,000 req/s offered`, `${offered.p99Ms} ms (served ${offered.requestsPerSecond}/s, errors ${offered.errors})`, database === 'postgres' ? '<= 25 ms' : '-', `${floorAt1000.p99Ms} ms`, offered.p99Ms);
    }
    // One patient a lane, as a pool's sign-ins come from many patients.
    const signInPatients = await Promise.all(Array.from({ length: signInsAtOnce }, () => devPatient(origin)));
    const sessionUrl = `${origin}/api/session`;
    const idle = await bystander(sessionUrl, auth, new Promise((r) => setTimeout(r, 3_000)));
    const signIns = signInLoad(origin, signInPatients);
    const loaded = await bystander(sessionUrl, auth, signIns);
    const { perSecond, failed } = await signIns;
    add(`SRP sign-ins/s (${signInsAtOnce} at once)`, `${perSecond} (failed ${failed})`, '>= 120', "Amazon Cognito's default quota: 120/s", perSecond);
    const idleP95 = percentile(idle, 95);
    const loadedP95 = percentile(loaded, 95);
    add(
      "a bystander's GET /api/session p95 during sign-ins",
      `${loadedP95.toFixed(1)} ms (${(loadedP95 / idleP95).toFixed(2)}x idle)`,
      '<= 2x idle',
      `idle ${idleP95.toFixed(1)} ms`,
      loadedP95 / idleP95,
    );
    // Last, so that the sign-ins meet the database as before: 1,000 req/s offered evenly (paced-load.ts).
    const floorPaced = await pacedLoad(floorUrl, {}, 1_000, duration);
    for (const [route, path] of routes) {
      const paced = await pacedLoad(origin + path, auth, 1_000, duration);
      add(`${route}, p99 at 1,000 req/s offered evenly`, `${paced.p99Ms} ms (p50 ${paced.p50Ms} ms, served ${paced.requestsPerSecond}/s, errors ${paced.errors})`, '-', `${floorPaced.p99Ms} ms`, paced.p99Ms);
    }
    return figures;
  } finally {
    await stop(server);
    await postgres?.stop();
  }
}

const table = (headers: string[], rows: string[][]) => {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
};

const floor = startChild(process.execPath, ['--import', 'tsx', 'bench/api/node-http-floor.ts'], { PORT: String(floorPort) }, projectRoot);
const floorUrl = `http://127.0.0.1:${floorPort}/`;
const figures: Figure[] = [];
try {
  await waitFor(floorUrl, floor);
  for (const database of databases) figures.push(...(await benchDatabase(database, floorUrl)));
} finally {
  await stop(floor);
}

console.log(
  [
    `Capacity bench: ${serverRoot === projectRoot ? 'this checkout' : serverRoot}, ${duration} s per figure, one server process; floor: bare node:http in the same run`,
    table(
      ['database', 'figure', 'measured', 'target', 'floor (same run)'],
      figures.map((f) => [f.database, f.what, f.measured, f.target, f.floor]),
    ),
  ].join('\n'),
);
mkdirSync(join(projectRoot, 'dist-bench'), { recursive: true });
writeFileSync(join(projectRoot, 'dist-bench/bench-capacity.json'), `${JSON.stringify({ date: new Date().toISOString(), serverRoot, duration, figures }, null, 2)}\n`);
