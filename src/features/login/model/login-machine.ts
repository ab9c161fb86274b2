import type { SignInOutcome } from '../../../core/auth/sign-in';
import type { UsernameType } from '../../../core/validation/username';
import {
  message,
  mfaFailure,
  newPasswordFailure,
  recoveryMessage,
  signInFailure,
  verificationMessage,
  type LoginMessage,
  type SplashReason,
} from './auth-errors';

/**
 * The access screens of spec 01 §2 and §4 as one state machine: the login form, the multi-factor
 * code, account recovery for a lost device, the forced new password, the unconfirmed-account
 * warning and its code verification, forgot password in two steps, the splash of a failed auth
 * link, and the hand-over to the post-login routing. Pure: the component runs the calls and
 * reports their results as events.
 */
export type LoginScreen =
  | { name: 'login'; message?: LoginMessage }
  | { name: 'authLink' }
  | { name: 'mfa'; method: 'sms' | 'totp'; destination?: string; message?: LoginMessage }
  /** First sign-in of an account that must use an authenticator app: set it up, then its code signs in. */
  | { name: 'mfaSetup'; secret: string; message?: LoginMessage }
  | { name: 'recovery'; message?: LoginMessage; sent: boolean }
  | { name: 'newPassword'; message?: LoginMessage }
  | { name: 'unconfirmed' }
  | { name: 'verify'; message?: LoginMessage; skipping: boolean }
  | { name: 'forgotUsername'; message?: LoginMessage }
  | { name: 'forgotReset'; destination?: string; message?: LoginMessage }
  | { name: 'splash'; reason: SplashReason }
  | { name: 'finishing' }
  | { name: 'signedIn' };

export type LoginScreenName = LoginScreen['name'];

/** Who is signing in: kept across the screens of one attempt, in memory only. */
export interface Attempt {
  /** As sent to the identity provider: +1 and ten digits, or the e-mail. */
  username: string;
  usernameType: UsernameType;
  /** The password just typed (the forced change refuses the same one). */
  password: string;
  via: 'form' | 'link';
}

export interface LoginState {
  screen: LoginScreen;
  attempt: Attempt | null;
}

export type LoginEvent =
  | { type: 'signInStep'; outcome: SignInOutcome; attempt: Attempt }
  | { type: 'signInFailed'; error: string; attempt: Attempt }
  | { type: 'authLinkStarted' }
  | { type: 'authLinkInvalid' }
  | { type: 'challengeStep'; outcome: SignInOutcome }
  | { type: 'mfaFailed'; error: string }
  | { type: 'lostDevice' }
  | { type: 'recoverySent' }
  | { type: 'recoveryFailed' }
  | { type: 'newPasswordSameAsOld' }
  | { type: 'newPasswordFailed'; error: string }
  | { type: 'passwordChanged' }
  | { type: 'confirmAccount' }
  | { type: 'verified' }
  | { type: 'verifyFailed'; error: string }
  | { type: 'codeResent' }
  | { type: 'skipRequested' }
  | { type: 'skipElapsed' }
  | { type: 'forgotPassword' }
  | { type: 'resetCodeSent'; username: string; usernameType: UsernameType; destination?: string }
  | { type: 'resetFailed'; error: string }
  | { type: 'passwordReset' }
  | { type: 'signedIn' }
  | { type: 'afterLoginFailed' }
  /** The shared session ended (a sign-out here or in another tab). */
  | { type: 'sessionEnded' }
  /** The patient edits the username or the password of the login form. */
  | { type: 'formEdited' }
  | { type: 'back' };

export interface InitialStateInput {
  /** The address carries an `auth` parameter: sign in on the basic pool first. */
  authLink: boolean;
  /** The last session ended on expiry or inactivity. */
  sessionExpired: boolean;
  /** Site storage is blocked. */
  storageBlocked: boolean;
  /** A notice the page that sent the patient here asks for (after registration, a username change). */
  notice?: 'registered' | 'usernameChanged';
  /** A patient is already signed in on this browser. */
  signedIn?: boolean;
}

export function initialLoginState({ authLink, sessionExpired, storageBlocked, notice, signedIn }: InitialStateInput): LoginState {
  if (authLink && !storageBlocked) return { screen: { name: 'authLink' }, attempt: null };
  if (signedIn && !storageBlocked) return { screen: { name: 'signedIn' }, attempt: null };
  const first: LoginMessage | undefined = storageBlocked
    ? message('cookiesDisabled', 'warning')
    : notice
      ? message(notice, 'success')
      : sessionExpired
        ? message('sessionExpired', 'info')
        : undefined;
  return { screen: { name: 'login', message: first }, attempt: null };
}

const login = (msg?: LoginMessage): LoginScreen => ({ name: 'login', message: msg });

/** The screen a step of the identity provider's sign-in leads to. */
function screenForStep(outcome: SignInOutcome, state: LoginState): LoginScreen {
  switch (outcome.step) {
    case 'done':
      return { name: 'finishing' };
    case 'sms-code':
      return { name: 'mfa', method: 'sms', destination: outcome.destination };
    case 'totp-code':
      return { name: 'mfa', method: 'totp' };
    case 'totp-setup':
      return state.attempt?.via === 'link' ? { name: 'splash', reason: 'invalidAuth' } : { name: 'mfaSetup', secret: outcome.secret };
    case 'new-password':
      return { name: 'newPassword' };
    case 'confirm-sign-up':
      return state.attempt?.via === 'link' ? { name: 'splash', reason: 'invalidAuth' } : { name: 'unconfirmed' };
    case 'reset-password':
      // PasswordResetRequiredException is silent (spec 01 §8): no message, straight to the reset.
      return state.attempt?.via === 'link' ? { name: 'splash', reason: 'invalidAuth' } : { name: 'forgotUsername' };
    case 'choose-mfa':
    case 'unsupported':
      return state.attempt?.via === 'link' ? { name: 'splash', reason: 'invalidAuth' } : login(message('generic'));
  }
}

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  const screen = state.screen;
  const to = (next: LoginScreen, attempt: Attempt | null = state.attempt): LoginState => ({ screen: next, attempt });

  switch (event.type) {
    case 'authLinkStarted':
      return to({ name: 'authLink' }, null);
    case 'authLinkInvalid':
      return to({ name: 'splash', reason: 'invalidAuth' }, null);

    case 'signInStep': {
      const next = { ...state, attempt: event.attempt };
      return to(screenForStep(event.outcome, next), event.attempt);
    }
    case 'signInFailed': {
      const failure = signInFailure(event.error, event.attempt.via);
      switch (failure.kind) {
        case 'unconfirmed':
          return to({ name: 'unconfirmed' }, event.attempt);
        case 'resetRequired':
          return to({ name: 'forgotUsername' }, event.attempt);
        case 'splash':
          // A refused link is forgotten; after a network failure the same sign-in can be tried again.
          return to({ name: 'splash', reason: failure.reason }, failure.reason === 'invalidAuth' ? null : event.attempt);
        case 'message':
          return to(login(failure.message), event.attempt);
      }
      break;
    }

    case 'challengeStep':
      // The answer to a challenge may lead to another one (a new password, then a code).
      return to(screenForStep(event.outcome, state));
    case 'mfaFailed': {
      if (screen.name !== 'mfa' && screen.name !== 'mfaSetup') return state;
      const outcome = mfaFailure(event.error);
      if (outcome === 'incorrectCode') return to({ ...screen, message: message('incorrectCode') });
      if (outcome === 'network') return to({ name: 'splash', reason: 'network' });
      return to(login(message('sessionExpired', 'info')), null);
    }
    case 'lostDevice':
      return screen.name === 'mfa' ? to({ name: 'recovery', sent: false }) : state;
    case 'recoverySent':
      return screen.name === 'recovery' ? to({ name: 'recovery', sent: true, message: message('recoverySent', 'success') }) : state;
    case 'recoveryFailed':
      return screen.name === 'recovery' ? to({ name: 'recovery', sent: false, message: message('submitFailed', 'warning') }) : state;

    case 'newPasswordSameAsOld':
      return screen.name === 'newPassword' ? to({ name: 'newPassword', message: message('samePassword', 'warning') }) : state;
    case 'newPasswordFailed': {
      if (screen.name !== 'newPassword') return state;
      const failure = newPasswordFailure(event.error);
      if (failure === 'sessionExpired') return to(login(message('sessionExpired', 'info')), null);
      return to({ name: 'newPassword', message: message(failure) });
    }
    case 'passwordChanged':
      return to(login(message('passwordChanged', 'success')), null);

    case 'confirmAccount':
      return screen.name === 'unconfirmed' ? to({ name: 'verify', skipping: false }) : state;
    case 'verified':
      return to(login(message('accountConfirmed', 'success')));
    case 'verifyFailed':
      return screen.name === 'verify' ? to({ name: 'verify', skipping: false, message: message(verificationMessage(event.error)) }) : state;
    case 'codeResent':
      return screen.name === 'verify' ? to({ name: 'verify', skipping: false, message: message('codeResent', 'info') }) : state;
    case 'skipRequested':
      return screen.name === 'verify' ? to({ name: 'verify', skipping: true, message: message('skipWarning', 'warning') }) : state;
    case 'skipElapsed':
      return screen.name === 'verify' && screen.skipping ? to(login()) : state;

    case 'forgotPassword':
      return to({ name: 'forgotUsername' });
    case 'resetCodeSent': {
      const attempt: Attempt = {
        username: event.username,
        usernameType: event.usernameType,
        password: '',
        via: 'form',
      };
      return to({ name: 'forgotReset', destination: event.destination }, attempt);
    }
    case 'resetFailed':
      if (screen.name === 'forgotUsername' || screen.name === 'forgotReset') return to({ ...screen, message: message(recoveryMessage(event.error)) });
      return state;
    case 'passwordReset':
      return to(login(message('passwordReset', 'success')), null);

    case 'signedIn':
      return to({ name: 'signedIn' }, null);
    case 'afterLoginFailed':
      return to(login(message('navigationFailed')), null);
    case 'sessionEnded':
      return screen.name === 'signedIn' ? to(login(), null) : state;
    case 'formEdited':
      // A failure message speaks of what was typed; once that changes it no longer applies.
      return screen.name === 'login' && screen.message?.tone === 'error' ? to(login(), state.attempt) : state;
    case 'back':
      return to(login(), screen.name === 'splash' ? null : state.attempt);
  }
  return state;
}

const SCREENS_OF_A_SIGN_IN = new Set<LoginScreen['name']>(['mfa', 'mfaSetup', 'newPassword', 'recovery']);

/**
 * The typed password is cleared when the login form comes back after a sign-in that went on to
 * a code or new-password screen (a session error, a password change): it must not stay filled.
 */
export function clearsPassword(previous: LoginScreen, next: LoginScreen): boolean {
  return next.name === 'login' && SCREENS_OF_A_SIGN_IN.has(previous.name);
}

/** With a choice of second factors, the authenticator app is preferred over SMS. */
export function preferredMfa(options: readonly ('SMS' | 'TOTP')[]): 'SMS' | 'TOTP' | null {
  if (options.includes('TOTP')) return 'TOTP';
  if (options.includes('SMS')) return 'SMS';
  return null;
}
