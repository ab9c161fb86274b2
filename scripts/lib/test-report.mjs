/**
 * The summary of a test runner's run, read from its JSON report (test-all.mjs): how many tests
 * passed and failed, and the failed ones named with the first line of their error, so that the
 * summary at the end of a long log says what failed.
 * - Vitest: `--reporter=json --outputFile.json=<file>` (beside the default reporter).
 * - Playwright: `--reporter=list,json` with PLAYWRIGHT_JSON_OUTPUT_NAME=<file>.
 * - web-test-runner (0.20) has no JSON reporter (default, summary and dot only): its closing
 *   "N passed, N failed" line and ❌ lines are read from its output.
 */
import path from 'node:path';

export const MAX_FAILURES_LISTED = 12;

// Runners colour their output even when asked not to; compare plain text.
const ansiEscape = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');
const plain = (text) => text.replace(ansiEscape, '');

const firstLine = (text) => plain(String(text ?? '')).split('\n').find((line) => line.trim())?.trim().slice(0, 200) ?? '';
const named = (title, error) => (error ? `${title}\n        ${firstLine(error)}` : title);
const relative = (file) => (path.isAbsolute(file) ? path.relative(process.cwd(), file) : file);

/** Vitest's JSON report: a test file that failed to load counts as one failed test. */
export function vitestSummary(report) {
  const failures = [];
  let brokenFiles = 0;
  for (const file of report.testResults ?? []) {
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(named(`FAIL ${relative(file.name)} > ${test.fullName}`, test.failureMessages[0]));
    if (file.status === 'failed' && failedTests.length === 0) {
      brokenFiles += 1;
      failures.push(named(`FAIL ${relative(file.name)}`, file.message || 'the file failed'));
    }
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles, failures: failures.slice(0, MAX_FAILURES_LISTED) };
}

/** Playwright's JSON report: a flaky test (failed, then passed on retry) counts as failed. */
export function playwrightSummary(report) {
  const failures = (report.errors ?? []).map((error) => named('ERROR', error.message));
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok && spec.tests.every((test) => test.status !== 'flaky')) continue;
      const error = spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error?.message;
      failures.push(named(`✘ ${spec.file}:${spec.line} › ${spec.title}`, error));
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  return { passed: expected, failed: unexpected + flaky, failures: failures.slice(0, MAX_FAILURES_LISTED) };
}

/** web-test-runner's output (no JSON reporter): its last "N passed, N failed" line and ❌ lines. */
export function wtrSummary(output) {
  const lines = plain(output).split('\n');
  const counts = [...plain(output).matchAll(/(\d+) passed, (\d+) failed/g)].pop();
  const failures = new Set();
  lines.forEach((line, index) => {
    if (!/^\s*❌/.test(line)) return;
    failures.add(named(line.trim(), lines.slice(index + 1).find((next) => next.trim())));
  });
  return { passed: Number(counts?.[1] ?? 0), failed: Number(counts?.[2] ?? 0), failures: [...failures].slice(0, MAX_FAILURES_LISTED) };
}
