import type { CompanyVariant } from '../company/company-module.schema';
import type { Address } from './address.schema';

/** Why the patient may not edit or remove an address (spec 01 §5), or null. */
export type AddressLock = 'careProvider' | 'inRefill';

/** A clinic or hospital address that belongs to a care provider, or an address a refill uses, is locked. */
export function addressLockOf(address: Pick<Address, 'addressType' | 'cpId' | 'inRefill'>): AddressLock | null {
  if (address.cpId !== null && (address.addressType === 'Clinic' || address.addressType === 'Hospital')) return 'careProvider';
  if (address.inRefill === 1) return 'inRefill';
  return null;
}

/** Why an address may not be removed: the primary one (except in the home-only variant), or a locked one. */
export function addressRemovalRefusalOf(
  address: Pick<Address, 'addressType' | 'cpId' | 'inRefill' | 'primaryAddress'>,
  variant: CompanyVariant,
): AddressLock | 'primary' | null {
  if (address.primaryAddress === 1 && variant !== 'home-only') return 'primary';
  return addressLockOf(address);
}
