import type { CompanyVariant } from '../company/company-module.schema';

/** Spec 01 §5 / §9: self-reported medication and allergy fields at most 50 characters, notes 200. */
export const SELF_REPORTED_LIMITS = { field: 50, notes: 200 } as const;

export interface SelfReportedValues {
  medicationName: string;
  dosage: string;
  description: string;
  notes: string;
}

export type SelfReportedField = keyof SelfReportedValues;
export type SelfReportedProblem = 'required' | 'tooLong';

/** Name, dosage/severity and description/reaction required, at most 50 characters; notes optional, at most 200. */
export function selfReportedProblems(values: SelfReportedValues): Partial<Record<SelfReportedField, SelfReportedProblem>> {
  const problems: Partial<Record<SelfReportedField, SelfReportedProblem>> = {};
  for (const field of ['medicationName', 'dosage', 'description'] as const) {
    const value = values[field].trim();
    if (!value) problems[field] = 'required';
    else if (value.length > SELF_REPORTED_LIMITS.field) problems[field] = 'tooLong';
  }
  if (values.notes.trim().length > SELF_REPORTED_LIMITS.notes) problems.notes = 'tooLong';
  return problems;
}

export interface InsuranceValues {
  planType: string;
  planName: string;
  memberId: string;
  personCode: string;
  bin: string;
  pcn: string;
  group: string;
}

export type InsuranceField = keyof InsuranceValues;

/** The insurance fields a variant shows, in order: plan type for the care-program variant, person code for home-only. */
export function insuranceFieldsOf(variant: CompanyVariant): InsuranceField[] {
  const fields: InsuranceField[] = ['planName', 'memberId', 'bin', 'pcn', 'group'];
  if (variant === 'care-program') fields.unshift('planType');
  if (variant === 'home-only') fields.splice(2, 0, 'personCode');
  return fields;
}

/** Spec 01 §5: planName, memberId, bin, pcn, group required; planType only for the care-program variant; personCode optional. */
export function requiredInsuranceFields(variant: CompanyVariant): InsuranceField[] {
  return insuranceFieldsOf(variant).filter((field) => field !== 'personCode');
}

/** The required fields left empty; any of them blocks the submission. */
export function missingInsuranceFields(values: InsuranceValues, variant: CompanyVariant): InsuranceField[] {
  return requiredInsuranceFields(variant).filter((field) => !values[field].trim());
}

/** Spec 01 §8: an insurance refused because it is on file already (the server's text contains 'already exists'). */
export const isDuplicateInsuranceMessage = (message: string | null | undefined): boolean => /already exists/i.test(message ?? '');
