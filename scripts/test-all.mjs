/**
 * The whole test suite, as README gives it and CI runs it: installs what a fresh machine lacks
 * (npm packages, Debian's chromium and postgresql), then typecheck, lint, build, unit and server
 * tests on PGlite, the server tests again on a real PostgreSQL, element tests in Chromium, and
 * end-to-end journeys against the reference server. Prints each step's time and one closing
 * "N passed, N failed" line.
 *
 * Steps of one stage run at the same time (the machine has 2 cores and most steps also wait on
 * sockets and disks): the first step of a stage prints as it goes, the others print their output
 * in one block when they end. Stages run one after the other. To add a step, add it to a stage.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium, ensureNodeModules, postgresBinDir } from './lib/ensure.mjs';
import { startTempPostgres } from './lib/temp-postgres.mjs';
import { playwrightSummary, vitestSummary, wtrSummary } from './lib/test-report.mjs';

/**
 * How a runner hands over its results: the arguments and environment that make it write a JSON
 * report to `file` beside its usual output, and the summary read from that report
 * (scripts/lib/test-report.mjs).
 */
const vitestReport = {
  args: (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
  summary: ({ report }) => vitestSummary(report),
};
const playwrightReport = {
  args: () => ['--reporter=list,json'],
  env: (file) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: file }),
  summary: ({ report }) => playwrightSummary(report),
};
const wtrReport = {
  args: () => [],
  env: (file) => ({ WTR_JSON_REPORT: file }),
  summary: ({ report }) => wtrSummary(report),
};

/** A runner's summary, or none when it wrote no report (it stopped before its tests ran). */
function summaryOf(step, reportFile) {
  if (!step.report) return null;
  if (!existsSync(reportFile)) return null;
  try {
    return step.report.summary({ report: JSON.parse(readFileSync(reportFile, 'utf8')) });
  } catch {
    return null;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const bin = (name) => `node_modules/.bin/${name}`;

ensureNodeModules();
ensureChromium();
const pgBin = postgresBinDir();
const startedAt = Date.now();

// PostgreSQL starts once the first stage is under way; the step that needs it waits for it.
const postgres = pgBin ? new Promise((resolve) => setImmediate(resolve)).then(() => startTempPostgres(pgBin)) : null;
postgres?.catch(() => {});

/**
 * Server test files that start PostgreSQL processes of their own (`startTempPostgres`), on PGlite
 * as on PostgreSQL: they run once, in the PostgreSQL step, and are left out of the PGlite one.
 */
const ownPostgresTests = readdirSync('tests/server', { recursive: true })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join('tests/server', file))
  .filter((file) => readFileSync(file, 'utf8').includes('startTempPostgres('));

/**
 * A step: `command` and `args`, optional `env` (an object, or an async function returning one,
 * called when the step starts), optional `report` (how its runner reports its tests' results).
 * A step whose `unavailable` returns a reason is reported failed without running.
 */
const stages = [
  [
    { name: 'typecheck', command: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
    { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
    // Only the end-to-end journeys use the build (dist/ and the demo build).
    { name: 'build', command: 'npm', args: ['run', 'build', '--silent'] },
  ],
  [{ name: 'unit + server (PGlite)', command: bin('vitest'), args: ['run', ...ownPostgresTests.flatMap((file) => ['--exclude', file])], report: vitestReport }],
  [
    {
      name: 'server (PostgreSQL)',
      command: bin('vitest'),
      args: ['run', 'tests/server'],
      unavailable: () => (postgres ? null : 'PostgreSQL is not available: the server suite did not run on it.'),
      env: async () => ({ DATABASE_URL: (await postgres).url }),
      report: vitestReport,
    },
    { name: 'browser (web-test-runner, Chromium)', command: bin('wtr'), args: [], report: wtrReport },
    { name: 'topology (PostgreSQL, nginx, two server processes)', command: 'node', args: ['scripts/topology-test.mjs'], report: vitestReport },
  ],
  [{ name: 'end-to-end (Playwright, Chromium)', command: bin('playwright'), args: ['test'], report: playwrightReport }],
];

/** Writes whole lines only, so that a finished step's block never lands inside a line of the live step. */
function lineWriter(target) {
  let pending = '';
  return {
    write(chunk) {
      pending += chunk;
      const end = pending.lastIndexOf('\n');
      if (end < 0) return;
      target.write(pending.slice(0, end + 1));
      pending = pending.slice(end + 1);
    },
    flush() {
      if (pending) target.write(`${pending}\n`);
      pending = '';
    },
  };
}

// The runners' JSON reports, one file a step, removed at the end.
const reportDir = mkdtempSync(path.join(tmpdir(), 'rx-test-reports-'));

async function runStep(step, { live }) {
  const reportFile = path.join(reportDir, `${step.name.replace(/[^a-z0-9]+/gi, '-')}.json`);
  const args = [...step.args, ...(step.report?.args?.(reportFile) ?? [])];
  const header = `\n=== ${step.name}: ${step.command} ${args.join(' ')}${live ? '' : ' (output follows when it ends)'}`;
  const started = Date.now();
  const reason = step.unavailable?.();
  if (reason) {
    console.error(`\n=== ${step.name}: ${reason}`);
    return { name: step.name, ok: false, counted: null, ms: 0 };
  }
  if (live) console.log(header);
  let env;
  try {
    env = { ...(typeof step.env === 'function' ? await step.env() : (step.env ?? {})), ...step.report?.env?.(reportFile) };
  } catch (error) {
    console.error(`\n=== ${step.name}: could not start: ${error.message}`);
    return { name: step.name, ok: false, counted: null, ms: Date.now() - started };
  }
  const child = spawn(step.command, args, { env: { ...process.env, FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const out = live ? lineWriter(process.stdout) : null;
  const err = live ? lineWriter(process.stderr) : null;
  child.stdout.on('data', (chunk) => {
    output += chunk;
    out?.write(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
    err?.write(chunk);
  });
  const code = await new Promise((resolve) => {
    child.on('error', () => resolve(-1));
    child.on('close', resolve);
  });
  out?.flush();
  err?.flush();
  const ms = Date.now() - started;
  const ok = code === 0;
  if (!live) process.stdout.write(`${header}\n${output}${output.endsWith('\n') || !output ? '' : '\n'}`);
  console.log(`=== ${step.name}: ${ok ? 'ok' : `FAILED (exit ${code})`} in ${seconds(ms)}`);
  const counted = summaryOf(step, reportFile);
  return { name: step.name, ok, counted, failures: ok ? [] : (counted?.failures ?? []), ms };
}

const results = [];
for (const stage of stages) {
  results.push(...(await Promise.all(stage.map((step, index) => runStep(step, { live: index === 0 })))));
}
if (postgres) await (await postgres.catch(() => null))?.stop();
rmSync(reportDir, { recursive: true, force: true });

let passed = 0;
let failed = 0;
let failedSteps = 0;
console.log('\n=== summary');
for (const r of results) {
  const figures = r.counted ? ` (${r.counted.passed} passed, ${r.counted.failed} failed)` : '';
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${figures} ${seconds(r.ms)}`);
  for (const failure of r.failures ?? []) console.log(`     ${failure}`);
  if (r.counted) {
    passed += r.counted.passed;
    failed += r.counted.failed;
  }
  if (!r.ok) failedSteps++;
  if (!r.ok && (!r.counted || r.counted.failed === 0)) failed++;
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
console.log(`total: ${seconds(Date.now() - startedAt)}`);
process.exit(failedSteps === 0 && failed === 0 ? 0 : 1);
