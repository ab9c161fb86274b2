/**
 * The whole test suite, as README gives it and CI runs it: installs what a fresh machine lacks
 * (npm packages, Debian's chromium and postgresql), then typecheck, lint, build, unit and server
 * tests on PGlite, the server tests again on a real PostgreSQL, element tests in Chromium, and
 * end-to-end journeys against the reference server. Prints one closing "N passed, N failed" line.
 */
import { spawn } from 'node:child_process';
import { ensureChromium, ensureNodeModules, postgresBinDir } from './lib/ensure.mjs';
import { startTempPostgres } from './lib/temp-postgres.mjs';

const results = [];
let failedSteps = 0;

function runStep(name, command, args, { env = {}, count } = {}) {
  return new Promise((resolve) => {
    console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const forward = (stream, target) =>
      stream.on('data', (chunk) => {
        output += chunk;
        target.write(chunk);
      });
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('close', (code) => {
      const counted = count ? count(output) : null;
      if (code !== 0) failedSteps++;
      results.push({ name, ok: code === 0, counted });
      resolve(code === 0);
    });
  });
}

// Runners colour their summaries even when asked not to; compare plain text.
const ansiEscape = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');
const plain = (text) => text.replace(ansiEscape, '');
const lastMatch = (text, re) => [...plain(text).matchAll(re)].pop();
const vitestCount = (out) => {
  const line = lastMatch(out, /Tests\s+([^\n]*)\(\d+\)/g)?.[1] ?? '';
  return { passed: Number(line.match(/(\d+) passed/)?.[1] ?? 0), failed: Number(line.match(/(\d+) failed/)?.[1] ?? 0) };
};
const wtrCount = (out) => {
  const m = lastMatch(out, /(\d+) passed, (\d+) failed/g);
  return m ? { passed: Number(m[1]), failed: Number(m[2]) } : { passed: 0, failed: 0 };
};
const playwrightCount = (out) => ({
  passed: Number(lastMatch(out, /^\s*(\d+) passed/gm)?.[1] ?? 0),
  failed: Number(lastMatch(out, /^\s*(\d+) failed/gm)?.[1] ?? 0) + Number(lastMatch(out, /^\s*(\d+) flaky/gm)?.[1] ?? 0),
});

ensureNodeModules();
ensureChromium();
const pgBin = postgresBinDir();

const bin = (name) => `node_modules/.bin/${name}`;
await runStep('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
await runStep('lint', bin('eslint'), ['.', '--max-warnings=0']);
await runStep('build', 'npm', ['run', 'build', '--silent']);
await runStep('unit + server (PGlite)', bin('vitest'), ['run'], { count: vitestCount });

if (pgBin) {
  const pg = await startTempPostgres(pgBin);
  await runStep('server (PostgreSQL)', bin('vitest'), ['run', 'tests/server'], { env: { DATABASE_URL: pg.url }, count: vitestCount });
  await pg.stop();
} else {
  failedSteps++;
  results.push({ name: 'server (PostgreSQL)', ok: false, counted: null });
  console.error('PostgreSQL is not available: the server suite did not run on it.');
}

await runStep('topology (PostgreSQL, nginx, two server processes)', 'node', ['scripts/topology-test.mjs'], { count: vitestCount });
await runStep('browser (web-test-runner, Chromium)', bin('wtr'), [], { count: wtrCount });
await runStep('end-to-end (Playwright, Chromium)', bin('playwright'), ['test'], { count: playwrightCount });

let passed = 0;
let failed = 0;
console.log('\n=== summary');
for (const r of results) {
  const figures = r.counted ? ` (${r.counted.passed} passed, ${r.counted.failed} failed)` : '';
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${figures}`);
  if (r.counted) {
    passed += r.counted.passed;
    failed += r.counted.failed;
  }
  if (!r.ok && (!r.counted || r.counted.failed === 0)) failed++;
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps === 0 && failed === 0 ? 0 : 1);
