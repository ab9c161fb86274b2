import { describe, expect, it } from 'vitest';
import { aliasKey, aliasToVerify, assertAliasFormat, holdsAlias } from '../../../server/platform/identity/aliases';
import type { StoredUser } from '../../../server/platform/identity/cognito-local';

const user = (attributes: Record<string, string>, pending: Record<string, string> = {}): StoredUser =>
  ({
    Username: 'sub-1',
    Attributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    UnverifiedAttributeChanges: Object.keys(pending).length ? Object.entries(pending).map(([Name, Value]) => ({ Name, Value })) : undefined,
  }) as StoredUser;

describe('identity aliases', () => {
  it('compares e-mails without case and phone numbers as given', () => {
    expect(aliasKey('email', ' Pat.Demo@Example.COM ')).toBe('pat.demo@example.com');
    expect(aliasKey('phone_number', '+15555550123')).toBe('+15555550123');
  });

  it('counts the current e-mail or phone as held, verified or not, and a pending change as not held', () => {
    const pat = user({ email: 'Pat@Example.com', email_verified: 'false', phone_number: '+15555550123' }, { email: 'new@example.com' });
    expect(holdsAlias(pat, 'email', 'pat@example.com')).toBe(true);
    expect(holdsAlias(pat, 'phone_number', '+15555550123')).toBe(true);
    expect(holdsAlias(pat, 'email', 'new@example.com')).toBe(false);
    expect(holdsAlias(pat, 'phone_number', 'pat@example.com')).toBe(false);
  });

  it('verifies the pending change when there is one, else the current value', () => {
    expect(aliasToVerify(user({ email: 'old@example.com' }, { email: 'New@Example.com' }), 'email')).toBe('new@example.com');
    expect(aliasToVerify(user({ email: 'Old@Example.com' }), 'email')).toBe('old@example.com');
    expect(aliasToVerify(user({ email: 'old@example.com' }), 'phone_number')).toBeUndefined();
  });

  it('accepts only an address someone could sign in with', () => {
    expect(() => assertAliasFormat('email', 'pat@example.com')).not.toThrow();
    expect(() => assertAliasFormat('phone_number', '+15555550123')).not.toThrow();
    for (const [name, value] of [['email', 'pat'], ['email', '+15555550123'], ['email', 'p\u0000t@example.com'], ['phone_number', '5555550123'], ['phone_number', 'pat@example.com']] as const) {
      expect(() => assertAliasFormat(name, value), `${name} ${JSON.stringify(value)}`).toThrow(/Invalid/);
    }
  });
});
