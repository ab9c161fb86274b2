import type { CompanyVariant } from '../../../domain/company/company-module.schema';
import type { InsuranceValues } from '../../../domain/patient/profile-rules';

export interface InsurancePayloadOptions {
  variant: CompanyVariant;
  /** Editing: the primary flag is sent; adding leaves it to the server. */
  isPrimary?: boolean;
  /** Adding with a missing-insurance activity completes it (spec 01 §4). */
  activityId?: number | null;
}

/**
 * The fields an insurance save sends: values trimmed, the plan type only for care-program
 * companies, the person code (or null) only for home-only ones.
 */
export function insurancePayloadOf(values: InsuranceValues, { variant, isPrimary, activityId }: InsurancePayloadOptions): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    planName: values.planName.trim(),
    memberId: values.memberId.trim(),
    bin: values.bin.trim(),
    pcn: values.pcn.trim(),
    group: values.group.trim(),
  };
  if (variant === 'care-program') fields.planType = values.planType.trim();
  if (variant === 'home-only') fields.personCode = values.personCode.trim() || null;
  if (isPrimary !== undefined) fields.isPrimary = isPrimary;
  if (activityId !== undefined && activityId !== null) fields.activityId = activityId;
  return fields;
}
