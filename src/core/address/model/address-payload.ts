import type { AddressCreatePayload, AddressField } from '../../../domain/patient/address.schema';
import type { CompanyVariant } from '../../../domain/company/company-module.schema';
import { collapseSpaces, normalizeZip, type AddressFormValues } from './address-form';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export interface AddressPayloadOptions {
  variant?: CompanyVariant;
  /** The activity this save completes (confirm-address flow). */
  activityId?: number | null;
}

/**
 * The body of POST /v2/user/address (spec 01 §3): flags as 0/1 and the address as name/value
 * pairs for street, street_2, city, state and zip. The home-only variant keeps one Home address,
 * which serves as primary, shipping and billing address.
 */
export function buildAddressPayload(uId: number, values: AddressFormValues, options: AddressPayloadOptions = {}): AddressCreatePayload {
  const homeOnly = options.variant === 'home-only';
  const address: AddressField[] = [
    { name: 'street', value: collapseSpaces(values.street) },
    { name: 'street_2', value: collapseSpaces(values.street2) },
    { name: 'city', value: collapseSpaces(values.city) },
    { name: 'state', value: values.state.trim().toUpperCase() },
    { name: 'zip', value: normalizeZip(values.zip) },
  ];
  const payload: AddressCreatePayload = {
    u_id: uId,
    isPrimary: homeOnly ? 1 : flag(values.isPrimary),
    isShipping: homeOnly ? 1 : flag(values.isShipping),
    isBilling: homeOnly ? 1 : flag(values.isBilling),
    addressType: homeOnly ? 'Home' : values.addressType,
    address,
  };
  if (options.activityId !== undefined && options.activityId !== null) payload.activityId = options.activityId;
  return payload;
}
