import { describe, expect, it } from 'vitest';
import { isPortalRefillable, type PortalRefillCandidate } from '../../../../src/domain/medication/refill-eligibility';
import { OrderStatus, PrescriptionStatus, VectorStatus } from '../../../../src/domain/medication/statuses';

const refillable: PortalRefillCandidate = {
  isActivePrescription: true,
  displayStatus: PrescriptionStatus.OPEN,
  orderStatus: null,
  allowPortalRefill: true,
  refillsLeft: 3,
};

describe('portal-refill eligibility (one rule for the wizard and the server)', () => {
  it('allows an active prescription with refills left that the pharmacy lets patients refill online', () => {
    expect(isPortalRefillable(refillable)).toBe(true);
    expect(isPortalRefillable({ ...refillable, refillsLeft: 1 })).toBe(true);
  });

  it('refuses when the pharmacy must be called, portal refills are off, or no refill is left', () => {
    expect(isPortalRefillable({ ...refillable, displayStatus: PrescriptionStatus.OPEN_CALL_REQUIRED })).toBe(false);
    expect(isPortalRefillable({ ...refillable, allowPortalRefill: false })).toBe(false);
    expect(isPortalRefillable({ ...refillable, refillsLeft: 0 })).toBe(false);
  });

  it('refuses prescriptions that are not in the active table', () => {
    expect(isPortalRefillable({ ...refillable, isActivePrescription: false })).toBe(false);
    expect(isPortalRefillable({ ...refillable, displayStatus: VectorStatus.REVIEW })).toBe(false);
    expect(isPortalRefillable({ ...refillable, displayStatus: PrescriptionStatus.CANCELLED })).toBe(false);
    expect(isPortalRefillable({ ...refillable, orderStatus: OrderStatus.DISCONTINUED })).toBe(false);
  });
});
