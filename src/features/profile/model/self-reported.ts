import type { SelfReportedValues } from '../../../domain/patient/profile-rules';

const FIELDS: readonly (keyof SelfReportedValues)[] = ['medicationName', 'dosage', 'description', 'notes'];

/** Whether an edit of a medication or allergy changed anything (surrounding spaces ignored). */
export function selfReportedChanged(initial: SelfReportedValues, values: SelfReportedValues): boolean {
  return FIELDS.some((field) => initial[field].trim() !== values[field].trim());
}
