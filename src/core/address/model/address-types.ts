import { ADDRESS_TYPES } from '../../../domain/patient/address';
import type { AddressType } from '../../../domain/patient/address.schema';
import type { CompanyVariant } from '../../../domain/company/company-module.schema';

/** The address types of spec 01 §3, in the order they are offered. */
export const ADDRESS_TYPE_OPTIONS: readonly AddressType[] = ADDRESS_TYPES;

/** Message key of each type under `types` in the `address` namespace. */
export const ADDRESS_TYPE_KEYS: Readonly<Record<AddressType, string>> = {
  Home: 'home',
  'Home 2': 'home2',
  Office: 'office',
  Apartment: 'apartment',
  School: 'school',
  Clinic: 'clinic',
  Hospital: 'hospital',
  'Nursing/LTC Facility': 'nursingFacility',
  Vacation: 'vacation',
  Emergency: 'emergency',
  Other: 'other',
  Secondary: 'secondary',
};

export const isAddressType = (value: unknown): value is AddressType => ADDRESS_TYPE_OPTIONS.includes(value as AddressType);

/** The types a patient may choose: Home only in the home-only variant (spec 01 §5). */
export function addressTypeChoices(variant: CompanyVariant): readonly AddressType[] {
  return variant === 'home-only' ? ['Home'] : ADDRESS_TYPE_OPTIONS;
}

/** The type a new address starts with. */
export const DEFAULT_ADDRESS_TYPE: AddressType = 'Home';
