import { describe, expect, it } from 'vitest';
import type { Address } from '../../../../src/domain/patient/address.schema';
import { deliveryAddresses } from '../../../../src/features/refill/model/addresses';

const address = (addrId: number, patch: Partial<Address>): Address => ({
  addrId, street: `${addrId} Main Street`, street2: null, city: 'Philadelphia', state: 'PA', zip: '19102', country: 'US',
  addressType: 'Home', primaryAddress: 0, shippingAddress: 0, billingAddress: 0, locationName: null, cpId: null, inRefill: 0, isPickup: 0,
  ...patch,
});

describe('addresses the refill may go to', () => {
  const list = [address(1, { shippingAddress: 1 }), address(2, { billingAddress: 1 }), address(3, { isPickup: 1 }), address(4, {})];
  it('offers shipping addresses and pickup locations', () => {
    expect(deliveryAddresses(list, null).map((a) => a.addrId)).toEqual([1, 3]);
  });
  it('keeps the chosen address even when it is not a shipping address', () => {
    expect(deliveryAddresses(list, 4).map((a) => a.addrId)).toEqual([1, 3, 4]);
  });
});
