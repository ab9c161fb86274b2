import { LOW_REFILLS, NO_REFILLS } from './refill-eligibility';
import { PRESCRIPTION_CLASSES, type PrescriptionClass } from './statuses';

/** Spec 02 §1: a prescription is shown by the first three letters of its display name, in capitals. */
export function abbreviation(displayName: string): string {
  return displayName.trim().slice(0, 3).toUpperCase();
}

/**
 * The one company whose prescriptions are each their own group (spec 02 §4 "Medication
 * grouping"; the company is not named there). Chosen here: company 2, the care-program company of
 * the reference data, where two prescriptions of one drug may belong to different programs.
 */
export const SEPARATE_GROUPS_COMPANY_ID = 2;

export interface GroupablePrescription {
  gId: number;
  displayName: string;
  displayTable: PrescriptionClass;
}

export interface MedicationGroup<P extends GroupablePrescription> {
  key: string;
  displayName: string;
  prescriptions: P[];
}

export type MedicationTables<P extends GroupablePrescription> = Record<PrescriptionClass, MedicationGroup<P>[]>;

/**
 * Splits prescriptions into the three tables (by their classification) and groups each table
 * by display name, in first-seen order; for the special company each prescription is its own group.
 */
export function groupMedications<P extends GroupablePrescription>(prescriptions: readonly P[], companyId: number): MedicationTables<P> {
  const tables = Object.fromEntries(PRESCRIPTION_CLASSES.map((name) => [name, [] as MedicationGroup<P>[]])) as MedicationTables<P>;
  const byKey = new Map<string, MedicationGroup<P>>();
  for (const prescription of prescriptions) {
    const table = prescription.displayTable;
    const key = companyId === SEPARATE_GROUPS_COMPANY_ID ? `${table}:rx:${prescription.gId}` : `${table}:name:${prescription.displayName.trim().toLowerCase()}`;
    let group = byKey.get(key);
    if (!group) {
      group = { key, displayName: prescription.displayName, prescriptions: [] };
      byKey.set(key, group);
      tables[table].push(group);
    }
    group.prescriptions.push(prescription);
  }
  return tables;
}

/** Spec 02 §4: the active and pending tables start expanded when they have rows; inactive starts closed. */
export function initiallyExpanded(tables: MedicationTables<GroupablePrescription>): Record<PrescriptionClass, boolean> {
  return { active: tables.active.length > 0, pending: tables.pending.length > 0, inactive: false };
}

export type RefillAlert = 'lowRefills' | 'noRefills' | null;

/** Spec 02 §4/§9: an active prescription with 1 refill left gets the low alert, with 0 the out alert. */
export function refillAlertOf(prescription: { displayTable: PrescriptionClass; refillsLeft: number }): RefillAlert {
  if (prescription.displayTable !== 'active') return null;
  if (prescription.refillsLeft === NO_REFILLS) return 'noRefills';
  if (prescription.refillsLeft === LOW_REFILLS) return 'lowRefills';
  return null;
}

/** The latest request of a prescription: the highest requestId among its refills (spec 02 §2 edit request). */
export function latestRequestIdOf(refills: readonly { requestId: number }[]): number | null {
  return refills.reduce<number | null>((max, refill) => (max === null || refill.requestId > max ? refill.requestId : max), null);
}
