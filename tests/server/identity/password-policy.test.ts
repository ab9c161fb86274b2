import { describe, expect, it } from 'vitest';
import { passwordPolicyViolation } from '../../../server/platform/identity/password-policy';

describe('identity pool password policy (spec 01 §5)', () => {
  it('accepts 10 to 63 characters with lower, upper, digit and symbol', () => {
    expect(passwordPolicyViolation('Correct#Horse42')).toBeUndefined();
    expect(passwordPolicyViolation(`Aa1!${'x'.repeat(59)}`)).toBeUndefined();
  });

  it('names what is missing, as Cognito does', () => {
    expect(passwordPolicyViolation('Short#1a')).toBe('Password not long enough');
    expect(passwordPolicyViolation(`Aa1!${'x'.repeat(60)}`)).toBe('Password too long');
    expect(passwordPolicyViolation('Has Space#12A')).toBe('Password must not contain whitespace');
    expect(passwordPolicyViolation('NOLOWER#123')).toBe('Password must have lowercase characters');
    expect(passwordPolicyViolation('noupper#123')).toBe('Password must have uppercase characters');
    expect(passwordPolicyViolation('NoDigits#abc')).toBe('Password must have numeric characters');
    expect(passwordPolicyViolation('NoSymbol1234')).toBe('Password must have symbol characters');
  });
});
