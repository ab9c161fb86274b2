import { describe, expect, it } from 'vitest';
import { displayPhone } from '../../../../src/domain/common/phone-display';

describe('displayPhone', () => {
  it.each([
    ['+18005550175', '800-555-0175'],
    ['18005550175', '800-555-0175'],
    ['8005550175', '800-555-0175'],
    ['(800) 555-0175', '800-555-0175'],
    [' +1 800 555 0175 ', '800-555-0175'],
  ])('writes the US number %j as %j', (stored, shown) => {
    expect(displayPhone(stored)).toBe(shown);
  });

  it.each(['+44 20 7946 0958', '+528005550175', '555-0175', '800-555-0175 ext. 12', 'Call us'])('leaves %j as given', (stored) => {
    expect(displayPhone(stored)).toBe(stored);
  });
});
