import type { CompanyModule, ModuleName } from '../../../core/brand/modules';

/**
 * The profile entries of spec 01 §2: 0 the list, 1 account, 2 insurance, 2.1 insurance capture
 * (missing insurance), 3 addresses, 3.1 address confirmation, 4 contacts, 6 meds and allergies.
 */
export type ProfileOption = 0 | 1 | 2 | 2.1 | 3 | 3.1 | 4 | 6;

const OPTIONS: readonly ProfileOption[] = [0, 1, 2, 2.1, 3, 3.1, 4, 6];

/** An entry from an attribute ("3.1") or route state (3.1); anything else opens the list. */
export function parseProfileOption(value: unknown): ProfileOption {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof number === 'number' && (OPTIONS as readonly number[]).includes(number) ? (number as ProfileOption) : 0;
}

export interface ProfileMenuEntry {
  option: Exclude<ProfileOption, 0 | 2.1 | 3.1>;
  /** Message key under `menu`. */
  key: 'account' | 'insurance' | 'addresses' | 'contacts' | 'medsAllergies';
  module?: ModuleName;
}

const ENTRIES: readonly ProfileMenuEntry[] = [
  { option: 1, key: 'account' },
  { option: 2, key: 'insurance', module: 'WEB_Insurance' },
  { option: 3, key: 'addresses' },
  { option: 4, key: 'contacts', module: 'WEB_AdditionalContacts' },
  { option: 6, key: 'medsAllergies', module: 'WEB_AdditionalMeds' },
];

/** The list entries the company's modules allow (Account and Addresses always). */
export function profileMenu(modules: readonly CompanyModule[]): ProfileMenuEntry[] {
  const names = new Set(modules.map((module) => module.name));
  return ENTRIES.filter((entry) => !entry.module || names.has(entry.module));
}

/** Whether an entry opened by number is allowed; a gated one falls back to the list. */
export function isOptionAllowed(option: ProfileOption, modules: readonly CompanyModule[]): boolean {
  if (option === 0 || option === 1 || option === 3 || option === 3.1) return true;
  const module: ModuleName = option === 2 || option === 2.1 ? 'WEB_Insurance' : option === 4 ? 'WEB_AdditionalContacts' : 'WEB_AdditionalMeds';
  return modules.some((entry) => entry.name === module);
}

/** Spec 01 §2: back from the list, 2.1 or 3.1 goes home; from any other entry to the list. */
export const backTarget = (option: ProfileOption): 'home' | 'list' => (option === 0 || option === 2.1 || option === 3.1 ? 'home' : 'list');
