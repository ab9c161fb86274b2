import type { Address, AddressType } from '../../../domain/patient/address.schema';
import type { CompanyVariant } from '../../../domain/company/company-module.schema';
import { ADDRESS_MAX_LENGTH, ADDRESS_TYPES } from '../../../domain/patient/address';
import { DEFAULT_ADDRESS_TYPE, addressTypeChoices } from './address-types';
import { isUsStateCode } from './us-states';

/** What the patient types in the address form, exactly as typed. */
export interface AddressFormValues {
  street: string;
  street2: string;
  city: string;
  /** USPS code chosen from the state list ('' until chosen). */
  state: string;
  zip: string;
  addressType: AddressType;
  isPrimary: boolean;
  isShipping: boolean;
  isBilling: boolean;
}

export type AddressFormField = 'street' | 'street2' | 'city' | 'state' | 'zip' | 'addressType';

/** Fields in the order they appear, so the first invalid one can take focus. */
export const ADDRESS_FIELD_ORDER: readonly AddressFormField[] = ['street', 'street2', 'city', 'state', 'zip', 'addressType'];

/** Message keys under `errors` in the `address` namespace. */
export type AddressErrorKey =
  | 'streetRequired'
  | 'cityRequired'
  | 'stateRequired'
  | 'stateInvalid'
  | 'zipRequired'
  | 'zipInvalid'
  | 'typeInvalid'
  | 'tooLong';

export interface AddressFieldError {
  key: AddressErrorKey;
  /** The limit, for `tooLong`. */
  max?: number;
}

export type AddressFormErrors = Partial<Record<AddressFormField, AddressFieldError>>;

export function emptyAddressForm(variant: CompanyVariant = 'standard'): AddressFormValues {
  return {
    street: '',
    street2: '',
    city: '',
    state: '',
    zip: '',
    addressType: variant === 'home-only' ? 'Home' : DEFAULT_ADDRESS_TYPE,
    isPrimary: false,
    isShipping: false,
    isBilling: false,
  };
}

/** Trims and collapses inner runs of white space. */
export const collapseSpaces = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');

const ZIP_PATTERN = /^(\d{5})(?:[-\s]?(\d{4}))?$/;

/** True for five digits or ZIP+4 (12345-6789, 12345 6789 or 123456789). */
export function isValidZip(value: string): boolean {
  return ZIP_PATTERN.test(value.trim());
}

/** Five digits, or ZIP+4 joined with a dash (spec 01 §5); anything else is returned trimmed. */
export function normalizeZip(value: string): string {
  const match = ZIP_PATTERN.exec(value.trim());
  if (!match) return value.trim();
  return match[2] ? `${match[1]}-${match[2]}` : match[1]!;
}

/** The rules of spec 01 §5: street, city, state and ZIP required; state a US code; ZIP 5 or ZIP+4. */
export function validateAddressForm(values: AddressFormValues, variant: CompanyVariant = 'standard'): AddressFormErrors {
  const errors: AddressFormErrors = {};
  const street = collapseSpaces(values.street);
  const street2 = collapseSpaces(values.street2);
  const city = collapseSpaces(values.city);
  const state = values.state.trim();
  const zip = values.zip.trim();

  if (!street) errors.street = { key: 'streetRequired' };
  else if (street.length > ADDRESS_MAX_LENGTH.street) errors.street = { key: 'tooLong', max: ADDRESS_MAX_LENGTH.street };
  if (street2.length > ADDRESS_MAX_LENGTH.street2) errors.street2 = { key: 'tooLong', max: ADDRESS_MAX_LENGTH.street2 };
  if (!city) errors.city = { key: 'cityRequired' };
  else if (city.length > ADDRESS_MAX_LENGTH.city) errors.city = { key: 'tooLong', max: ADDRESS_MAX_LENGTH.city };
  if (!state) errors.state = { key: 'stateRequired' };
  else if (!isUsStateCode(state)) errors.state = { key: 'stateInvalid' };
  if (!zip) errors.zip = { key: 'zipRequired' };
  else if (!isValidZip(zip)) errors.zip = { key: 'zipInvalid' };
  if (!addressTypeChoices(variant).includes(values.addressType)) errors.addressType = { key: 'typeInvalid' };
  return errors;
}

export function firstInvalidField(errors: AddressFormErrors): AddressFormField | undefined {
  return ADDRESS_FIELD_ORDER.find((field) => errors[field]);
}

/** The home-only variant keeps a single address: no add once one exists (spec 01 §5). */
export function canAddAddress(variant: CompanyVariant, existingCount: number): boolean {
  return variant !== 'home-only' || existingCount === 0;
}

/** The form filled with a stored address (edit mode); an unknown stored type shows as Other. */
export function addressFormOf(address: Address, variant: CompanyVariant = 'standard'): AddressFormValues {
  const known = (ADDRESS_TYPES as readonly string[]).includes(address.addressType) ? (address.addressType as AddressType) : 'Other';
  return {
    street: address.street,
    street2: address.street2 ?? '',
    city: address.city,
    state: address.state,
    zip: address.zip,
    addressType: variant === 'home-only' ? 'Home' : known,
    isPrimary: address.primaryAddress === 1,
    isShipping: address.shippingAddress === 1,
    isBilling: address.billingAddress === 1,
  };
}

/** Whether an edit changed anything (spec 01 §5: in edit, save needs a change); spacing alone is no change. */
export function addressChanged(initial: AddressFormValues, values: AddressFormValues): boolean {
  const same = (a: string, b: string) => collapseSpaces(a).toUpperCase() === collapseSpaces(b).toUpperCase();
  return (
    !same(initial.street, values.street) ||
    !same(initial.street2, values.street2) ||
    !same(initial.city, values.city) ||
    !same(initial.state, values.state) ||
    normalizeZip(initial.zip) !== normalizeZip(values.zip) ||
    initial.addressType !== values.addressType ||
    initial.isPrimary !== values.isPrimary ||
    initial.isShipping !== values.isShipping ||
    initial.isBilling !== values.isBilling
  );
}

/**
 * Spec 01 §5: Save is enabled only when street, city, state and ZIP are all filled (white space
 * alone is empty) and, when editing (`initial` is the stored address), at least one field
 * differs. Formats (a short ZIP) are checked on submit, where the form says what to correct.
 */
export function canSaveAddress(values: AddressFormValues, initial: AddressFormValues | null): boolean {
  const filled = [values.street, values.city, values.state, values.zip].every((value) => collapseSpaces(value) !== '');
  return filled && (initial === null || addressChanged(initial, values));
}
