import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../../../src/core/validation/email';
import { emailAddressSchema, mainContactSchema } from '../../../../src/domain/common/common.schema';

const serverAccepts = (value: string) => emailAddressSchema.safeParse(value.trim()).success;

describe('e-mail addresses (spec 01 §5)', () => {
  it('accepts ordinary addresses, as the API does', () => {
    for (const address of ['pat@example.com', 'Pat.Lee+rx@mail.example.co.uk', "o'neil@example.org", ' pat@example.com ']) {
      expect(isValidEmail(address), address).toBe(true);
      expect(serverAccepts(address), address).toBe(true);
    }
  });

  it('refuses what the API would refuse, so the patient hears it next to the field and not as a failed save', () => {
    for (const address of ['pat!x@example.com', 'pat#1@example.com', 'a..b@example.com', '.pat@example.com', 'pat.@example.com', 'josé@example.com']) {
      expect(serverAccepts(address), address).toBe(false);
      expect(isValidEmail(address), address).toBe(false);
    }
  });

  it('never lets through an address the API refuses as a username or contact', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string({ maxLength: 40 }).map((local) => `${local}@example.com`)), (address) => {
        if (isValidEmail(address)) {
          expect(serverAccepts(address)).toBe(true);
          expect(mainContactSchema.safeParse({ type: 'email', value: address.trim() }).success).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
