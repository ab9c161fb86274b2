/** Module names of spec 01 §3 and spec 02 §1. */
export type ModuleName =
  | 'Assessments'
  | 'Document'
  | 'Refill'
  | 'CompanyInfo'
  | 'Messaging'
  | 'Medication'
  | 'OrderHistory'
  | 'WEB_Counseling'
  | 'MFA'
  | 'DiscountCard'
  | 'WEB_Insurance'
  | 'WEB_AdditionalContacts'
  | 'WEB_AdditionalMeds'
  | 'WEB_MedicationTracker';

export interface CompanyModule {
  modId: number;
  name: ModuleName | string;
  description?: string;
  basicAuthAllowed?: boolean;
}

/** Company variants of spec 01 §1. */
export type CompanyVariant = 'standard' | 'care-program' | 'home-only';

/** Used when the module list cannot be loaded (spec 01 §3: a module named Assessments). */
export const defaultModules: CompanyModule[] = [{ modId: 0, name: 'Assessments' }];

export function hasModule(modules: readonly CompanyModule[] | null | undefined, name: ModuleName): boolean {
  return (modules ?? defaultModules).some((module) => module.name === name);
}
