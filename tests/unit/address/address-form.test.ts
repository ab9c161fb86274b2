import { describe, expect, it } from 'vitest';
import {
  addressChanged,
  addressFormOf,
  canAddAddress,
  canSaveAddress,
  emptyAddressForm,
  firstInvalidField,
  isValidZip,
  normalizeZip,
  validateAddressForm,
  type AddressFormValues,
} from '../../../src/core/address/model/address-form';
import { ADDRESS_MAX_LENGTH } from '../../../src/domain/patient/address';

const valid: AddressFormValues = {
  ...emptyAddressForm(),
  street: '1520 Spruce Street',
  street2: 'Apt 4B',
  city: 'Philadelphia',
  state: 'PA',
  zip: '19102',
};

describe('address form validation', () => {
  it('accepts a complete US address', () => {
    expect(validateAddressForm(valid)).toEqual({});
    expect(firstInvalidField(validateAddressForm(valid))).toBeUndefined();
  });

  it('requires street, city, state and ZIP (white space alone is empty); the second line is optional', () => {
    const errors = validateAddressForm({ ...valid, street: '   ', street2: '', city: '', state: '', zip: ' ' });
    expect(errors).toEqual({
      street: { key: 'streetRequired' },
      city: { key: 'cityRequired' },
      state: { key: 'stateRequired' },
      zip: { key: 'zipRequired' },
    });
    expect(firstInvalidField(errors)).toBe('street');
  });

  it('reports the first invalid field in form order', () => {
    expect(firstInvalidField(validateAddressForm({ ...valid, zip: '1234' }))).toBe('zip');
    expect(firstInvalidField(validateAddressForm({ ...valid, zip: '1234', state: '' }))).toBe('state');
  });

  it.each(['PA', 'pa', ' DC ', 'PR', 'GU', 'VI', 'AS', 'MP'])('accepts the state or territory code %j', (state) => {
    expect(validateAddressForm({ ...valid, state }).state).toBeUndefined();
  });

  it.each(['Pennsylvania', 'XX', 'ON', 'P', 'PAA'])('refuses %j as a state code', (state) => {
    expect(validateAddressForm({ ...valid, state }).state).toEqual({ key: 'stateInvalid' });
  });

  it.each(['19102', '19102-1234', '19102 1234', '191021234', ' 19102 '])('accepts the ZIP %j', (zip) => {
    expect(isValidZip(zip)).toBe(true);
    expect(validateAddressForm({ ...valid, zip }).zip).toBeUndefined();
  });

  it.each(['1910', '191023', '19102-123', '19102-12345', 'ABCDE', '19102--1234', '1910 21234'])('refuses the ZIP %j', (zip) => {
    expect(isValidZip(zip)).toBe(false);
    expect(validateAddressForm({ ...valid, zip }).zip).toEqual({ key: 'zipInvalid' });
  });

  it('joins ZIP+4 with a dash', () => {
    expect(normalizeZip('191021234')).toBe('19102-1234');
    expect(normalizeZip(' 19102 1234 ')).toBe('19102-1234');
    expect(normalizeZip('19102-1234')).toBe('19102-1234');
    expect(normalizeZip('19102')).toBe('19102');
    expect(normalizeZip(' abc ')).toBe('abc');
  });

  it('limits the lengths to what the API accepts', () => {
    const errors = validateAddressForm({
      ...valid,
      street: 'x'.repeat(ADDRESS_MAX_LENGTH.street + 1),
      street2: 'y'.repeat(ADDRESS_MAX_LENGTH.street2 + 1),
      city: 'z'.repeat(ADDRESS_MAX_LENGTH.city + 1),
    });
    expect(errors.street).toEqual({ key: 'tooLong', max: 100 });
    expect(errors.street2).toEqual({ key: 'tooLong', max: 100 });
    expect(errors.city).toEqual({ key: 'tooLong', max: 60 });
    expect(validateAddressForm({ ...valid, city: `  ${'z'.repeat(60)}  ` }).city).toBeUndefined();
  });

  it('keeps the home-only variant to a Home address', () => {
    expect(emptyAddressForm('home-only').addressType).toBe('Home');
    expect(validateAddressForm({ ...valid, addressType: 'Office' }, 'home-only').addressType).toEqual({ key: 'typeInvalid' });
    expect(validateAddressForm({ ...valid, addressType: 'Office' }, 'standard').addressType).toBeUndefined();
  });

  it('allows no second address in the home-only variant', () => {
    expect(canAddAddress('home-only', 0)).toBe(true);
    expect(canAddAddress('home-only', 1)).toBe(false);
    expect(canAddAddress('standard', 3)).toBe(true);
    expect(canAddAddress('care-program', 3)).toBe(true);
  });

  it('starts empty, with the Home type and no flags', () => {
    expect(emptyAddressForm()).toEqual({
      street: '',
      street2: '',
      city: '',
      state: '',
      zip: '',
      addressType: 'Home',
      isPrimary: false,
      isShipping: false,
      isBilling: false,
    });
  });
});

describe('edit mode (spec 01 §5: in edit, save needs a change)', () => {
  const stored = {
    addrId: 7,
    street: '1520 Spruce Street',
    street2: null,
    city: 'Philadelphia',
    state: 'PA',
    zip: '19102',
    country: 'US',
    addressType: 'Boat',
    primaryAddress: 1 as const,
    shippingAddress: 0 as const,
    billingAddress: 1 as const,
    locationName: null,
    cpId: null,
    inRefill: 0 as const,
    isPickup: 0 as const,
  };

  it('fills the form from a stored address; an unknown type shows as Other (Home in the home-only variant)', () => {
    const form = addressFormOf(stored);
    expect(form).toMatchObject({ street: '1520 Spruce Street', street2: '', addressType: 'Other', isPrimary: true, isShipping: false, isBilling: true });
    expect(addressFormOf(stored, 'home-only').addressType).toBe('Home');
  });

  it('sees a change in any field or flag, but not in spacing, capitals or the ZIP+4 dash', () => {
    const form = addressFormOf(stored);
    expect(addressChanged(form, { ...form, street: ' 1520  spruce street ' })).toBe(false);
    expect(addressChanged(form, { ...form, street2: 'Apt 1' })).toBe(true);
    expect(addressChanged(form, { ...form, isShipping: true })).toBe(true);
    expect(addressChanged(form, { ...form, addressType: 'Office' })).toBe(true);
    const plus4 = { ...form, zip: '19102-1234' };
    expect(addressChanged(plus4, { ...plus4, zip: '191021234' })).toBe(false);
  });
});

describe('address save rule (spec 01 §5)', () => {
  it('an empty add form cannot be saved', () => {
    expect(canSaveAddress(emptyAddressForm(), null)).toBe(false);
    expect(canSaveAddress(emptyAddressForm('home-only'), null)).toBe(false);
  });

  it('is enabled only once street, city, state and ZIP are all filled (white space is empty; the second line is optional)', () => {
    expect(canSaveAddress({ ...valid, street2: '' }, null)).toBe(true);
    for (const field of ['street', 'city', 'state', 'zip'] as const) {
      expect(canSaveAddress({ ...valid, [field]: '' }, null), `${field} empty`).toBe(false);
      expect(canSaveAddress({ ...valid, [field]: '   ' }, null), `${field} blank`).toBe(false);
    }
  });

  it('filled but not yet valid (a short ZIP) can be saved: the submit shows what to correct', () => {
    expect(canSaveAddress({ ...valid, zip: '1910' }, null)).toBe(true);
  });

  it('when editing, needs a change as well', () => {
    expect(canSaveAddress(valid, valid)).toBe(false);
    expect(canSaveAddress({ ...valid, city: 'Pittsburgh' }, valid)).toBe(true);
    expect(canSaveAddress({ ...valid, isShipping: !valid.isShipping }, valid)).toBe(true);
    expect(canSaveAddress({ ...valid, city: '' }, valid)).toBe(false);
  });
});
