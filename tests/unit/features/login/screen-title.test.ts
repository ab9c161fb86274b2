import { describe, expect, it } from 'vitest';
import { screenTitleKey, shownUsername } from '../../../../src/features/login/model/screen-title';

describe('the heading of each access screen', () => {
  it('names the second factor asked for', () => {
    expect(screenTitleKey({ name: 'mfa', method: 'sms' })).toBe('mfa.smsTitle');
    expect(screenTitleKey({ name: 'mfa', method: 'totp' })).toBe('mfa.totpTitle');
    expect(screenTitleKey({ name: 'mfaSetup', secret: 'S' })).toBe('mfa.setupTitle');
  });

  it('shares one heading across the two steps of forgot password', () => {
    expect(screenTitleKey({ name: 'forgotUsername' })).toBe('forgot.title');
    expect(screenTitleKey({ name: 'forgotReset' })).toBe('forgot.title');
  });

  it('tells a network failure of an auth link from an invalid link', () => {
    expect(screenTitleKey({ name: 'splash', reason: 'network' })).toBe('splash.networkTitle');
    expect(screenTitleKey({ name: 'splash', reason: 'invalidAuth' })).toBe('splash.invalidAuthTitle');
  });

  it('keeps the sign-in heading on the form and while signing in', () => {
    for (const name of ['login', 'authLink', 'finishing', 'signedIn'] as const) expect(screenTitleKey({ name })).toBe('title');
  });
});

describe('the username as the patient knows it', () => {
  it('shows a phone as ddd-ddd-dddd without the country code, an e-mail as typed', () => {
    expect(shownUsername({ username: '+15551234567', usernameType: 'phone', password: '', via: 'form' })).toBe('555-123-4567');
    expect(shownUsername({ username: 'Pat@Example.com', usernameType: 'email', password: '', via: 'form' })).toBe('Pat@Example.com');
    expect(shownUsername(null)).toBe('');
  });
});
