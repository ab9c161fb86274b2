export interface RunSummary {
  passed: number;
  failed: number;
  /** Failed tests, each with the first line of its error on the next line. */
  failures: string[];
}
export const MAX_FAILURES_LISTED: number;
export function vitestSummary(report: unknown): RunSummary;
export function playwrightSummary(report: unknown): RunSummary;
export function wtrSummary(report: unknown): RunSummary;
