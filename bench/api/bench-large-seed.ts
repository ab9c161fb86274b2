/**
 * npm run bench:large-seed: does a patient's read cost the same when the pharmacy holds millions
 * of rows? The reference server (server/main.ts, RX_MODE=test) on a temporary PostgreSQL: every
 * patient-facing read of a signed-in patient (SRP) is loaded with autocannon at a fixed rate. Two
 * databases side by side: one keeps the demo seed, the other is grown in place with generate_series
 * (server/seed/large-pharmacy.ts: by default a million patients, ten million prescriptions and
 * messages, a hundred million audit rows over 24 months, each month in its partition); each has a
 * server and a patient of the same shape (a dev patient with a conversation and a document). Each
 * read is then loaded on the demo seed and at once on the large seed, so both meet the same load
 * of the machine. Prints each read's p99 on both and their ratio (the target: within 1.5x), and
 * how long each step of the load took.
 *
 * The load: foreign-key and other triggers off for the session (session_replication_role =
 * replica; the generator gives message numbers itself), the secondary indexes of the big tables
 * dropped before and built again after, then ANALYZE. No row goes through the API.
 *
 * Options (environment): BENCH_LARGE_SCALE=1 (a fraction of the large pharmacy: 0.1 is 100,000
 * patients), BENCH_LARGE_AUDIT_ROWS (overrides the audit rows alone), BENCH_LARGE_RATE=100
 * (requests a second per read), BENCH_LARGE_DURATION=10 (seconds per read),
 * BENCH_LARGE_ROUNDS=3 (each read measured that many times on each side; the median p99 kept),
 * BENCH_LARGE_PORT=4637 (the large seed's server; the demo seed's takes the next port),
 * BENCH_LARGE_PG_PORT=55428 (the large seed's PostgreSQL; the demo seed's the next port). Not a test: it never fails on a figure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { auditMonthsBack, LARGE_PHARMACY, largePharmacySteps, type LargePharmacySize } from '../../server/seed/large-pharmacy';
import { signedInDevPatient } from './sign-in';
import { standardPoolIdToken } from './srp-client';
import { stop, waitFor } from './server-process';

const projectRoot = resolve(import.meta.dirname, '../..');
const scale = Number(process.env.BENCH_LARGE_SCALE ?? 1);
const rate = Number(process.env.BENCH_LARGE_RATE ?? 100);
const duration = Number(process.env.BENCH_LARGE_DURATION ?? 10);
const rounds = Number(process.env.BENCH_LARGE_ROUNDS ?? 3);
const serverPort = Number(process.env.BENCH_LARGE_PORT ?? 4637);
const postgresPort = Number(process.env.BENCH_LARGE_PG_PORT ?? 55428);
const size: LargePharmacySize = {
  ...LARGE_PHARMACY,
  patients: Math.round(LARGE_PHARMACY.patients * scale),
  auditRows: Number(process.env.BENCH_LARGE_AUDIT_ROWS ?? Math.round(LARGE_PHARMACY.auditRows * scale)),
};
/** The tables the generator fills: their secondary indexes are dropped for the load and built again. */
const BIG_TABLES = [
  'patients', 'addresses', 'activities', 'prescriptions', 'refill_requests', 'orders', 'order_items', 'documents',
  'conversations', 'conversation_participants', 'messages', 'audit_log',
];

const log = (line: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function startServer(databaseUrl: string, port: number): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', RX_MODE: 'test', DATABASE_URL: databaseUrl, RX_REMINDER_INTERVAL_MS: '0' };
  delete env.NODE_ENV;
  const child = spawn(join(projectRoot, 'node_modules/.bin/tsx'), ['server/main.ts'], { cwd: projectRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', () => undefined);
  return child;
}

/** A conversation of 20 messages and a document for the bench's patient, so its message and document reads return rows. */
async function giveConversationAndDocument(client: pg.Client, uId: number): Promise<number> {
  const { rows } = await client.query<{ conv_id: number }>(`INSERT INTO conversations (topic, u_id, latest_time_stamp) VALUES ('My refill', $1, now()) RETURNING conv_id`, [uId]);
  const convId = rows[0]!.conv_id;
  await client.query(`INSERT INTO conversation_participants (conv_id, cp_id) SELECT $1, min(cp_id) FROM care_providers`, [convId]);
  await client.query(
    `INSERT INTO messages (conv_id, u_id, sender_name, msg_body, time_created) SELECT $1, $2, 'Patient', 'Question ' || g, now() - make_interval(mins => 30 - g) FROM generate_series(1, 20) AS g`,
    [convId, uId],
  );
  await client.query(
    `INSERT INTO documents (uuid, u_id, friendly_name, file_name, type, pdf_base64) VALUES (gen_random_uuid(), $1, 'Lab results', 'lab.pdf', 'clinical', 'JVBERi0xLjQK')`,
    [uId],
  );
  return convId;
}

interface Read {
  name: string;
  path: string;
}

function patientReads(uId: number, convId: number): Read[] {
  return [
    ['GET /api/session', '/api/session'],
    ['GET /api/user (profile)', `/api/user?u_id=${uId}`],
    ['GET /api/user/activities (home)', `/api/user/activities?u_id=${uId}`],
    ['GET /api/user/medications', `/api/user/medications?u_id=${uId}`],
    ['GET /api/user/orders', `/api/user/orders?u_id=${uId}`],
    ['GET /api/refill-requests', `/api/refill-requests?u_id=${uId}`],
    ['GET /api/user/address', `/api/user/address?u_id=${uId}`],
    ['GET /api/user/insurance', `/api/user/insurance?u_id=${uId}`],
    ['GET /api/user/contact', `/api/user/contact?u_id=${uId}`],
    ['GET /api/conversations/patients', `/api/conversations/patients?u_id=${uId}`],
    ['GET /api/conversations/messages', `/api/conversations/messages?u_id=${uId}&conv_id=${convId}`],
    ['GET /api/documents/patient', `/api/documents/patient?u_id=${uId}`],
  ].map(([name, path]) => ({ name: name!, path: path! }));
}

interface Measured {
  name: string;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
}

async function measureOne(origin: string, token: string, read: Read, label: string): Promise<Measured> {
  const result = await autocannon({ url: origin + read.path, headers: { authorization: `Bearer ${token}` }, connections: 10, overallRate: rate, duration });
  const row = {
    name: read.name,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  log(`${label} ${row.name}: p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${row.requestsPerSecond} req/s, non-2xx ${row.non2xx}, errors ${row.errors}`);
  return row;
}

interface Side {
  origin: string;
  token: string;
  reads: Read[];
}

/** The run whose p99 is the median of the rounds (the lower middle one for an even count). */
function medianRun(runs: Measured[]): Measured {
  return [...runs].sort((a, b) => a.p99Ms - b.p99Ms)[Math.floor((runs.length - 1) / 2)]!;
}

/**
 * Each read on one side then the other, so a change in the machine's load meets both alike;
 * `rounds` times over, keeping each side's median p99.
 */
async function measureSideBySide(demo: Side, large: Side): Promise<Array<{ demo: Measured; large: Measured }>> {
  const runs = demo.reads.map(() => ({ demo: [] as Measured[], large: [] as Measured[] }));
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < demo.reads.length; i++) {
      runs[i]!.demo.push(await measureOne(demo.origin, demo.token, demo.reads[i]!, 'demo seed'));
      runs[i]!.large.push(await measureOne(large.origin, large.token, large.reads[i]!, 'large seed'));
    }
  }
  return runs.map((run) => ({ demo: medianRun(run.demo), large: medianRun(run.large) }));
}

interface Timed {
  step: string;
  rows: number;
  ms: number;
}

async function growPharmacy(client: pg.Client): Promise<Timed[]> {
  const timings: Timed[] = [];
  const timed = async (step: string, rows: number, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    const ms = Date.now() - started;
    timings.push({ step, rows, ms });
    log(`${step}: ${rows.toLocaleString('en-US')} rows in ${seconds(ms)}${rows > 0 ? ` (${Math.round(rows / (ms / 1000)).toLocaleString('en-US')} rows/s)` : ''}`);
  };
  await client.query(`SET session_replication_role = replica`);
  await client.query(`SET maintenance_work_mem = '512MB'`);
  await client.query(`SET max_parallel_maintenance_workers = 2`);
  for (const day of auditMonthsBack(new Date(), size.auditMonths)) await client.query(`SELECT audit_log_create_month_partition($1::date)`, [day]);
  // Secondary indexes only (not those of a key or unique constraint), on the tables themselves (a partitioned table's index covers its partitions).
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
     WHERE t.relname = ANY($1) AND t.relnamespace = 'public'::regnamespace
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)`,
    [BIG_TABLES],
  );
  await timed(`drop ${indexes.length} secondary indexes`, 0, async () => {
    for (const index of indexes) await client.query(`DROP INDEX ${pg.escapeIdentifier(index.name)}`);
  });
  for (const step of largePharmacySteps(size)) await timed(step.label, step.rows, () => client.query(step.sql));
  await timed(`build ${indexes.length} secondary indexes`, 0, async () => {
    for (const index of indexes) await client.query(index.definition.replace(' ON ONLY ', ' ON '));
  });
  await client.query(`SET session_replication_role = origin`);
  await timed('ANALYZE', 0, () => client.query('ANALYZE'));
  return timings;
}

async function tableSizes(client: pg.Client): Promise<Array<{ table: string; rows: number; size: string }>> {
  const { rows } = await client.query<{ table: string; rows: string; size: string }>(
    `SELECT c.relname AS table, c.reltuples::bigint AS rows, pg_size_pretty(pg_total_relation_size(c.oid)) AS size
     FROM pg_class c WHERE c.relname = ANY($1) AND c.relkind IN ('r', 'p') AND c.relnamespace = 'public'::regnamespace`,
    [BIG_TABLES],
  );
  const { rows: audit } = await client.query<{ rows: string; size: string }>(
    `SELECT sum(c.reltuples)::bigint AS rows, pg_size_pretty(sum(pg_total_relation_size(c.oid))) AS size
     FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'audit_log'::regclass`,
  );
  return rows.map((row) => (row.table === 'audit_log' ? { table: 'audit_log (partitions)', rows: Number(audit[0]!.rows), size: audit[0]!.size } : { table: row.table, rows: Number(row.rows), size: row.size }));
}

const { postgresBinDir } = (await import('../../scripts/lib/ensure.mjs' as string)) as { postgresBinDir(): string | null };
const { startTempPostgres } = (await import('../../scripts/lib/temp-postgres.mjs' as string)) as {
  startTempPostgres(bin: string, port: number): Promise<{ url: string; stop(): Promise<void> }>;
};
const bin = postgresBinDir();
if (!bin) throw new Error('PostgreSQL is not installed: no postgres run');
// Two databases side by side: one stays at the demo seed, the other grows into the large pharmacy.
const [demoPostgres, largePostgres] = await Promise.all([startTempPostgres(bin, postgresPort + 1), startTempPostgres(bin, postgresPort)]);
const demoOrigin = `http://127.0.0.1:${serverPort + 1}`;
const largeOrigin = `http://127.0.0.1:${serverPort}`;
const clients = [new pg.Client({ connectionString: demoPostgres.url }), new pg.Client({ connectionString: largePostgres.url })];
const [demoClient, largeClient] = clients as [pg.Client, pg.Client];
let demoServer: ChildProcess | undefined;
let largeServer: ChildProcess | undefined;
try {
  log(`large seed: ${JSON.stringify(size)}; reads at ${rate} req/s for ${duration} s each, on the demo seed and the large one in turn`);
  demoServer = startServer(demoPostgres.url, serverPort + 1);
  largeServer = startServer(largePostgres.url, serverPort);
  await waitFor(`${demoOrigin}/api/notice/list`, demoServer, 180_000);
  await waitFor(`${largeOrigin}/api/notice/list`, largeServer, 180_000);
  await Promise.all(clients.map((client) => client.connect()));
  // The same kind of patient on both: a fresh dev patient with a conversation and a document.
  const demoPatient = await signedInDevPatient(demoOrigin);
  const demoReads = patientReads(demoPatient.uId, await giveConversationAndDocument(demoClient, demoPatient.uId));
  const largePatient = await signedInDevPatient(largeOrigin);
  const largeReads = patientReads(largePatient.uId, await giveConversationAndDocument(largeClient, largePatient.uId));
  await stop(largeServer);

  const started = Date.now();
  const timings = await growPharmacy(largeClient);
  const loadMs = Date.now() - started;
  const sizes = await tableSizes(largeClient);
  log(`grown in ${seconds(loadMs)}`);

  largeServer = startServer(largePostgres.url, serverPort);
  await waitFor(`${largeOrigin}/api/notice/list`, largeServer, 180_000);
  // Straight SRP (no Amplify singleton), so signing one in does not sign the other out.
  const demoToken = await standardPoolIdToken(demoOrigin, demoPatient.username, demoPatient.password);
  const largeToken = await standardPoolIdToken(largeOrigin, largePatient.username, largePatient.password);
  const measured = await measureSideBySide({ origin: demoOrigin, token: demoToken, reads: demoReads }, { origin: largeOrigin, token: largeToken, reads: largeReads });

  const comparison = measured.map(({ demo, large }) => ({ read: demo.name, demo, large, ratio: Math.round((large.p99Ms / Math.max(demo.p99Ms, 1)) * 100) / 100 }));
  const lines = [
    `Large seed bench: ${size.patients.toLocaleString('en-US')} patients, ${size.auditRows.toLocaleString('en-US')} audit rows; each read at ${rate} req/s for ${duration} s (autocannon, 10 connections), on the demo seed then the large seed, ${rounds} rounds, median p99`,
    '',
    '| read | demo seed p50 / p99 | large seed p50 / p99 | p99 ratio | non-2xx / errors (large) |',
    '| --- | --- | --- | --- | --- |',
    ...comparison.map((row) => `| ${row.read} | ${row.demo.p50Ms} / ${row.demo.p99Ms} ms | ${row.large.p50Ms} / ${row.large.p99Ms} ms | ${row.ratio}x | ${row.large.non2xx} / ${row.large.errors} |`),
    '',
    '| load step | rows | time |',
    '| --- | --- | --- |',
    ...timings.map((row) => `| ${row.step} | ${row.rows.toLocaleString('en-US')} | ${seconds(row.ms)} |`),
    `| total | | ${seconds(loadMs)} |`,
    '',
    '| table | rows (statistics) | size with indexes |',
    '| --- | --- | --- |',
    ...sizes.map((row) => `| ${row.table} | ${row.rows.toLocaleString('en-US')} | ${row.size} |`),
  ];
  console.log(lines.join('\n'));
  mkdirSync(join(projectRoot, 'dist-bench'), { recursive: true });
  writeFileSync(join(projectRoot, 'dist-bench/bench-large-seed.json'), `${JSON.stringify({ date: new Date().toISOString(), size, rate, duration, comparison, timings, loadMs, sizes }, null, 2)}\n`);
} finally {
  for (const server of [demoServer, largeServer]) if (server) await stop(server);
  await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  await Promise.all([demoPostgres.stop(), largePostgres.stop()]);
}
