import { describe, expect, it } from 'vitest';
import { verifyAddress as serverVerify } from '../../../server/modules/patient/verify-address';
import { emptyAddressForm, type AddressFormValues } from '../../../src/core/address/model/address-form';
import {
  applyVerified,
  verificationKey,
  verifiedDifferences,
  verifyProblemOf,
  verifyRequestOf,
} from '../../../src/core/address/model/address-verification';

const typed: AddressFormValues = {
  ...emptyAddressForm(),
  street: ' 1520  Spruce Street',
  street2: '',
  city: 'philadelphia ',
  state: 'pa',
  zip: '191021234',
  addressType: 'Office',
  isShipping: true,
};

describe('address verification rules', () => {
  it('builds the verify request from the typed values', () => {
    expect(verifyRequestOf(typed)).toEqual({ street: '1520 Spruce Street', street2: null, city: 'philadelphia', state: 'PA', zip: '19102-1234' });
    expect(verifyRequestOf({ ...typed, street2: ' Apt  4B ' }).street2).toBe('Apt 4B');
  });

  it('keys the cache by the normalized address: case, spacing and ZIP format do not matter', () => {
    const a = verificationKey(verifyRequestOf(typed));
    const b = verificationKey({ street: '1520 SPRUCE street ', street2: '', city: 'Philadelphia', state: 'pa', zip: '19102 1234' });
    expect(b).toBe(a);
    expect(verificationKey(verifyRequestOf({ ...typed, zip: '19103' }))).not.toBe(a);
    expect(verificationKey(verifyRequestOf({ ...typed, street2: 'Apt 1' }))).not.toBe(a);
  });

  it('reports another spelling of the city and a changed ZIP, not spacing or the ZIP+4 dash', () => {
    const verified = { street: '1520 Spruce Street', street2: null, city: 'Philadelphia', state: 'PA', zip: '19102-1234' };
    expect(verifiedDifferences(typed, verified)).toEqual(['city']);
    expect(verifiedDifferences({ ...typed, city: 'Philadelphia' }, verified)).toEqual([]);
    expect(verifiedDifferences({ ...typed, city: 'Philadelphia', zip: '19102' }, verified)).toEqual(['zip']);
    expect(verifiedDifferences({ ...typed, city: 'Philadelphia', state: 'NJ' }, verified)).toEqual(['state']);
    expect(verifiedDifferences({ ...typed, city: 'Philadelphia', street2: 'Apt 4B' }, verified)).toEqual(['street2']);
  });

  it('takes the verified street, city, state and ZIP and keeps type and flags', () => {
    const verified = { street: '1520 Spruce Street', street2: 'Apt 4B', city: 'Philadelphia', state: 'PA', zip: '19102-1234' };
    expect(applyVerified(typed, verified)).toEqual({ ...typed, ...verified });
    expect(applyVerified(typed, { ...verified, street2: null }).street2).toBe('');
  });

  it.each([
    ['ZIP code must be 5 digits, or ZIP+4 (12345-6789)', { key: 'zipFormat', field: 'zip' }],
    ['ZIP code 00000 does not exist', { key: 'zipUnknown', field: 'zip', zip: '00000' }],
    ['Unknown state: Narnia', { key: 'stateUnknown', field: 'state', state: 'Narnia' }],
    ['ZIP code 19102 is not in NJ', { key: 'zipNotInState', field: 'zip', zip: '19102', state: 'NJ' }],
    ['ZIP code 19102 belongs to Philadelphia, PA', { key: 'zipOtherCity', field: 'city', zip: '19102', city: 'Philadelphia', state: 'PA' }],
    ['body/address: ZIP code 19102 belongs to Philadelphia, PA', { key: 'zipOtherCity', field: 'city', zip: '19102', city: 'Philadelphia', state: 'PA' }],
    ['Street is required', { key: 'streetRequired', field: 'street' }],
    ['Something else', { key: 'other', field: null, reason: 'Something else' }],
    [null, { key: 'other', field: null, reason: '' }],
  ])('reads the reason %j', (reason, problem) => {
    expect(verifyProblemOf(reason)).toEqual(problem);
  });

  it('understands every reason the reference verification gives', () => {
    const bad = [
      { street: '1 Main St', city: 'Philadelphia', state: 'PA', zip: '1910' },
      { street: '1 Main St', city: 'Philadelphia', state: 'PA', zip: '00000' },
      { street: '1 Main St', city: 'Philadelphia', state: 'Narnia', zip: '19102' },
      { street: '1 Main St', city: 'Philadelphia', state: 'NJ', zip: '19102' },
      { street: '1 Main St', city: 'Pittsburgh', state: 'PA', zip: '19102' },
      { street: '  ', city: 'Philadelphia', state: 'PA', zip: '19102' },
    ];
    for (const request of bad) {
      const answer = serverVerify(request);
      expect(answer.valid).toBe(false);
      expect(verifyProblemOf(answer.reason).key, answer.reason ?? '').not.toBe('other');
    }
  });

  it('the reference verification accepts the request built from a valid form', () => {
    const answer = serverVerify(verifyRequestOf(typed));
    expect(answer).toEqual({
      valid: true,
      address: { street: '1520 Spruce Street', street2: null, city: 'Philadelphia', state: 'PA', zip: '19102-1234' },
      reason: null,
    });
    expect(verifiedDifferences(typed, answer.address!)).toEqual(['city']);
  });
  it('the reference verification knows the territories the form offers', () => {
    expect(serverVerify({ street: '1 Calle Fortaleza', city: 'San Juan', state: 'PR', zip: '00901' }).valid).toBe(true);
    expect(serverVerify({ street: '1 Marine Corps Drive', city: 'Hagatna', state: 'Guam', zip: '96910' }).address?.state).toBe('GU');
    expect(serverVerify({ street: '1 Main Street', city: 'San Juan', state: 'GU', zip: '00901' }).valid).toBe(false);
  });
});
