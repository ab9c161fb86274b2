import { describe, expect, it } from 'vitest';
import { addressCreatePayloadSchema } from '../../../src/domain/patient/address.schema';
import { emptyAddressForm, type AddressFormValues } from '../../../src/core/address/model/address-form';
import { buildAddressPayload } from '../../../src/core/address/model/address-payload';

const values: AddressFormValues = {
  ...emptyAddressForm(),
  street: '  1520   Spruce Street ',
  street2: ' Apt 4B ',
  city: ' Philadelphia ',
  state: 'pa',
  zip: '19102 1234',
  addressType: 'Office',
  isPrimary: false,
  isShipping: true,
  isBilling: false,
};

describe('address payload', () => {
  it('sends flags as 0/1 and the address as name/value pairs, cleaned', () => {
    const payload = buildAddressPayload(41, values);
    expect(payload).toEqual({
      u_id: 41,
      isPrimary: 0,
      isShipping: 1,
      isBilling: 0,
      addressType: 'Office',
      address: [
        { name: 'street', value: '1520 Spruce Street' },
        { name: 'street_2', value: 'Apt 4B' },
        { name: 'city', value: 'Philadelphia' },
        { name: 'state', value: 'PA' },
        { name: 'zip', value: '19102-1234' },
      ],
    });
    expect(addressCreatePayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('sends an empty second line as an empty value', () => {
    const payload = buildAddressPayload(41, { ...values, street2: '   ' });
    expect(payload.address.find((field) => field.name === 'street_2')).toEqual({ name: 'street_2', value: '' });
    expect(addressCreatePayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('carries the activity the save completes, when there is one', () => {
    expect(buildAddressPayload(41, values, { activityId: 13 }).activityId).toBe(13);
    expect('activityId' in buildAddressPayload(41, values, { activityId: null })).toBe(false);
    expect('activityId' in buildAddressPayload(41, values)).toBe(false);
  });

  it('home-only variant: a Home address that is primary, shipping and billing', () => {
    const payload = buildAddressPayload(41, { ...values, addressType: 'Office' }, { variant: 'home-only' });
    expect(payload).toMatchObject({ addressType: 'Home', isPrimary: 1, isShipping: 1, isBilling: 1 });
    expect(addressCreatePayloadSchema.safeParse(payload).success).toBe(true);
  });
});
