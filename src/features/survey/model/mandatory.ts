import type { AssessmentSummary } from '../../../domain/survey/required-surveys.schema';

/** The mandatory surveys still to answer once these events are done, in the order given. */
export function remainingMandatory(mandatory: readonly AssessmentSummary[] | null | undefined, done: readonly number[]): AssessmentSummary[] {
  const seen = new Set<number>(done);
  const list: AssessmentSummary[] = [];
  for (const item of mandatory ?? []) {
    if (seen.has(item.surveyEventID)) continue;
    seen.add(item.surveyEventID);
    list.push(item);
  }
  return list;
}

const isSummary = (value: unknown): value is AssessmentSummary =>
  typeof value === 'object' && value !== null && typeof (value as AssessmentSummary).surveyEventID === 'number' && typeof (value as AssessmentSummary).surveyName === 'string';

/** The route state `mandatorySurveys` as a list (anything else is none). */
export const mandatoryFromState = (value: unknown): AssessmentSummary[] => (Array.isArray(value) ? value.filter(isSummary) : []);

/** A drug-directory strength ('40 mg/.8mL', '25 ug/1') as a dosage the answer rules accept, or ''. */
export function dosageFromStrength(strength: string): string {
  const match = /^(\d+(?:\.\d+)?)\s*(mg|mcg|ug|g)\b/i.exec(strength.trim());
  if (!match || Number(match[1]) < 1) return '';
  const unit = match[2]!.toLowerCase() === 'ug' ? 'mcg' : match[2]!.toLowerCase();
  return `${match[1]} ${unit}`;
}
