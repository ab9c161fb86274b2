import { describe, expect, it } from 'vitest';
import { checkNewPassword } from '../../../../src/features/login/model/new-password';

const good = 'Abcdef#123';

describe('new password (spec 01 §5: recover and change)', () => {
  it('accepts a password of 10 to 63 characters with every class and no whitespace', () => {
    expect(checkNewPassword({ password: good, confirm: good })).toEqual({ problems: [], confirm: null, sameAsOld: false, valid: true });
    const longest = `Aa1#${'x'.repeat(59)}`;
    expect(checkNewPassword({ password: longest, confirm: longest }).valid).toBe(true);
  });
  it.each([
    ['9 characters', 'Abcde#123', 'tooShort'],
    ['64 characters', `Aa1#${'x'.repeat(60)}`, 'tooLong'],
    ['a space', 'Abcde #1234', 'whitespace'],
    ['no lowercase', 'ABCDEF#123', 'lowercase'],
    ['no uppercase', 'abcdef#123', 'uppercase'],
    ['no digit', 'Abcdefg#hij', 'digit'],
    ['no special character', 'Abcdefg1234', 'special'],
  ])('refuses %s', (_name, password, problem) => {
    const check = checkNewPassword({ password, confirm: password });
    expect(check.problems).toContain(problem);
    expect(check.valid).toBe(false);
  });
  it('the confirmation must match (passwords not matched)', () => {
    const check = checkNewPassword({ password: good, confirm: 'Abcdef#124' });
    expect(check.confirm).toBe('passwordsNotMatched');
    expect(check.valid).toBe(false);
  });
  it('a new password equal to the old one is refused', () => {
    const check = checkNewPassword({ password: good, confirm: good, oldPassword: good });
    expect(check.sameAsOld).toBe(true);
    expect(check.valid).toBe(false);
    expect(checkNewPassword({ password: good, confirm: good, oldPassword: 'Other#1234' }).valid).toBe(true);
  });
});
