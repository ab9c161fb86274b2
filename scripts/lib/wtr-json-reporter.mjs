import { writeFileSync } from 'node:fs';

/**
 * A web-test-runner reporter that writes the run's results as JSON to `file` when the run ends
 * (web-test-runner 1 has default, summary and dot reporters, none for machines): per test file,
 * the tests with their suite path, whether each passed or was skipped, and the first line of its
 * error; the file's own errors (it failed to load). test-all.mjs reads it (scripts/lib/test-report.mjs).
 */
export function jsonReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const files = sessions.map((session) => {
        const tests = [];
        const visit = (suite, path) => {
          for (const test of suite.tests ?? []) {
            tests.push({ title: [...path, test.name].join(' > '), passed: test.passed, skipped: test.skipped, error: test.error?.message });
          }
          for (const child of suite.suites ?? []) visit(child, [...path, child.name]);
        };
        if (session.testResults) visit(session.testResults, []);
        return { file: session.testFile, passed: session.passed, errors: (session.errors ?? []).map((error) => error.message), tests };
      });
      writeFileSync(file, JSON.stringify({ files }));
    },
  };
}
