import { describe, expect, it } from 'vitest';
import {
  mfaFailure,
  newPasswordFailure,
  recoveryMessage,
  signInFailure,
  verificationMessage,
} from '../../../../src/features/login/model/auth-errors';
import en from '../../../../locales/en/login.json';
import es from '../../../../locales/es/login.json';

describe('spec 01 §8 Login', () => {
  it.each([
    ['UserNotConfirmedException', 'form', { kind: 'unconfirmed' }],
    ['NotAuthorizedException', 'form', { kind: 'message', message: { key: 'invalidCredentials', tone: 'error' } }],
    ['UserNotFoundException', 'form', { kind: 'message', message: { key: 'invalidCredentials', tone: 'error' } }],
    ['NotAuthorizedException', 'link', { kind: 'splash', reason: 'invalidAuth' }],
    ['UserNotFoundException', 'link', { kind: 'splash', reason: 'invalidAuth' }],
    ['PasswordResetRequiredException', 'form', { kind: 'resetRequired' }],
    ['NetworkError', 'form', { kind: 'splash', reason: 'network' }],
    ['NetworkError', 'link', { kind: 'splash', reason: 'network' }],
    ['LimitExceededException', 'form', { kind: 'message', message: { key: 'limitExceeded', tone: 'error' } }],
    ['TooManyRequestsException', 'form', { kind: 'message', message: { key: 'limitExceeded', tone: 'error' } }],
    ['InternalErrorException', 'form', { kind: 'message', message: { key: 'generic', tone: 'error' } }],
    ['InternalErrorException', 'link', { kind: 'splash', reason: 'invalidAuth' }],
  ] as const)('%s (%s)', (error, via, expected) => {
    expect(signInFailure(error, via)).toEqual(expected);
  });
});

describe('spec 01 §8 Multi-factor', () => {
  it('CodeMismatchException -> incorrect code; network -> splash; anything else -> session expired', () => {
    expect(mfaFailure('CodeMismatchException')).toBe('incorrectCode');
    expect(mfaFailure('NetworkError')).toBe('network');
    expect(mfaFailure('NotAuthorizedException')).toBe('sessionExpired');
    expect(mfaFailure('ExpiredCodeException')).toBe('sessionExpired');
  });
});

describe('spec 01 §8 Recovery', () => {
  it.each([
    ['LimitExceededException', 'limitExceeded'],
    ['CodeMismatchException', 'codeMismatch'],
    ['ExpiredCodeException', 'expiredCode'],
    ['InvalidPasswordException', 'invalidPassword'],
    ['NetworkError', 'networkError'],
    ['UserNotFoundException', 'generic'],
  ])('%s -> %s', (error, key) => expect(recoveryMessage(error)).toBe(key));
});

describe('spec 01 §8 wrong confirmation code', () => {
  it.each([
    ['CodeMismatchException', 'incorrectCode'],
    ['ExpiredCodeException', 'expiredCode'],
    ['LimitExceededException', 'limitExceeded'],
    ['NetworkError', 'networkError'],
    ['AliasExistsException', 'generic'],
  ])('%s -> %s', (error, key) => expect(verificationMessage(error)).toBe(key));
});

describe('spec 01 §8 Change password', () => {
  it('an expired challenge, a refused password, any other failure', () => {
    expect(newPasswordFailure('NotAuthorizedException')).toBe('sessionExpired');
    expect(newPasswordFailure('InvalidPasswordException')).toBe('invalidPassword');
    expect(newPasswordFailure('InternalErrorException')).toBe('passwordChangeFailed');
  });
});

describe('every message has its text in both languages', () => {
  const keys = [
    'invalidCredentials', 'invalidAuth', 'networkError', 'cookiesDisabled', 'navigationFailed', 'sessionExpired', 'incorrectCode',
    'limitExceeded', 'codeMismatch', 'expiredCode', 'invalidPassword', 'submitFailed', 'recoverySent', 'samePassword',
    'passwordChangeFailed', 'passwordChanged', 'passwordReset', 'accountConfirmed', 'codeResent', 'skipWarning', 'registered',
    'usernameChanged', 'generic',
  ] as const;
  it.each(keys)('%s', (key) => {
    expect(en.messages[key]).toBeTruthy();
    expect(es.messages[key]).toBeTruthy();
  });
  it('the texts the spec fixes', () => {
    expect(en.messages.sessionExpired).toBe('Your session has expired.');
    expect(en.messages.networkError).toBe('NETWORK ERROR');
    expect(en.messages.recoverySent).toContain('48 hours');
    expect(es.messages.recoverySent).toContain('48 horas');
  });
});
