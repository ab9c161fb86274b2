import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { confirmPasswordProblem, isSameAsOld, passwordProblems } from '../../../../src/core/validation/password';
import { formatPhone, isValidUsPhone, normalizeUsername, toE164, usernameTypeOf } from '../../../../src/core/validation/username';
import { digitsOnly, isMfaCode, isNumericCode } from '../../../../src/core/validation/codes';

describe('password rules (spec 01 §5)', () => {
  it('accepts 10 to 63 characters with lower, upper, digit and special, no whitespace', () => {
    expect(passwordProblems('Abcdefg1!x')).toEqual([]);
    expect(passwordProblems(`Ab1!${'x'.repeat(59)}`)).toEqual([]);
  });
  it.each([
    ['Abcdef1!x', ['tooShort']],
    [`Ab1!${'x'.repeat(60)}`, ['tooLong']],
    ['Abcdefg1! x', ['whitespace']],
    ['ABCDEFG1!X', ['lowercase']],
    ['abcdefg1!x', ['uppercase']],
    ['Abcdefgh!x', ['digit']],
    ['Abcdefgh1x', ['special']],
  ])('%s breaks %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });
  it('confirm must match; a new password equal to the old is refused', () => {
    expect(confirmPasswordProblem('Abcdefg1!x', 'Abcdefg1!x')).toBeNull();
    expect(confirmPasswordProblem('Abcdefg1!x', 'Abcdefg1!y')).toBe('passwordsNotMatched');
    expect(isSameAsOld('Abcdefg1!x', 'Abcdefg1!x')).toBe(true);
    expect(isSameAsOld('Abcdefg1!x', 'Abcdefg1!y')).toBe(false);
  });
  it('any string containing whitespace is never valid', () => {
    fc.assert(fc.property(fc.string(), fc.constantFrom(' ', '\t', '\n'), fc.string(), (a, ws, b) => passwordProblems(a + ws + b).includes('whitespace')));
  });
});

describe('username: phone or e-mail (spec 01 §5)', () => {
  it('text of digits, dashes, parentheses and spaces is a phone', () => {
    expect(usernameTypeOf('(555) 123-4567')).toBe('phone');
    expect(usernameTypeOf('5551234567')).toBe('phone');
    expect(usernameTypeOf('pat@example.com')).toBe('email');
    expect(usernameTypeOf('555a')).toBe('email');
    expect(usernameTypeOf('')).toBe('email');
  });
  it('formats ddd-ddd-dddd as typed and sends +1 and ten digits', () => {
    expect(formatPhone('555')).toBe('555');
    expect(formatPhone('5551')).toBe('555-1');
    expect(formatPhone('(555) 123-45678999')).toBe('555-123-4567');
    expect(toE164('555-123-4567')).toBe('+15551234567');
  });
  it('a valid US number has ten digits and does not start with 0', () => {
    expect(isValidUsPhone('555-123-4567')).toBe(true);
    expect(isValidUsPhone('055-123-4567')).toBe(false);
    expect(isValidUsPhone('555-123-456')).toBe(false);
  });
  it('lower-cases e-mail usernames only on brands that say so', () => {
    expect(normalizeUsername(' Pat@Example.com ', { lowercaseEmail: true })).toMatchObject({ value: 'pat@example.com', valid: true });
    expect(normalizeUsername('Pat@Example.com', { lowercaseEmail: false }).value).toBe('Pat@Example.com');
    expect(normalizeUsername('(555) 123-4567', { lowercaseEmail: true })).toEqual({
      type: 'phone',
      display: '555-123-4567',
      value: '+15551234567',
      valid: true,
    });
    expect(normalizeUsername('pat@', { lowercaseEmail: true }).valid).toBe(false);
  });
  it('formatting is idempotent and never longer than 12 characters', () => {
    fc.assert(fc.property(fc.string(), (s) => formatPhone(formatPhone(s)) === formatPhone(s) && formatPhone(s).length <= 12));
  });
});

describe('codes (spec 01 §5, §9)', () => {
  it('multi-factor codes are six digits; recovery codes numeric', () => {
    expect(isMfaCode('123456')).toBe(true);
    expect(isMfaCode('12345')).toBe(false);
    expect(isMfaCode('12345a')).toBe(false);
    expect(isNumericCode('0042')).toBe(true);
    expect(isNumericCode('')).toBe(false);
    expect(digitsOnly('12a3-45 67')).toBe('123456');
  });
});
