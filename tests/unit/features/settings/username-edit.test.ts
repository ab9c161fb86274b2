import { describe, expect, it } from 'vitest';
import { checkNewUsername, identityAttributeOf, sameUsername } from '../../../../src/features/settings/model/username-edit';

const plain = { lowercaseEmail: false };

describe('username edit rules (spec 01 §5)', () => {
  it('refuses an empty value', () => {
    expect(checkNewUsername('  ', 'a@example.com', plain).problem).toBe('required');
  });

  it('accepts a valid e-mail and sends it trimmed', () => {
    const { candidate, problem } = checkNewUsername(' new@example.com ', 'old@example.com', plain);
    expect(problem).toBeNull();
    expect(candidate).toMatchObject({ type: 'email', value: 'new@example.com' });
  });

  it('refuses an invalid e-mail', () => {
    expect(checkNewUsername('new@example', 'old@example.com', plain).problem).toBe('invalidEmail');
  });

  it('accepts a ten-digit US phone as +1 and 12 characters', () => {
    const { candidate, problem } = checkNewUsername('(555) 123-4567', 'old@example.com', plain);
    expect(problem).toBeNull();
    expect(candidate.value).toBe('+15551234567');
    expect(candidate.value).toHaveLength(12);
  });

  it('refuses a short phone and one starting with 0', () => {
    expect(checkNewUsername('555-123-456', 'old@example.com', plain).problem).toBe('invalidPhone');
    expect(checkNewUsername('055-123-4567', 'old@example.com', plain).problem).toBe('invalidPhone');
  });

  it("refuses the current username ('current username'), e-mail without case", () => {
    expect(checkNewUsername('Old@Example.com', 'old@example.com', plain).problem).toBe('currentUsername');
    expect(checkNewUsername('555-123-4567', '+15551234567', plain).problem).toBe('currentUsername');
  });

  it('lower-cases the e-mail for a brand with lowercase usernames', () => {
    expect(checkNewUsername('New@Example.com', 'old@example.com', { lowercaseEmail: true }).candidate.value).toBe('new@example.com');
  });

  it('compares phones exactly and names the identity attribute', () => {
    expect(sameUsername('+15551234567', '+15551234568')).toBe(false);
    expect(identityAttributeOf('email')).toBe('email');
    expect(identityAttributeOf('phone')).toBe('phone_number');
  });
});
