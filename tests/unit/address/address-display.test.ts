import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ADDRESS_TYPE_KEYS,
  ADDRESS_TYPE_OPTIONS,
  addressTypeChoices,
  isAddressType,
} from '../../../src/core/address/model/address-types';
import { formatAddressLine } from '../../../src/core/address/model/format-address';
import { US_STATES, isUsStateCode } from '../../../src/core/address/model/us-states';

const locale = (language: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../locales', language, 'address.json'), 'utf8')) as {
    states: Record<string, string>;
    types: Record<string, string>;
  };

describe('address types', () => {
  it('offers the twelve types of the contract, in order', () => {
    expect(ADDRESS_TYPE_OPTIONS).toHaveLength(12);
    expect(ADDRESS_TYPE_OPTIONS[0]).toBe('Home');
    expect(isAddressType('Nursing/LTC Facility')).toBe(true);
    expect(isAddressType('Garage')).toBe(false);
  });


  it('offers only Home in the home-only variant', () => {
    expect(addressTypeChoices('home-only')).toEqual(['Home']);
    expect(addressTypeChoices('standard')).toHaveLength(12);
    expect(addressTypeChoices('care-program')).toHaveLength(12);
  });

  it.each(['en', 'es'])('has a %s name for every type and every state', (language) => {
    const messages = locale(language);
    for (const type of ADDRESS_TYPE_OPTIONS) expect(messages.types[ADDRESS_TYPE_KEYS[type]], type).toBeTruthy();
    for (const state of US_STATES) expect(messages.states[state.code], state.code).toBeTruthy();
    expect(Object.keys(messages.states).sort()).toEqual(US_STATES.map((state) => state.code).sort());
  });
});

describe('US states', () => {
  it('lists the 50 states, DC and the five inhabited territories, once each', () => {
    expect(US_STATES).toHaveLength(56);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(56);
    for (const code of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP']) expect(isUsStateCode(code), code).toBe(true);
    expect(US_STATES.every((state) => /^[A-Z]{2}$/.test(state.code))).toBe(true);
  });
});

describe('formatAddressLine', () => {
  it('joins street, second line, city, state and ZIP', () => {
    expect(formatAddressLine({ street: '1520 Spruce Street', street2: 'Apt 4B', city: 'Philadelphia', state: 'PA', zip: '19102' })).toBe(
      '1520 Spruce Street, Apt 4B, Philadelphia, PA 19102',
    );
  });

  it('leaves out empty parts and extra spaces', () => {
    expect(formatAddressLine({ street: ' 1520  Spruce Street ', street2: null, city: 'Philadelphia', state: 'PA', zip: '19102-1234' })).toBe(
      '1520 Spruce Street, Philadelphia, PA 19102-1234',
    );
    expect(formatAddressLine({ street: '1 Main St', street2: '  ', city: '', state: '', zip: '' })).toBe('1 Main St');
  });
});
