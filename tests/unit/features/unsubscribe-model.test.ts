import { describe, expect, it } from 'vitest';
import { initialEmail, outcomeOf, preferenceFor, validateEmail } from '../../../src/features/unsubscribe/model/email-preference';
import { isValidEmail } from '../../../src/core/validation/email';

describe('unsubscribe rules (spec 02 §5, §8)', () => {
  it('200 and 404 are success, anything else is timedOut', () => {
    expect(outcomeOf('unsubscribe', 200)).toBe('emailUnsubscribed');
    expect(outcomeOf('unsubscribe', 404)).toBe('emailUnsubscribed');
    expect(outcomeOf('resubscribe', 200)).toBe('emailSubscribed');
    expect(outcomeOf('resubscribe', 404)).toBe('emailSubscribed');
    for (const status of [201, 400, 401, 409, 429, 500, 503, undefined]) expect(outcomeOf('unsubscribe', status)).toBe('timedOut');
  });

  it('unsubscribe sends 0, resubscribe sends 1', () => {
    expect(preferenceFor('unsubscribe')).toBe(0);
    expect(preferenceFor('resubscribe')).toBe(1);
  });

  it('takes the attribute over the query parameter', () => {
    expect(initialEmail('a@example.com', '?email=b%40example.com')).toBe('a@example.com');
    expect(initialEmail(undefined, '?email=b%40example.com')).toBe('b@example.com');
    expect(initialEmail(undefined, '')).toBe('');
  });

  it('invalid e-mail -> invalidEntry', () => {
    expect(validateEmail('pat@example.com')).toBeNull();
    expect(validateEmail('  pat@example.com ')).toBeNull();
    for (const bad of ['', 'pat', 'pat@', '@example.com', 'pat@example', 'pat example@x.com', 'a@b@c.com', 'pat@exa_mple.com'])
      expect(validateEmail(bad), bad).toBe('invalidEntry');
  });

  it('limits the length of an address', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@x.com`)).toBe(false);
  });
});
