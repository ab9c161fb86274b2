/** Address types of spec 01 §3, in the order they are offered; an unknown stored type displays as Other. */
export const ADDRESS_TYPES = [
  'Home',
  'Home 2',
  'Office',
  'Apartment',
  'School',
  'Clinic',
  'Hospital',
  'Nursing/LTC Facility',
  'Vacation',
  'Emergency',
  'Other',
  'Secondary',
] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Spec 01 §3 "Address". Flags are 0/1. */
export interface Address {
  addrId: number;
  street: string;
  street2: string | null;
  city: string;
  state: string;
  /** Five digits, or zip plus 4 joined with a dash. */
  zip: string;
  country: string;
  addressType: string;
  primaryAddress: 0 | 1;
  shippingAddress: 0 | 1;
  billingAddress: 0 | 1;
  /** Name of a clinic, hospital or pickup location. */
  locationName: string | null;
  /** The care provider a clinic or hospital address belongs to; such an address is locked. */
  cpId: number | null;
  /** 1 = used by a refill; such an address is locked. */
  inRefill: 0 | 1;
  isPickup: 0 | 1;
}

/** Answer of GET /user/address. */
export interface AddressListResponse {
  addresses: Address[];
}

export type AddressFieldName = 'street' | 'street_2' | 'city' | 'state' | 'zip';

/** One field of the saved address (spec 01 §3: "an address list of name/value pairs"). */
export interface AddressField {
  name: AddressFieldName;
  value: string;
}

/** Body of POST /v2/user/address (and the care-program variant's legacy /user/address). */
export interface AddressCreatePayload {
  u_id: number;
  isPrimary: 0 | 1;
  isShipping: 0 | 1;
  isBilling: 0 | 1;
  addressType: AddressType;
  /** The activity this save completes (confirm-address flow), or null. */
  activityId?: number | null;
  address: AddressField[];
}

/** Body of PUT on the same paths: the create payload plus the address id. */
export interface AddressUpdatePayload extends AddressCreatePayload {
  addrId: number;
}

/** Answer of POST and PUT. */
export interface AddressSaveResponse {
  address: Address;
}

/** Query of DELETE on the address paths. */
export interface AddressDeleteQuery {
  u_id: number;
  addr_id: number;
}

/** Body of POST /address/verify: a US postal address to check against the ZIP code dataset. */
export interface AddressVerifyRequest {
  street: string;
  street2?: string | null;
  city: string;
  state: string;
  /** Five digits, optionally with plus 4 (12345-6789 or 123456789). */
  zip: string;
}

/** The verified address: city and state spelled as the dataset has them, zip plus 4 joined with a dash. */
export interface VerifiedAddress {
  street: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
}

/** Answer of POST /address/verify. valid=false carries the reason and no address. */
export interface AddressVerifyResponse {
  valid: boolean;
  address: VerifiedAddress | null;
  reason: string | null;
}
