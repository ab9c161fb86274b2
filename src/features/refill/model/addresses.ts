import type { Address } from '../../../domain/patient/address.schema';

/**
 * The addresses the address step offers: shipping addresses and pickup locations, plus the one
 * already chosen (an edited order may use an address no longer marked for shipping).
 */
export function deliveryAddresses(addresses: readonly Address[], chosenAddrId: number | null): Address[] {
  return addresses.filter((address) => address.shippingAddress === 1 || address.isPickup === 1 || address.addrId === chosenAddrId);
}
