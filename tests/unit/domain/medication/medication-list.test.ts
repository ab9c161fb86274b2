import { describe, expect, it } from 'vitest';
import { abbreviation, groupMedications, initiallyExpanded, latestRequestIdOf, refillAlertOf, SEPARATE_GROUPS_COMPANY_ID } from '../../../../src/domain/medication/medication-list';
import type { PrescriptionClass } from '../../../../src/domain/medication/statuses';

const rx = (gId: number, displayName: string, displayTable: PrescriptionClass) => ({ gId, displayName, displayTable });

describe('abbreviation', () => {
  it('is the first three letters in capitals', () => {
    expect(abbreviation('Humira Pen 40 mg')).toBe('HUM');
    expect(abbreviation('  otezla')).toBe('OTE');
    expect(abbreviation('Ab')).toBe('AB');
  });
});

describe('groupMedications', () => {
  const list = [rx(1, 'Humira', 'active'), rx(2, 'Lisinopril', 'active'), rx(3, 'humira ', 'active'), rx(4, 'Otezla', 'pending'), rx(5, 'Humira', 'inactive')];

  it('splits by table and groups by display name, ignoring case and spaces', () => {
    const tables = groupMedications(list, 1);
    expect(tables.active.map((group) => [group.displayName, group.prescriptions.map((p) => p.gId)])).toEqual([
      ['Humira', [1, 3]],
      ['Lisinopril', [2]],
    ]);
    expect(tables.pending.map((group) => group.prescriptions.map((p) => p.gId))).toEqual([[4]]);
    expect(tables.inactive.map((group) => group.prescriptions.map((p) => p.gId))).toEqual([[5]]);
  });

  it('makes each prescription its own group for the special company', () => {
    const tables = groupMedications(list, SEPARATE_GROUPS_COMPANY_ID);
    expect(tables.active.map((group) => group.prescriptions.map((p) => p.gId))).toEqual([[1], [2], [3]]);
  });

  it('opens active and pending tables that have rows, never the inactive one', () => {
    expect(initiallyExpanded(groupMedications(list, 1))).toEqual({ active: true, pending: true, inactive: false });
    expect(initiallyExpanded(groupMedications([rx(5, 'Humira', 'inactive')], 1))).toEqual({ active: false, pending: false, inactive: false });
  });
});

describe('refill alerts and the latest request', () => {
  it('warns at 1 refill left and at 0, for active prescriptions only', () => {
    expect(refillAlertOf({ displayTable: 'active', refillsLeft: 1 })).toBe('lowRefills');
    expect(refillAlertOf({ displayTable: 'active', refillsLeft: 0 })).toBe('noRefills');
    expect(refillAlertOf({ displayTable: 'active', refillsLeft: 2 })).toBeNull();
    expect(refillAlertOf({ displayTable: 'inactive', refillsLeft: 0 })).toBeNull();
  });

  it('takes the highest requestId', () => {
    expect(latestRequestIdOf([{ requestId: 4 }, { requestId: 11 }, { requestId: 7 }])).toBe(11);
    expect(latestRequestIdOf([])).toBeNull();
  });
});
