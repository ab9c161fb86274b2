import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playwrightSummary, vitestSummary, wtrSummary } from '../../../scripts/lib/test-report.mjs';

/**
 * The closing summary of `npm test` (scripts/test-all.mjs) reads the runners' JSON reports. The
 * samples are real reports of a run with one passing, one failing and one skipped test (vitest's
 * and web-test-runner's also with a file that fails to load), trimmed; `<root>` stands for the project folder.
 */
const sample = (name: string): unknown => JSON.parse(readFileSync(new URL(`samples/${name}`, import.meta.url), 'utf8').replaceAll('<root>', process.cwd()));

describe('vitestSummary', () => {
  it('counts passed and failed tests, a file that failed to load as one failure, and names them', () => {
    expect(vitestSummary(sample('vitest-report.json'))).toEqual({
      passed: 1,
      failed: 2,
      failures: [
        'FAIL tests/unit/tmp-broken.test.ts\n        broken at import',
        'FAIL tests/unit/tmp-sample.test.ts > sample fails\n        AssertionError: expected 1 to be 2 // Object.is equality',
      ],
    });
  });
});

describe('playwrightSummary', () => {
  it('counts expected and unexpected tests and names the failed spec with its error', () => {
    expect(playwrightSummary(sample('playwright-report.json'))).toEqual({
      passed: 1,
      failed: 1,
      failures: ['✘ sample.spec.ts:3 › fails\n        Error: expect(received).toBe(expected) // Object.is equality'],
    });
  });

  it('counts a flaky test as failed, and names errors outside any test (a web server that did not start)', () => {
    const report = sample('playwright-report.json') as { stats: { flaky: number }; errors: { message: string }[] };
    report.stats.flaky = 2;
    report.errors = [{ message: 'Error: Timed out waiting 120000ms from config.webServer.' }];
    const summary = playwrightSummary(report);
    expect(summary.failed).toBe(3);
    expect(summary.failures[0]).toBe('ERROR\n        Error: Timed out waiting 120000ms from config.webServer.');
  });
});

describe('wtrSummary (the project JSON reporter of web-test-runner)', () => {
  it('counts passed and failed tests, skips none, a file that failed to load as one failure, and names them', () => {
    expect(wtrSummary(sample('wtr-report.json'))).toEqual({
      passed: 1,
      failed: 2,
      failures: [
        '❌ tests/browser/zz-sample/broken.test.ts\n        Could not import your test module. Check the browser logs or open the browser in debug mode for more information.',
        '❌ tests/browser/zz-sample/sample.test.ts > sample > fails\n        expected 1 to equal 2',
      ],
    });
  });
});
