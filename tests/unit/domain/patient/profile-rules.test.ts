import { describe, expect, it } from 'vitest';
import { addressLockOf, addressRemovalRefusalOf } from '../../../../src/domain/patient/address-rules';
import {
  insuranceFieldsOf,
  isDuplicateInsuranceMessage,
  missingInsuranceFields,
  requiredInsuranceFields,
  selfReportedProblems,
  SELF_REPORTED_LIMITS,
  type InsuranceValues,
} from '../../../../src/domain/patient/profile-rules';

const insurance: InsuranceValues = { planType: '', planName: 'Plan', memberId: 'M1', personCode: '', bin: '610014', pcn: 'P', group: 'G' };

describe('insurance fields by variant (spec 01 §5)', () => {
  it('requires plan name, member id, BIN, PCN and group everywhere, plan type only for the care-program variant', () => {
    expect(requiredInsuranceFields('standard')).toEqual(['planName', 'memberId', 'bin', 'pcn', 'group']);
    expect(requiredInsuranceFields('care-program')).toEqual(['planType', 'planName', 'memberId', 'bin', 'pcn', 'group']);
    expect(requiredInsuranceFields('home-only')).toEqual(['planName', 'memberId', 'bin', 'pcn', 'group']);
  });

  it('shows the person code only in the home-only variant, where it is optional', () => {
    expect(insuranceFieldsOf('home-only')).toContain('personCode');
    expect(insuranceFieldsOf('standard')).not.toContain('personCode');
    expect(insuranceFieldsOf('care-program')).not.toContain('personCode');
    expect(missingInsuranceFields(insurance, 'home-only')).toEqual([]);
  });

  it('flags each empty required field (blank text counts as empty)', () => {
    expect(missingInsuranceFields(insurance, 'standard')).toEqual([]);
    expect(missingInsuranceFields(insurance, 'care-program')).toEqual(['planType']);
    expect(missingInsuranceFields({ ...insurance, memberId: '  ', group: '' }, 'standard')).toEqual(['memberId', 'group']);
  });

  it("recognises the server's duplicate refusal by 'already exists'", () => {
    expect(isDuplicateInsuranceMessage('This insurance already exists on your profile')).toBe(true);
    expect(isDuplicateInsuranceMessage('body/planType: required for this pharmacy')).toBe(false);
    expect(isDuplicateInsuranceMessage(null)).toBe(false);
  });
});

describe('self-reported medications and allergies (spec 01 §5)', () => {
  const valid = { medicationName: 'Ibuprofen', dosage: '200 mg', description: 'Twice a day', notes: '' };

  it('requires name, dosage and description; notes are optional', () => {
    expect(selfReportedProblems(valid)).toEqual({});
    expect(selfReportedProblems({ ...valid, medicationName: ' ', dosage: '', description: '' })).toEqual({
      medicationName: 'required',
      dosage: 'required',
      description: 'required',
    });
  });

  it('allows 50 characters per field and 200 for notes, not one more', () => {
    expect(SELF_REPORTED_LIMITS).toEqual({ field: 50, notes: 200 });
    expect(selfReportedProblems({ ...valid, medicationName: 'x'.repeat(50), notes: 'n'.repeat(200) })).toEqual({});
    expect(selfReportedProblems({ ...valid, medicationName: 'x'.repeat(51), notes: 'n'.repeat(201) })).toEqual({ medicationName: 'tooLong', notes: 'tooLong' });
  });
});

describe('address locks (spec 01 §5)', () => {
  const base = { addressType: 'Home', cpId: null, inRefill: 0 as const, primaryAddress: 0 as const };

  it('locks a clinic or hospital of a care provider and an address used by a refill', () => {
    expect(addressLockOf(base)).toBeNull();
    expect(addressLockOf({ ...base, addressType: 'Clinic', cpId: 4 })).toBe('careProvider');
    expect(addressLockOf({ ...base, addressType: 'Hospital', cpId: 4 })).toBe('careProvider');
    expect(addressLockOf({ ...base, addressType: 'Clinic', cpId: null })).toBeNull();
    expect(addressLockOf({ ...base, addressType: 'Office', cpId: 4 })).toBeNull();
    expect(addressLockOf({ ...base, inRefill: 1 })).toBe('inRefill');
  });

  it('refuses removing the primary address, except in the home-only variant', () => {
    expect(addressRemovalRefusalOf({ ...base, primaryAddress: 1 }, 'standard')).toBe('primary');
    expect(addressRemovalRefusalOf({ ...base, primaryAddress: 1 }, 'care-program')).toBe('primary');
    expect(addressRemovalRefusalOf({ ...base, primaryAddress: 1 }, 'home-only')).toBeNull();
    expect(addressRemovalRefusalOf({ ...base, inRefill: 1 }, 'home-only')).toBe('inRefill');
  });
});
