import type { SelfReportedValues } from '../../../domain/patient/profile-rules';

/** Whether an edit of a medication or allergy changed anything (surrounding spaces ignored). */
export function selfReportedChanged(initial: SelfReportedValues, values: SelfReportedValues): boolean {
  return (Object.keys(initial) as (keyof SelfReportedValues)[]).some((field) => initial[field].trim() !== values[field].trim());
}
