import { describe, expect, it } from 'vitest';
import { ADDRESS_MAX_LENGTH } from '../../../../src/domain/patient/address';
import { addressVerifyRequestSchema } from '../../../../src/domain/patient/address.schema';

const address = { street: '1 Main St', street2: null, city: 'Springfield', state: 'IL', zip: '62701' };

describe('address length limits (the form and the contract share them)', () => {
  it('accepts each field at its longest and refuses one character more', () => {
    for (const field of ['street', 'street2', 'city'] as const) {
      const longest = 'a'.repeat(ADDRESS_MAX_LENGTH[field]);
      expect(addressVerifyRequestSchema.safeParse({ ...address, [field]: longest }).success).toBe(true);
      expect(addressVerifyRequestSchema.safeParse({ ...address, [field]: `${longest}a` }).success).toBe(false);
    }
  });
});
