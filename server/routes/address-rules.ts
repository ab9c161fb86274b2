import type { Address } from '../../src/domain/patient/address.schema';
import type { CompanyVariant } from '../../src/domain/company/company-module.schema';

/**
 * Why an address may not be edited or removed by the patient (spec 01 §5), or null: a clinic or
 * hospital address that belongs to a care provider, or an address a refill uses.
 */
export function addressLockReason(address: Pick<Address, 'addressType' | 'cpId' | 'inRefill'>): string | null {
  if (address.cpId !== null && (address.addressType === 'Clinic' || address.addressType === 'Hospital')) {
    return 'This address belongs to your care provider and cannot be changed';
  }
  if (address.inRefill === 1) return 'This address is used by a refill and cannot be changed';
  return null;
}

/** Why an address may not be removed, or null (the primary one, except in the home-only variant). */
export function addressRemovalRefusal(address: Address, variant: CompanyVariant): string | null {
  if (address.primaryAddress === 1 && variant !== 'home-only') return 'The primary address cannot be removed';
  return addressLockReason(address);
}
