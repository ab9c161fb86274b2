/**
 * The summary of a test runner's run, read from its JSON report (test-all.mjs): how many tests
 * passed and failed, and the failed ones named with the first line of their error, so that the
 * summary at the end of a long log says what failed.
 * - Vitest: `--reporter=json --outputFile.json=<file>` (beside the default reporter).
 * - Playwright: `--reporter=list,json` with PLAYWRIGHT_JSON_OUTPUT_NAME=<file>.
 * - web-test-runner: WTR_JSON_REPORT=<file>, the project's reporter (wtr-json-reporter.mjs;
 *   web-test-runner ships none for machines).
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

/**
 * web-test-runner's JSON report (scripts/lib/wtr-json-reporter.mjs): a test file that failed to
 * load or run counts as one failed test.
 */
export function wtrSummary(report) {
  const failures = [];
  let passed = 0;
  let failed = 0;
  for (const file of report.files ?? []) {
    const ran = file.tests.filter((test) => !test.skipped);
    const failedTests = ran.filter((test) => !test.passed);
    passed += ran.length - failedTests.length;
    failed += failedTests.length;
    for (const test of failedTests) failures.push(named(`❌ ${relative(file.file)} > ${test.title}`, test.error));
    if (file.errors.length > 0 && failedTests.length === 0) {
      failed += 1;
      failures.push(named(`❌ ${relative(file.file)}`, file.errors[0]));
    }
  }
  return { passed, failed, failures: failures.slice(0, MAX_FAILURES_LISTED) };
}
