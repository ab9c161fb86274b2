import { describe, expect, it } from 'vitest';
import {
  clearsPassword,
  initialLoginState,
  loginReducer,
  preferredMfa,
  type Attempt,
  type LoginEvent,
  type LoginScreen,
  type LoginState,
} from '../../../../src/features/login/model/login-machine';

const formAttempt: Attempt = { username: '+15551234567', usernameType: 'phone', password: 'Secret#123', via: 'form' };
const linkAttempt: Attempt = { username: 'basic@example.com', usernameType: 'email', password: 'Link#Pass1', via: 'link' };

const at = (screen: LoginScreen, attempt: Attempt | null = formAttempt): LoginState => ({ screen, attempt });
const run = (state: LoginState, ...events: LoginEvent[]) => events.reduce(loginReducer, state);
const start = initialLoginState({ authLink: false, sessionExpired: false, storageBlocked: false });

describe('initial state', () => {
  it('is the login form without a message', () => {
    expect(start).toEqual({ screen: { name: 'login', message: undefined }, attempt: null });
  });
  it('says the session has expired after an expiry or idle sign-out', () => {
    expect(initialLoginState({ authLink: false, sessionExpired: true, storageBlocked: false }).screen).toEqual({
      name: 'login',
      message: { key: 'sessionExpired', tone: 'info' },
    });
  });
  it('starts signing in when the address carries an auth link', () => {
    expect(initialLoginState({ authLink: true, sessionExpired: true, storageBlocked: false }).screen).toEqual({ name: 'authLink' });
  });
  it('shows the cookiesDisabled alert when site storage is blocked, even with an auth link', () => {
    expect(initialLoginState({ authLink: true, sessionExpired: true, storageBlocked: true }).screen).toEqual({
      name: 'login',
      message: { key: 'cookiesDisabled', tone: 'warning' },
    });
  });
  it('shows the notice of the page that sent the patient here (successfully registered)', () => {
    expect(initialLoginState({ authLink: false, sessionExpired: true, storageBlocked: false, notice: 'registered' }).screen).toEqual({
      name: 'login',
      message: { key: 'registered', tone: 'success' },
    });
  });
});

describe('sign-in steps (spec 01 §4 "Login flow")', () => {
  it.each<[string, LoginEvent & { type: 'signInStep' }, LoginScreen]>([
    ['direct entry', { type: 'signInStep', outcome: { step: 'done' }, attempt: formAttempt }, { name: 'finishing' }],
    [
      'SMS code',
      { type: 'signInStep', outcome: { step: 'sms-code', destination: '+*******4567' }, attempt: formAttempt },
      { name: 'mfa', method: 'sms', destination: '+*******4567' },
    ],
    ['authenticator code', { type: 'signInStep', outcome: { step: 'totp-code' }, attempt: formAttempt }, { name: 'mfa', method: 'totp' }],
    [
      'first-login authenticator setup',
      { type: 'signInStep', outcome: { step: 'totp-setup', secret: 'ABCDEFGH234567' }, attempt: formAttempt },
      { name: 'mfaSetup', secret: 'ABCDEFGH234567' },
    ],
    ['NEW_PASSWORD_REQUIRED', { type: 'signInStep', outcome: { step: 'new-password' }, attempt: formAttempt }, { name: 'newPassword' }],
    ['unconfirmed account', { type: 'signInStep', outcome: { step: 'confirm-sign-up' }, attempt: formAttempt }, { name: 'unconfirmed' }],
    ['password reset required (silent)', { type: 'signInStep', outcome: { step: 'reset-password' }, attempt: formAttempt }, { name: 'forgotUsername' }],
    [
      'an unsupported step',
      { type: 'signInStep', outcome: { step: 'unsupported', amplifyStep: 'X' }, attempt: formAttempt },
      { name: 'login', message: { key: 'generic', tone: 'error' } },
    ],
  ])('%s', (_name, event, screen) => {
    const next = loginReducer(start, event);
    expect(next.screen).toEqual(screen);
    expect(next.attempt).toEqual(formAttempt);
  });

  it('an auth link that needs anything but direct entry or a code is refused with the invalid-link splash', () => {
    for (const outcome of [{ step: 'confirm-sign-up' }, { step: 'reset-password' }, { step: 'unsupported', amplifyStep: 'X' }] as const) {
      expect(loginReducer(start, { type: 'signInStep', outcome, attempt: linkAttempt }).screen).toEqual({ name: 'splash', reason: 'invalidAuth' });
    }
    expect(loginReducer(start, { type: 'signInStep', outcome: { step: 'done' }, attempt: linkAttempt }).screen).toEqual({ name: 'finishing' });
  });
});

describe('sign-in failures (spec 01 §8 "Login")', () => {
  const fail = (error: string, attempt = formAttempt) => loginReducer(start, { type: 'signInFailed', error, attempt });
  it('NotAuthorizedException and UserNotFoundException -> invalid credentials on the form', () => {
    expect(fail('NotAuthorizedException').screen).toEqual({ name: 'login', message: { key: 'invalidCredentials', tone: 'error' } });
    expect(fail('UserNotFoundException').screen).toEqual({ name: 'login', message: { key: 'invalidCredentials', tone: 'error' } });
  });
  it('...and the invalid-auth splash for an auth link, forgetting the link', () => {
    const next = fail('NotAuthorizedException', linkAttempt);
    expect(next.screen).toEqual({ name: 'splash', reason: 'invalidAuth' });
    expect(next.attempt).toBeNull();
  });
  it('UserNotConfirmedException -> the account-not-confirmed warning', () => {
    expect(fail('UserNotConfirmedException').screen).toEqual({ name: 'unconfirmed' });
  });
  it('PasswordResetRequiredException is silent: no message, straight to the reset', () => {
    expect(fail('PasswordResetRequiredException').screen).toEqual({ name: 'forgotUsername' });
  });
  it("NetworkError -> the 'NETWORK ERROR' splash, keeping the attempt so it can be retried", () => {
    expect(fail('NetworkError').screen).toEqual({ name: 'splash', reason: 'network' });
    expect(fail('NetworkError', linkAttempt).attempt).toEqual(linkAttempt);
  });
  it('too many attempts and unknown errors', () => {
    expect(fail('LimitExceededException').screen).toEqual({ name: 'login', message: { key: 'limitExceeded', tone: 'error' } });
    expect(fail('InternalErrorException').screen).toEqual({ name: 'login', message: { key: 'generic', tone: 'error' } });
  });
  it('a malformed auth link shows the invalid-auth splash', () => {
    expect(run(initialLoginState({ authLink: true, sessionExpired: false, storageBlocked: false }), { type: 'authLinkInvalid' }).screen).toEqual({
      name: 'splash',
      reason: 'invalidAuth',
    });
  });
});

describe('multi-factor (spec 01 §8 "Multi-factor")', () => {
  const mfa = at({ name: 'mfa', method: 'sms', destination: '+*******4567' });
  it('CodeMismatchException -> incorrect code, staying on the screen', () => {
    expect(loginReducer(mfa, { type: 'mfaFailed', error: 'CodeMismatchException' }).screen).toEqual({
      name: 'mfa',
      method: 'sms',
      destination: '+*******4567',
      message: { key: 'incorrectCode', tone: 'error' },
    });
  });
  it('any other error returns to login flagged as session expired', () => {
    for (const error of ['NotAuthorizedException', 'ExpiredCodeException', 'Unknown']) {
      const next = loginReducer(mfa, { type: 'mfaFailed', error });
      expect(next.screen).toEqual({ name: 'login', message: { key: 'sessionExpired', tone: 'info' } });
      expect(next.attempt).toBeNull();
    }
  });
  it('a network failure shows the splash', () => {
    expect(loginReducer(mfa, { type: 'mfaFailed', error: 'NetworkError' }).screen).toEqual({ name: 'splash', reason: 'network' });
  });
  it('a correct code leads to finishing; a code can also lead to another challenge', () => {
    expect(loginReducer(mfa, { type: 'challengeStep', outcome: { step: 'done' } }).screen).toEqual({ name: 'finishing' });
    expect(loginReducer(at({ name: 'newPassword' }), { type: 'challengeStep', outcome: { step: 'totp-code' } }).screen).toEqual({
      name: 'mfa',
      method: 'totp',
    });
  });
  it('a wrong code during the authenticator setup says incorrect code and keeps the setup; other errors end it', () => {
    const setup = at({ name: 'mfaSetup', secret: 'ABCDEFGH234567' });
    expect(loginReducer(setup, { type: 'mfaFailed', error: 'CodeMismatchException' }).screen).toEqual({
      name: 'mfaSetup',
      secret: 'ABCDEFGH234567',
      message: { key: 'incorrectCode', tone: 'error' },
    });
    expect(loginReducer(setup, { type: 'mfaFailed', error: 'NotAuthorizedException' }).screen).toEqual({ name: 'login', message: { key: 'sessionExpired', tone: 'info' } });
    expect(loginReducer(setup, { type: 'challengeStep', outcome: { step: 'done' } }).screen).toEqual({ name: 'finishing' });
  });
  it('an auth link is not set up with an authenticator: invalid-link splash', () => {
    expect(loginReducer(start, { type: 'signInStep', outcome: { step: 'totp-setup', secret: 'ABCDEFGH234567' }, attempt: linkAttempt }).screen).toEqual({
      name: 'splash',
      reason: 'invalidAuth',
    });
  });
  it('ignores an MFA failure reported after leaving the screen', () => {
    const login = at({ name: 'login' });
    expect(loginReducer(login, { type: 'mfaFailed', error: 'CodeMismatchException' })).toBe(login);
  });
});

describe('lost device -> account recovery', () => {
  const mfa = at({ name: 'mfa', method: 'totp' });
  it('opens the recovery screen from the code screen, keeping who is signing in', () => {
    const next = loginReducer(mfa, { type: 'lostDevice' });
    expect(next.screen).toEqual({ name: 'recovery', sent: false });
    expect(next.attempt).toEqual(formAttempt);
  });
  it('a sent request shows the 48-hour notice; a failed one the submitFailed warning', () => {
    const recovery = loginReducer(mfa, { type: 'lostDevice' });
    expect(loginReducer(recovery, { type: 'recoverySent' }).screen).toEqual({
      name: 'recovery',
      sent: true,
      message: { key: 'recoverySent', tone: 'success' },
    });
    expect(loginReducer(recovery, { type: 'recoveryFailed' }).screen).toEqual({
      name: 'recovery',
      sent: false,
      message: { key: 'submitFailed', tone: 'warning' },
    });
  });
  it('only from the code screen', () => {
    const login = at({ name: 'login' });
    expect(loginReducer(login, { type: 'lostDevice' })).toBe(login);
    expect(loginReducer(login, { type: 'recoverySent' })).toBe(login);
  });
});

describe('forced new password (spec 01 §8 "Change password")', () => {
  const screen = at({ name: 'newPassword' });
  it('same as old -> warning', () => {
    expect(loginReducer(screen, { type: 'newPasswordSameAsOld' }).screen).toEqual({
      name: 'newPassword',
      message: { key: 'samePassword', tone: 'warning' },
    });
  });
  it('failure -> error message; a refused password -> invalidPassword; an expired challenge -> login, expired', () => {
    expect(loginReducer(screen, { type: 'newPasswordFailed', error: 'InternalErrorException' }).screen).toEqual({
      name: 'newPassword',
      message: { key: 'passwordChangeFailed', tone: 'error' },
    });
    expect(loginReducer(screen, { type: 'newPasswordFailed', error: 'InvalidPasswordException' }).screen).toEqual({
      name: 'newPassword',
      message: { key: 'invalidPassword', tone: 'error' },
    });
    expect(loginReducer(screen, { type: 'newPasswordFailed', error: 'NotAuthorizedException' }).screen).toEqual({
      name: 'login',
      message: { key: 'sessionExpired', tone: 'info' },
    });
  });
  it('success -> message on the login form (the component signs out first)', () => {
    const next = loginReducer(screen, { type: 'passwordChanged' });
    expect(next.screen).toEqual({ name: 'login', message: { key: 'passwordChanged', tone: 'success' } });
    expect(next.attempt).toBeNull();
  });
});

describe('unconfirmed account and verification (spec 01 §4 "Verification")', () => {
  const unconfirmed = at({ name: 'unconfirmed' });
  const verify = loginReducer(unconfirmed, { type: 'confirmAccount' });
  it('Confirm opens code verification', () => {
    expect(verify.screen).toEqual({ name: 'verify', skipping: false });
    expect(verify.attempt).toEqual(formAttempt);
  });
  it('a successful confirmation returns to login with a success message, keeping the username', () => {
    const next = loginReducer(verify, { type: 'verified' });
    expect(next.screen).toEqual({ name: 'login', message: { key: 'accountConfirmed', tone: 'success' } });
    expect(next.attempt).toEqual(formAttempt);
  });
  it.each([
    ['CodeMismatchException', 'incorrectCode'],
    ['ExpiredCodeException', 'expiredCode'],
    ['LimitExceededException', 'limitExceeded'],
    ['NetworkError', 'networkError'],
    ['Whatever', 'generic'],
  ])('%s -> %s', (error, key) => {
    expect(loginReducer(verify, { type: 'verifyFailed', error }).screen).toEqual({ name: 'verify', skipping: false, message: { key, tone: 'error' } });
  });
  it('resending says so', () => {
    expect(loginReducer(verify, { type: 'codeResent' }).screen).toEqual({ name: 'verify', skipping: false, message: { key: 'codeResent', tone: 'info' } });
  });
  it('skip shows a warning; when its 6 seconds are over the login form returns', () => {
    const skipping = loginReducer(verify, { type: 'skipRequested' });
    expect(skipping.screen).toEqual({ name: 'verify', skipping: true, message: { key: 'skipWarning', tone: 'warning' } });
    expect(loginReducer(skipping, { type: 'skipElapsed' }).screen).toEqual({ name: 'login', message: undefined });
  });
  it('the skip timer does nothing unless a skip was asked for', () => {
    expect(loginReducer(verify, { type: 'skipElapsed' })).toBe(verify);
  });
  it('Confirm only acts on the warning screen', () => {
    const login = at({ name: 'login' });
    expect(loginReducer(login, { type: 'confirmAccount' })).toBe(login);
  });
});

describe('forgot password in two steps (spec 01 §4, §8 "Recovery")', () => {
  const stepOne = loginReducer(start, { type: 'forgotPassword' });
  it('opens step one, then step two once the code is sent', () => {
    expect(stepOne.screen).toEqual({ name: 'forgotUsername' });
    const stepTwo = loginReducer(stepOne, { type: 'resetCodeSent', username: 'pat@example.com', usernameType: 'email', destination: 'p***@e***' });
    expect(stepTwo.screen).toEqual({ name: 'forgotReset', destination: 'p***@e***' });
    expect(stepTwo.attempt).toEqual({ username: 'pat@example.com', usernameType: 'email', password: '', via: 'form' });
  });
  it.each([
    ['LimitExceededException', 'limitExceeded'],
    ['CodeMismatchException', 'codeMismatch'],
    ['ExpiredCodeException', 'expiredCode'],
    ['InvalidPasswordException', 'invalidPassword'],
    ['Unknown', 'generic'],
  ])('%s -> %s on either step', (error, key) => {
    expect(loginReducer(stepOne, { type: 'resetFailed', error }).screen).toEqual({ name: 'forgotUsername', message: { key, tone: 'error' } });
    const stepTwo = at({ name: 'forgotReset' });
    expect(loginReducer(stepTwo, { type: 'resetFailed', error }).screen).toEqual({ name: 'forgotReset', message: { key, tone: 'error' } });
  });
  it('success returns to login with a success message', () => {
    expect(loginReducer(at({ name: 'forgotReset' }), { type: 'passwordReset' }).screen).toEqual({
      name: 'login',
      message: { key: 'passwordReset', tone: 'success' },
    });
  });
});

describe('after sign-in', () => {
  it('a finished hand-over shows the signed-in state and forgets the attempt', () => {
    expect(loginReducer(at({ name: 'finishing' }), { type: 'signedIn' })).toEqual({ screen: { name: 'signedIn' }, attempt: null });
  });
  it('a failed post-login lookup returns to login with navigationFailed', () => {
    expect(loginReducer(at({ name: 'finishing' }), { type: 'afterLoginFailed' })).toEqual({
      screen: { name: 'login', message: { key: 'navigationFailed', tone: 'error' } },
      attempt: null,
    });
  });
});

describe('back', () => {
  it('returns to the empty login form from any screen', () => {
    for (const screen of [{ name: 'mfa', method: 'sms' }, { name: 'recovery', sent: true }, { name: 'forgotReset' }] as LoginScreen[]) {
      expect(loginReducer(at(screen), { type: 'back' }).screen).toEqual({ name: 'login', message: undefined });
    }
    expect(loginReducer(at({ name: 'splash', reason: 'network' }), { type: 'back' }).attempt).toBeNull();
  });
  it('a retried auth link shows progress again', () => {
    expect(loginReducer(at({ name: 'splash', reason: 'network' }, linkAttempt), { type: 'authLinkStarted' }).screen).toEqual({ name: 'authLink' });
  });
});

describe('second-factor choice', () => {
  it('prefers the authenticator app, then SMS', () => {
    expect(preferredMfa(['SMS', 'TOTP'])).toBe('TOTP');
    expect(preferredMfa(['SMS'])).toBe('SMS');
    expect(preferredMfa([])).toBeNull();
  });
});

describe('editing the login form after a failure', () => {
  const failed = run(start, { type: 'signInFailed', error: 'NotAuthorizedException', attempt: formAttempt });
  it('clears the wrong-password message once the username or password changes', () => {
    expect(failed.screen).toMatchObject({ name: 'login', message: { tone: 'error' } });
    expect(loginReducer(failed, { type: 'formEdited' }).screen).toEqual({ name: 'login', message: undefined });
  });
  it('keeps notices that do not depend on what was typed', () => {
    const blocked = initialLoginState({ authLink: false, sessionExpired: false, storageBlocked: true });
    expect(loginReducer(blocked, { type: 'formEdited' })).toBe(blocked);
    const expired = initialLoginState({ authLink: false, sessionExpired: true, storageBlocked: false });
    expect(loginReducer(expired, { type: 'formEdited' })).toBe(expired);
  });
});

describe('clearsPassword', () => {
  it('clears the typed password when the login form returns from a code or new-password screen', () => {
    const mfa = at({ name: 'mfa', method: 'sms' });
    const back = loginReducer(mfa, { type: 'mfaFailed', error: 'NotAuthorizedException' });
    expect(clearsPassword(mfa.screen, back.screen)).toBe(true);
    expect(clearsPassword({ name: 'newPassword' }, { name: 'login' })).toBe(true);
  });
  it('keeps it after a wrong password on the form itself', () => {
    expect(clearsPassword({ name: 'login' }, { name: 'login', message: { key: 'invalidCredentials', tone: 'error' } })).toBe(false);
  });
});

describe('a patient already signed in', () => {
  const signedIn = initialLoginState({ authLink: false, sessionExpired: false, storageBlocked: false, signedIn: true });
  it('starts on the signed-in screen (name and Sign out) instead of the form', () => {
    expect(signedIn.screen).toEqual({ name: 'signedIn' });
  });
  it('an auth link still signs in on the basic pool', () => {
    expect(initialLoginState({ authLink: true, sessionExpired: false, storageBlocked: false, signedIn: true }).screen).toEqual({ name: 'authLink' });
  });
  it('returns to the empty form when the session ends, here or in another tab', () => {
    expect(loginReducer(signedIn, { type: 'sessionEnded' })).toEqual({ screen: { name: 'login', message: undefined }, attempt: null });
    const mfa = at({ name: 'mfa', method: 'sms' });
    expect(loginReducer(mfa, { type: 'sessionEnded' })).toBe(mfa);
  });
});
