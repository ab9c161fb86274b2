import type { ConformanceReport, Outcome } from './run-conformance';

const LABEL: Record<Outcome, string> = { pass: 'PASS', fail: 'FAIL', missing: 'MISSING', skipped: 'SKIP', 'not-exercised': 'NOT RUN' };

/** The report a partner reads: per element, each endpoint with its outcome and, when it fails, the field and the shape expected. */
export function formatReport(report: ConformanceReport): string {
  const lines = [`Conformance of ${report.apiBase} with the API the rx-widgets elements call (${report.writes ? 'reads and writes' : 'reads only; --writes adds the writes'})`, ''];
  for (const element of report.elements) {
    const broken = element.results.filter((result) => result.outcome === 'fail' || result.outcome === 'missing').length;
    lines.push(`${element.tag} (${element.featureFolder}): ${element.results.length === 0 ? 'calls no API' : broken === 0 ? 'ok' : `${broken} endpoint(s) broken`}`);
    for (const result of element.results) {
      lines.push(`  ${LABEL[result.outcome].padEnd(7)} ${result.call}${result.note && result.outcome !== 'pass' ? `  - ${result.note}` : ''}`);
      for (const problem of result.problems) lines.push(`          ${problem}`);
    }
  }
  const count = (outcome: Outcome) => report.endpoints.filter((result) => result.outcome === outcome).length;
  lines.push(
    '',
    `endpoints: ${count('pass')} pass, ${count('fail')} fail, ${count('missing')} missing, ${count('skipped')} skipped, ${count('not-exercised')} not run (of ${report.endpoints.length})`,
    report.passed ? 'RESULT: conforms' : 'RESULT: does not conform',
  );
  return lines.join('\n');
}
