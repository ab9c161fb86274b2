/**
 * npm run bench:api: autocannon against the reference server (RX_MODE=test, demo seed; compiled
 * to dist-server/ first and run as deployed, or its sources through tsx with RX_SERVER=source) on PGlite and on PostgreSQL, beside a bare Fastify hello route measured in the same run
 * (the floor). Per database: three authenticated reads of a fresh dev patient (session,
 * medications, addresses) and the refill POST, each at fixed rates (100, 300, 500 req/s) and at
 * maximum, with p50/p99 latency, throughput and errors. Every read writes an audit row.
 *
 * The refill POST sends the same valid-shaped order with a new Idempotency-Key each time: after
 * the first accepted order the prescriptions are requested already, so the following ones are
 * refused by the refill rules (4xx) after the whole path (token, caller, idempotency, rules in a
 * transaction). Its 4xx are counted apart, not as errors.
 *
 * Options (environment): BENCH_API_DURATION=20 (seconds per row), BENCH_API_RATES=100,300,500,max,
 * BENCH_API_DATABASES=pglite,postgres, BENCH_API_ROOT=<dir> (run the server of another checkout,
 * e.g. the previous code, for a before/after), BENCH_API_PORT=4620 (server; the floor takes
 * the next port, PostgreSQL the one after). Not a test: it never fails on a figure.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { signedInDevPatient } from './sign-in';
import { referenceServerCommand, startBenchPostgres, startChild, stop, waitFor } from './bench-processes';

const projectRoot = resolve(import.meta.dirname, '../..');
const serverRoot = resolve(process.env.BENCH_API_ROOT ?? projectRoot);
const duration = Number(process.env.BENCH_API_DURATION ?? 20);
const serverCommand = referenceServerCommand(serverRoot);
const rates = (process.env.BENCH_API_RATES ?? '100,300,500,max').split(',').map((r) => (r.trim() === 'max' ? 'max' : Number(r)));
const databases = (process.env.BENCH_API_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim());
const serverPort = Number(process.env.BENCH_API_PORT ?? 4620);
const floorPort = serverPort + 1;
const postgresPort = serverPort + 2;

interface Row {
  database: string;
  route: string;
  rate: number | 'max';
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ok: number;
  refused4xx: number;
  errors: number;
}

async function load(label: { database: string; route: string }, rate: number | 'max', options: autocannon.Options): Promise<Row> {
  const result = await autocannon({
    ...options,
    duration,
    connections: rate === 'max' ? 50 : 20,
    ...(rate === 'max' ? {} : { overallRate: rate }),
  });
  const row: Row = {
    ...label,
    rate,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result['2xx'],
    refused4xx: result['4xx'],
    errors: result.errors + result.timeouts + result['5xx'],
  };
  console.error(`${row.database} ${row.route} @${rate}: ${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, errors ${row.errors}`);
  return row;
}

async function benchDatabase(database: string, floorUrl: string): Promise<Row[]> {
  let postgres: { url: string; stop(): Promise<void> } | undefined;
  const env: Record<string, string> = { PORT: String(serverPort), HOST: '127.0.0.1', RX_MODE: 'test', RX_DATA_DIR: 'memory' };
  if (database === 'postgres') {
    const started = await startBenchPostgres(postgresPort);
    postgres = started;
    env.DATABASE_URL = started.url;
  }
  const server = startChild(serverCommand.command, serverCommand.args, env, serverRoot);
  const origin = `http://127.0.0.1:${serverPort}`;
  try {
    await waitFor(`${origin}/api/notice/list`, server);
    const patient = await signedInDevPatient(origin);
    const auth = { authorization: `Bearer ${patient.token}` };
    const [medications, addresses] = await Promise.all(
      [`/api/user/medications?u_id=${patient.uId}`, `/api/user/address?u_id=${patient.uId}`].map((path) => fetch(origin + path, { headers: auth }).then((r) => r.json())),
    );
    const rx = (medications as { medications: Array<{ gId: number; rxNumber: string }> }).medications[0]!;
    const addrId = (addresses as { addresses: Array<{ addrId: number }> }).addresses[0]!.addrId;
    const tomorrow = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const order = { u_id: patient.uId, addrId, isPickup: 0, deliveryDate: tomorrow, paymentMethod: 0, supplies: null, deliveryInstructions: null, prescriptions: [{ gId: rx.gId, rxNumber: rx.rxNumber }], rxNumber: rx.rxNumber };

    const reads: Array<[string, string]> = [
      ['GET /api/session', '/api/session'],
      ['GET /api/user/medications', `/api/user/medications?u_id=${patient.uId}`],
      ['GET /api/user/address', `/api/user/address?u_id=${patient.uId}`],
    ];
    const rows: Row[] = [];
    for (const rate of rates) {
      rows.push(await load({ database, route: 'floor: GET /hello (bare Fastify)' }, rate, { url: floorUrl }));
      for (const [route, path] of reads) rows.push(await load({ database, route }, rate, { url: origin + path, headers: auth }));
      rows.push(
        await load({ database, route: 'POST /api/refill-requests' }, rate, {
          url: `${origin}/api/refill-requests`,
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify(order),
          setupClient: (client) => {
            client.on('response', () => client.setHeaders({ ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() }));
            client.setHeaders({ ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() });
          },
        }),
      );
    }
    return rows;
  } finally {
    await stop(server);
    await postgres?.stop();
  }
}

const table = (headers: string[], rows: Array<Array<string | number>>) => {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: Array<string | number>) => cells.map((c, i) => String(c).padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
};

const floor = startChild(join(projectRoot, 'node_modules/.bin/tsx'), ['bench/api/hello-server.ts'], { PORT: String(floorPort) }, projectRoot);
const floorUrl = `http://127.0.0.1:${floorPort}/hello`;
const rows: Row[] = [];
try {
  await waitFor(floorUrl, floor);
  for (const database of databases) rows.push(...(await benchDatabase(database, floorUrl)));
} finally {
  await stop(floor);
}

const out = [
  `API bench: ${serverRoot === projectRoot ? 'this checkout' : serverRoot}, ${duration} s per row, autocannon (20 connections at fixed rates, 50 at max)`,
  table(
    ['database', 'route', 'rate', 'req/s', 'p50', 'p99', '2xx', '4xx (refused)', 'errors'],
    rows.map((r) => [r.database, r.route, r.rate === 'max' ? 'max' : `${r.rate}/s`, r.requestsPerSecond, `${r.p50Ms} ms`, `${r.p99Ms} ms`, r.ok, r.refused4xx, r.errors]),
  ),
];
console.log(out.join('\n'));
mkdirSync(join(projectRoot, 'dist-bench'), { recursive: true });
writeFileSync(join(projectRoot, 'dist-bench/bench-api.json'), `${JSON.stringify({ date: new Date().toISOString(), serverRoot, duration, rows }, null, 2)}\n`);
