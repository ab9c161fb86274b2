/**
 * npm run bench:profile: a CPU profile of the reference server while autocannon drives one
 * authenticated read at its maximum (node --cpu-prof on server/main.ts, RX_MODE=test, demo seed),
 * and the top self-time functions of its main thread during the load (start-up and shutdown left out) written to bench/profiles/<database>-<route>.md
 * (and .json beside it). The raw .cpuprofile stays in dist-bench/profiles/ (open it in Chrome's
 * DevTools or speedscope).
 *
 * Options (environment): BENCH_PROFILE_DATABASE=postgres|pglite, BENCH_PROFILE_ROUTES=session,medications,sign-in,
 * BENCH_PROFILE_DURATION=15 (seconds), BENCH_API_PORT=4626 (server; PostgreSQL takes the port + 2,
 * or BENCH_POSTGRES_PORT).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { defaultPools } from '../../server/platform/auth/identity-config';
import { signedInDevPatient } from './sign-in';
import { srpSignIn } from './srp-client';
import { benchServerEnv, startBenchPostgres, startChild, stop, waitFor } from './bench-processes';
import { selfTimeMarkdown, topSelfTime, type CpuProfile } from './cpu-profile-summary';

const projectRoot = resolve(import.meta.dirname, '../..');
const database = process.env.BENCH_PROFILE_DATABASE ?? 'postgres';
const routes = (process.env.BENCH_PROFILE_ROUTES ?? 'session,medications').split(',').map((r) => r.trim());
const duration = Number(process.env.BENCH_PROFILE_DURATION ?? 15);
const serverPort = Number(process.env.BENCH_API_PORT ?? 4626);
const postgresPort = Number(process.env.BENCH_POSTGRES_PORT ?? serverPort + 2);
const label = process.env.BENCH_PROFILE_LABEL ?? '';

async function profileRoute(route: string): Promise<void> {
  const postgres = database === 'postgres' ? await startBenchPostgres(postgresPort) : undefined;
  const profileDir = join(projectRoot, 'dist-bench/profiles', `${database}-${route}`);
  rmSync(profileDir, { recursive: true, force: true });
  mkdirSync(profileDir, { recursive: true });
  const env = benchServerEnv(serverPort, postgres?.url);
  const server = startChild(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--import', 'tsx', 'server/main.ts'], env, projectRoot);
  const origin = `http://127.0.0.1:${serverPort}`;
  let requestsPerSecond = 0;
  const window = { fromUs: 0, toUs: 0 };
  const nowUs = () => Number(process.hrtime.bigint() / 1000n);
  try {
    await waitFor(`${origin}/api/notice/list`, server);
    const patient = await signedInDevPatient(origin);
    if (route === 'sign-in') {
      // SRP sign-ins, 16 at once, as aws-amplify makes them.
      const created = await fetch(`${origin}/api/dev/refill-patients`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      const user = (await created.json()) as { username: string; password: string };
      let done = 0;
      const until = Date.now() + duration * 1000;
      window.fromUs = nowUs();
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (Date.now() < until) if (await srpSignIn(origin, defaultPools.standard, user.username, user.password)) done += 1;
        }),
      );
      window.toUs = nowUs();
      requestsPerSecond = Math.round(done / duration);
      console.error(`${database} sign-in: ${requestsPerSecond} sign-ins/s`);
    } else {
      const path = route === 'session' ? '/api/session' : `/api/user/medications?u_id=${patient.uId}`;
      window.fromUs = nowUs();
      const result = await autocannon({ url: origin + path, headers: { authorization: `Bearer ${patient.token}` }, connections: 50, duration });
      window.toUs = nowUs();
      requestsPerSecond = Math.round(result.requests.average);
      console.error(`${database} ${route}: ${requestsPerSecond} req/s, p99 ${result.latency.p99} ms, errors ${result.errors + result['non2xx']}`);
    }
  } finally {
    await stop(server);
    await postgres?.stop();
  }
  // The main thread's profile: CPU.<date>.<time>.<pid>.<thread 0>.<n>.cpuprofile
  const file = readdirSync(profileDir).find((name) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(name));
  if (!file) throw new Error(`no main-thread profile in ${profileDir}`);
  const summary = topSelfTime(JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile, 25, window);
  const name = `${database}-${route}${label ? `-${label}` : ''}`;
  const what = route === 'sign-in' ? `SRP sign-ins, 16 at once (${requestsPerSecond}/s` : `GET ${route === 'session' ? '/api/session' : '/api/user/medications'} at max (${requestsPerSecond} req/s, 50 connections`;
  const title = `CPU profile: ${database}, ${what}, ${duration} s)${label ? `, ${label}` : ''}`;
  mkdirSync(join(projectRoot, 'bench/profiles'), { recursive: true });
  writeFileSync(join(projectRoot, 'bench/profiles', `${name}.md`), selfTimeMarkdown(title, summary));
  writeFileSync(join(projectRoot, 'bench/profiles', `${name}.json`), `${JSON.stringify({ date: new Date().toISOString(), database, route, requestsPerSecond, ...summary }, null, 2)}\n`);
  console.log(selfTimeMarkdown(title, summary));
}

for (const route of routes) await profileRoute(route);
