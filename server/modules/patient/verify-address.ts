import zipcodes from 'zipcodes';
import type { AddressVerifyRequest, AddressVerifyResponse } from '../../../src/domain/patient/address.schema';

/**
 * Postal address verification against the US ZIP code dataset of the `zipcodes` package:
 * the ZIP must exist in the United States and city and state must agree with it. The answer
 * spells city and state as the dataset does and joins zip plus 4 with a dash. The dataset
 * knows each ZIP's primary city only, so a vanity name of the same ZIP does not verify.
 */
export function verifyAddress(input: AddressVerifyRequest): AddressVerifyResponse {
  const zip = parseZip(input.zip);
  if (!zip) return invalid('ZIP code must be 5 digits, or ZIP+4 (12345-6789)');
  const entry = zipcodes.lookup(zip.zip5);
  if (!entry || entry.country !== 'US') return invalid(`ZIP code ${zip.zip5} does not exist`);

  const state = stateAbbreviation(input.state);
  if (!state) return invalid(`Unknown state: ${input.state.trim().slice(0, 30)}`);
  if (state !== entry.state) return invalid(`ZIP code ${zip.zip5} is not in ${state}`);
  if (comparable(input.city) !== comparable(entry.city)) return invalid(`ZIP code ${zip.zip5} belongs to ${entry.city}, ${entry.state}`);

  const street = collapse(input.street);
  if (!street) return invalid('Street is required');
  const street2 = collapse(input.street2 ?? '');
  return {
    valid: true,
    address: {
      street,
      street2: street2 || null,
      city: entry.city,
      state: entry.state,
      zip: zip.plus4 ? `${zip.zip5}-${zip.plus4}` : zip.zip5,
    },
    reason: null,
  };
}

function invalid(reason: string): AddressVerifyResponse {
  return { valid: false, address: null, reason };
}

function parseZip(value: string): { zip5: string; plus4?: string } | null {
  const match = /^(\d{5})(?:[- ]?(\d{4}))?$/.exec(value.trim());
  return match ? { zip5: match[1]!, plus4: match[2] } : null;
}

/** Inhabited US territories: USPS delivers there and the dataset has their ZIP codes. */
const TERRITORIES: Readonly<Record<string, string>> = {
  'AMERICAN SAMOA': 'AS',
  GUAM: 'GU',
  'NORTHERN MARIANA ISLANDS': 'MP',
  'PUERTO RICO': 'PR',
  'U.S. VIRGIN ISLANDS': 'VI',
  'VIRGIN ISLANDS': 'VI',
};

function stateAbbreviation(value: string): string | null {
  const upper = collapse(value).toUpperCase();
  const codes = [...Object.values(zipcodes.states.full), ...Object.values(TERRITORIES)];
  if (/^[A-Z]{2}$/.test(upper) && codes.includes(upper)) return upper;
  return zipcodes.states.full[upper] ?? TERRITORIES[upper] ?? null;
}

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');

/** Case, spacing, periods and the Saint/St. spelling do not matter when comparing cities. */
function comparable(city: string): string {
  return collapse(city)
    .toUpperCase()
    .replace(/\./g, '')
    .replace(/^SAINT\b/, 'ST')
    .replace(/^FORT\b/, 'FT');
}
