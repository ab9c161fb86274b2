import { describe, expect, it } from 'vitest';
import { outcomeOf, preferenceFor, validateEmail } from '../../../src/features/unsubscribe/model/email-preference';
import { isValidEmail } from '../../../src/core/validation/email';
import { addressOf, addressWithoutToken, preferenceLinkOf, tokenFor } from '../../../src/features/unsubscribe/model/preference-link';

describe('unsubscribe rules (spec 02 §5, §8)', () => {
  it('403 (a link not valid or expired) is invalidLink', () => {
    expect(outcomeOf('unsubscribe', 403)).toBe('invalidLink');
    expect(outcomeOf('resubscribe', 403)).toBe('invalidLink');
  });

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

  it("takes the attribute over the link's address", () => {
    const link = { email: 'b@example.com', token: 't' };
    expect(addressOf('a@example.com', link)).toBe('a@example.com');
    expect(addressOf(undefined, link)).toBe('b@example.com');
    expect(addressOf(undefined, null)).toBe('');
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

  it("reads the e-mail's link: its address and token, none without a token", () => {
    expect(preferenceLinkOf('?email=pat%40example.com&token=123.abc')).toEqual({ email: 'pat@example.com', token: '123.abc' });
    expect(preferenceLinkOf('?email=pat%40example.com')).toBeNull();
    expect(preferenceLinkOf('?email=pat%40example.com&token=')).toBeNull();
  });

  it('removes only the token from the address', () => {
    expect(addressWithoutToken('https://x.example/portal/notification-preferences?email=a%40b.co&token=1.x&lang=es#f')).toBe(
      '/portal/notification-preferences?email=a%40b.co&lang=es#f',
    );
  });

  it("uses the link's token only for the address it names", () => {
    const link = { email: 'Pat@Example.com', token: 't' };
    expect(tokenFor(' pat@example.com', link)).toBe('t');
    expect(tokenFor('other@example.com', link)).toBeNull();
    expect(tokenFor('pat@example.com', null)).toBeNull();
  });
});
