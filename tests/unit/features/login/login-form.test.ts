import { describe, expect, it } from 'vitest';
import { loginFormState, usernameDisplay } from '../../../../src/features/login/model/login-form';

const state = (username: string, password: string, lowercaseEmail = false) => loginFormState({ username, password }, { lowercaseEmail });

describe('login form (spec 01 §2, §5, §9)', () => {
  it('formats a phone as ddd-ddd-dddd while it is typed', () => {
    expect(usernameDisplay('5')).toBe('5');
    expect(usernameDisplay('5551')).toBe('555-1');
    expect(usernameDisplay('5551234')).toBe('555-123-4');
    expect(usernameDisplay('(555) 123 4567')).toBe('555-123-4567');
    expect(usernameDisplay('555123456789')).toBe('555-123-4567');
  });
  it('leaves an e-mail as typed', () => {
    expect(usernameDisplay('Pat@Example.com')).toBe('Pat@Example.com');
  });
  it('sends a phone as +1 and the ten digits', () => {
    expect(state('555-123-4567', 'secret').username).toMatchObject({ type: 'phone', value: '+15551234567', valid: true });
  });
  it('refuses a phone starting with 0 (first digit 1-9) or with fewer than ten digits', () => {
    expect(state('055-123-4567', 'secret1').canSubmit).toBe(false);
    expect(state('155-123-4567', 'secret1').canSubmit).toBe(true);
    expect(state('555-123-456', 'secret1').canSubmit).toBe(false);
  });
  it('lowercases the e-mail only on brands that ask for it', () => {
    expect(state('Pat@Example.com', 'secret', true).username.value).toBe('pat@example.com');
    expect(state('Pat@Example.com', 'secret', false).username.value).toBe('Pat@Example.com');
  });
  it('refuses an invalid e-mail', () => {
    expect(state('pat@', 'secret1').canSubmit).toBe(false);
    expect(state('pat example.com', 'secret1').canSubmit).toBe(false);
  });
  it('enables Log in only when the password has at least 6 characters and the username is valid', () => {
    expect(state('pat@example.com', '12345').canSubmit).toBe(false);
    expect(state('pat@example.com', '123456').canSubmit).toBe(true);
    expect(state('555-123-4567', '123456').canSubmit).toBe(true);
    expect(state('', '123456').canSubmit).toBe(false);
  });
});
