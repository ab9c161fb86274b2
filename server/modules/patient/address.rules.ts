import type { Address } from '../../../src/domain/patient/address.schema';
import type { CompanyVariant } from '../../../src/domain/company/company-module.schema';
import { addressLockOf, addressRemovalRefusalOf, type AddressLock } from '../../../src/domain/patient/address-rules';

const REASONS: Record<AddressLock | 'primary', string> = {
  careProvider: 'This address belongs to your care provider and cannot be changed',
  inRefill: 'This address is used by a refill and cannot be changed',
  primary: 'The primary address cannot be removed',
};

/**
 * Why an address may not be edited or removed by the patient (spec 01 §5), or null: a clinic or
 * hospital address that belongs to a care provider, or an address a refill uses.
 */
export function addressLockReason(address: Pick<Address, 'addressType' | 'cpId' | 'inRefill'>): string | null {
  const lock = addressLockOf(address);
  return lock ? REASONS[lock] : null;
}

/** Why an address may not be removed, or null (the primary one, except in the home-only variant). */
export function addressRemovalRefusal(address: Address, variant: CompanyVariant): string | null {
  const refusal = addressRemovalRefusalOf(address, variant);
  return refusal ? REASONS[refusal] : null;
}
