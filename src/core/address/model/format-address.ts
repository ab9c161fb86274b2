import type { Address } from '../../../domain/patient/address.schema';

const clean = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');

/**
 * One line for lists and summaries: '1520 Spruce Street, Apt 4B, Philadelphia, PA 19102'.
 * Empty parts are left out.
 */
export function formatAddressLine(address: Pick<Address, 'street' | 'street2' | 'city' | 'state' | 'zip'>): string {
  const stateZip = [clean(address.state), clean(address.zip)].filter(Boolean).join(' ');
  return [clean(address.street), clean(address.street2), clean(address.city), stateZip].filter(Boolean).join(', ');
}
