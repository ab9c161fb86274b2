import { describe, expect, it } from 'vitest';
import {
  isRefusal,
  loginPathAfterRegistration,
  registrationCodeOf,
  registrationFailureOf,
  responseCodeOf,
  SUCCESS_STATE,
} from '../../../../src/features/register/model/registration-result';

describe('registration errors (spec 01 §8)', () => {
  it('UsernameExistsException -> usernameExists, whatever the status', () => {
    expect(registrationFailureOf(409, { code: 'UsernameExistsException', message: 'User already exists' })).toBe('usernameExists');
    expect(registrationFailureOf(400, { __type: 'com.amazonaws#UsernameExistsException' })).toBe('usernameExists');
  });
  it('InvalidPasswordException -> invalidPassword', () => {
    expect(registrationFailureOf(400, { code: 'InvalidPasswordException' })).toBe('invalidPassword');
    expect(registrationFailureOf(422, { error: 'InvalidPasswordException' })).toBe('invalidPassword');
  });
  it('status 404 -> lookup failed (check legal name and date of birth)', () => {
    expect(registrationFailureOf(404, { message: 'Patient not found' })).toBe('lookupFailed');
  });
  it('anything else -> registration failed', () => {
    expect(registrationFailureOf(500, null)).toBe('registrationFailed');
    expect(registrationFailureOf(400, { code: 'SomethingElse' })).toBe('registrationFailed');
    expect(registrationFailureOf(undefined, undefined)).toBe('registrationFailed');
  });
  it('a 200 answer that carries a refusal code is a refusal', () => {
    expect(isRefusal({ code: 'UsernameExistsException' })).toBe(true);
    expect(isRefusal({ registered: true, username: 'pat@example.com' })).toBe(false);
    expect(responseCodeOf('UsernameExistsException')).toBeNull();
  });
});

describe('registration code and the way back to login', () => {
  it('the attribute wins over the id query parameter; neither gives null', () => {
    expect(registrationCodeOf('ATTR-1', '?id=QUERY-1')).toBe('ATTR-1');
    expect(registrationCodeOf(undefined, '?id=QUERY-1')).toBe('QUERY-1');
    expect(registrationCodeOf('  ', '?id=%20')).toBeNull();
    expect(registrationCodeOf(undefined, '')).toBeNull();
  });
  it('success goes to /login with the message state; a redirect parameter travels on', () => {
    expect(loginPathAfterRegistration('?id=X')).toBe('/login');
    expect(loginPathAfterRegistration('?id=X&redirect=1')).toBe('/login?redirect=1');
    expect(SUCCESS_STATE.message).toBe('successfullyRegistered');
  });
});
