import { describe, expect, it } from 'vitest';
import { insurancePayloadOf } from '../../../../src/features/profile/model/insurance-payload';
import type { InsuranceValues } from '../../../../src/domain/patient/profile-rules';

const values: InsuranceValues = {
  planType: ' PPO ',
  planName: ' Blue Plan ',
  memberId: ' M-1 ',
  personCode: ' ',
  bin: ' 610014 ',
  pcn: ' PCN ',
  group: ' G1 ',
};

describe('insurancePayloadOf (what an insurance save sends)', () => {
  it('trims the common fields and leaves out the variant-only ones for a standard company', () => {
    expect(insurancePayloadOf(values, { variant: 'standard' })).toEqual({ planName: 'Blue Plan', memberId: 'M-1', bin: '610014', pcn: 'PCN', group: 'G1' });
  });

  it('adds the plan type for care-program companies and the person code (empty: null) for home-only ones', () => {
    expect(insurancePayloadOf(values, { variant: 'care-program' }).planType).toBe('PPO');
    expect(insurancePayloadOf(values, { variant: 'care-program' })).not.toHaveProperty('personCode');
    expect(insurancePayloadOf(values, { variant: 'home-only' }).personCode).toBeNull();
    expect(insurancePayloadOf({ ...values, personCode: ' 01 ' }, { variant: 'home-only' }).personCode).toBe('01');
  });

  it('sends the primary flag when given (edit) and the activity it completes when there is one', () => {
    expect(insurancePayloadOf(values, { variant: 'standard', isPrimary: false })).toHaveProperty('isPrimary', false);
    expect(insurancePayloadOf(values, { variant: 'standard', activityId: 42 })).toHaveProperty('activityId', 42);
    expect(insurancePayloadOf(values, { variant: 'standard', activityId: null })).not.toHaveProperty('activityId');
  });
});
