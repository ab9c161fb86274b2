import { Suspense, useCallback, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmit, useRxConfig } from '../../../core/context/element-context';
import { useSession } from '../../../core/session/use-session';
import { endSession } from '../../../core/session/end-session';
import { authErrorName } from '../../../core/auth/auth-error-name';
import type { SignInOutcome } from '../../../core/auth/sign-in';
import { isLanguage } from '../../../core/i18n/i18n';
import { linkParamsFrom, type LoginLinkParams } from '../../../core/session/route-after-login';
import { formatPhone, usernameTypeOf, type NormalizedUsername } from '../../../core/validation/username';
import type { MainContact } from '../../../domain/common/common.schema';
import { useFinishSignIn } from '../api/finish-sign-in';
import type { LoginIdentity } from '../api/identity';
import { addressWithoutAuthParam, authParamOf, isAuthLinkToken } from '../model/auth-link';
import { exchangeAuthLink } from '../api/auth-link-exchange';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { clearsPassword, loginReducer, preferredMfa, type Attempt, type LoginState } from '../model/login-machine';
import { lazyComponent, usePreloadOnFirstInput } from '../../../core/ui/lazy-component';
import { LoginFormScreen } from './login-form-screen';
import { ProgressScreen } from './progress-screen';
import { ScreenFrame } from './screen-frame';

// Every screen but the form (and the progress shown on submit) loads on demand, preloaded once the form is up.
const ForgotResetScreen = lazyComponent(() => import('./forgot-reset-screen').then((m) => m.ForgotResetScreen));
const ForgotUsernameScreen = lazyComponent(() => import('./forgot-username-screen').then((m) => m.ForgotUsernameScreen));
const MfaScreen = lazyComponent(() => import('./mfa-screen').then((m) => m.MfaScreen));
const MfaSetupScreen = lazyComponent(() => import('./mfa-setup-screen').then((m) => m.MfaSetupScreen));
const NewPasswordScreen = lazyComponent(() => import('./new-password-screen').then((m) => m.NewPasswordScreen));
const RecoveryStep = lazyComponent(() => import('./recovery-step').then((m) => m.RecoveryStep));
const SignedInScreen = lazyComponent(() => import('./signed-in-screen').then((m) => m.SignedInScreen));
const SplashScreen = lazyComponent(() => import('./splash-screen').then((m) => m.SplashScreen));
const UnconfirmedScreen = lazyComponent(() => import('./unconfirmed-screen').then((m) => m.UnconfirmedScreen));
const VerifyScreen = lazyComponent(() => import('./verify-screen').then((m) => m.VerifyScreen));
const laterScreens = [MfaScreen, MfaSetupScreen, NewPasswordScreen, VerifyScreen, UnconfirmedScreen, ForgotUsernameScreen, ForgotResetScreen, RecoveryStep, SplashScreen, SignedInScreen];

export interface LoginFlowProps {
  identity: LoginIdentity;
  /** The pool the form signs in to; auth links always use the basic pool. */
  pool: 'standard' | 'basic';
  initialState: LoginState;
  /** The query string of the login address (link parameters, auth link). */
  search: string;
  privacyUrl: string;
}

/** How the patient knows the username: a phone as ddd-ddd-dddd, an e-mail as typed. */
const shownUsername = (attempt: Attempt | null) =>
  !attempt ? '' : attempt.usernameType === 'phone' ? formatPhone(attempt.username.replace(/^\+1/, '')) : attempt.username;

/**
 * Runs the access screens: it performs the identity calls and feeds their results to the state
 * machine of `model/login-machine.ts`, and on success hands over to the post-login routing.
 */
export function LoginFlow({ identity, pool, initialState, search, privacyUrl }: LoginFlowProps) {
  const { t, i18n } = useTranslation('login');
  const emit = useEmit();
  const [state, dispatch] = useReducer(loginReducer, initialState);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [params] = useState<LoginLinkParams>(() => linkParamsFrom(search));
  const [busy, setBusy] = useState(false);
  const finishSignIn = useFinishSignIn(identity);
  const client = useHttpClient();
  const { screen, attempt } = state;
  usePreloadOnFirstInput(...laterScreens);

  const config = useRxConfig();
  const signedInName = useSession((s) =>
    s.identity ? [s.identity.fName, s.identity.lName].filter(Boolean).join(' ') || s.identity.username : null,
  );
  useEffect(() => {
    if (signedInName === null) dispatch({ type: 'sessionEnded' });
  }, [signedInName]);

  const [shownScreen, setShownScreen] = useState(screen);
  if (shownScreen !== screen) {
    setShownScreen(screen);
    if (clearsPassword(shownScreen, screen)) setPassword('');
  }

  // The heading takes focus when a screen replaces another, not on the first render.
  const [firstScreen] = useState(screen.name);
  const [moved, setMoved] = useState(false);
  if (!moved && screen.name !== firstScreen) setMoved(true);

  const poolOf = useCallback((current: Attempt | null) => (current?.via === 'link' ? 'basic' : pool), [pool]);

  const complete = useCallback(
    async (signedInPool: 'standard' | 'basic') => {
      const result = await finishSignIn({ pool: signedInPool, params, locale: isLanguage(i18n.language) ? i18n.language : 'en' });
      if (!result.ok) {
        dispatch({ type: 'afterLoginFailed' });
        return;
      }
      dispatch({ type: 'signedIn' });
      setPassword('');
      emit('rx-signed-in', { uId: result.uId });
      emit('rx-navigate', { path: result.href, replace: true, ...(result.target.state ? { state: result.target.state } : {}) });
    },
    [finishSignIn, params, i18n.language, emit],
  );

  /** With a choice of second factors, answer it before showing a screen. */
  const settle = useCallback(
    async (outcome: SignInOutcome): Promise<SignInOutcome> => {
      if (outcome.step !== 'choose-mfa') return outcome;
      const choice = preferredMfa(outcome.options);
      return choice ? identity.confirmSignIn(choice) : outcome;
    },
    [identity],
  );

  const signIn = useCallback(
    async (next: Attempt) => {
      const signInPool = poolOf(next);
      try {
        const outcome = await settle(await identity.signIn(signInPool, next.username, next.password));
        dispatch({ type: 'signInStep', outcome, attempt: next });
        if (outcome.step === 'done') await complete(signInPool);
      } catch (error) {
        dispatch({ type: 'signInFailed', error: authErrorName(error), attempt: next });
      }
    },
    [identity, poolOf, settle, complete],
  );

  // The auth link is read once and removed from the address bar before anything else happens.
  const linkRead = useRef(false);
  useEffect(() => {
    if (linkRead.current) return;
    linkRead.current = true;
    const token = authParamOf(search);
    if (token === null) return;
    if (typeof history !== 'undefined' && typeof location !== 'undefined' && authParamOf(location.search) !== null) {
      history.replaceState(history.state, '', addressWithoutAuthParam(location.href));
    }
    if (initialState.screen.name !== 'authLink') return;
    if (!isAuthLinkToken(token)) {
      dispatch({ type: 'authLinkInvalid' });
      return;
    }
    void exchangeAuthLink(client, token).then((credentials) => {
      if (!credentials) dispatch({ type: 'authLinkInvalid' });
      else void signIn({ ...credentials, usernameType: usernameTypeOf(credentials.username), via: 'link' });
    });
    // Runs once, on the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const answerChallenge = async (response: string, failure: 'mfaFailed' | 'newPasswordFailed') => {
    try {
      const outcome = await settle(await identity.confirmSignIn(response));
      if (failure === 'newPasswordFailed' && outcome.step === 'done') {
        // Change password (spec 01 §8): success shows a message, then signs out.
        try {
          await identity.signOut();
        } catch {
          // signed out locally all the same
        }
        setPassword('');
        dispatch({ type: 'passwordChanged' });
        return;
      }
      dispatch({ type: 'challengeStep', outcome });
      if (outcome.step === 'done') await complete(poolOf(attempt));
    } catch (error) {
      dispatch({ type: failure, error: authErrorName(error) });
    }
  };

  const skipElapsed = useCallback(() => dispatch({ type: 'skipElapsed' }), []);
  const back = () => dispatch({ type: 'back' });

  const contact: MainContact | null = attempt ? { type: attempt.usernameType, value: attempt.username } : null;

  let title: string;
  let body: ReactNode;
  let message = 'message' in screen ? screen.message : undefined;
  switch (screen.name) {
    case 'login':
      title = t('title');
      body = (
        <LoginFormScreen
          username={username}
          password={password}
          onUsernameChange={(value) => {
            setUsername(value);
            dispatch({ type: 'formEdited' });
          }}
          onPasswordChange={(value) => {
            setPassword(value);
            dispatch({ type: 'formEdited' });
          }}
          privacyUrl={privacyUrl}
          onForgotPassword={() => dispatch({ type: 'forgotPassword' })}
          onSubmit={(normalized: NormalizedUsername, typed: string) =>
            signIn({ username: normalized.value, usernameType: normalized.type, password: typed, via: 'form' })
          }
        />
      );
      break;
    case 'authLink':
      title = t('title');
      body = <ProgressScreen label={t('status.signingIn')} />;
      break;
    case 'finishing':
      title = t('title');
      body = <ProgressScreen label={t('status.finishing')} />;
      break;
    case 'signedIn':
      title = t('title');
      body = (
        <SignedInScreen
          name={signedInName ?? ''}
          onSignOut={() => {
            if (endSession(config.identity, 'user')) emit('rx-signed-out', { reason: 'user' });
          }}
        />
      );
      break;
    case 'mfa':
      title = screen.method === 'sms' ? t('mfa.smsTitle') : t('mfa.totpTitle');
      body = (
        <MfaScreen
          method={screen.method}
          destination={screen.destination}
          onSubmit={(code) => answerChallenge(code, 'mfaFailed')}
          onLostDevice={() => dispatch({ type: 'lostDevice' })}
          onBack={back}
        />
      );
      break;
    case 'mfaSetup':
      title = t('mfa.setupTitle');
      body = (
        <MfaSetupScreen
          secret={screen.secret}
          accountName={attempt?.username ?? ''}
          onSubmit={(code) => answerChallenge(code, 'mfaFailed')}
          onBack={back}
        />
      );
      break;
    case 'recovery':
      title = t('recovery.title');
      body = (
        <RecoveryStep contact={contact} sent={screen.sent} onBack={back} onResult={(ok) => dispatch({ type: ok ? 'recoverySent' : 'recoveryFailed' })} />
      );
      break;
    case 'newPassword':
      title = t('newPassword.title');
      body = (
        <NewPasswordScreen
          oldPassword={attempt?.password ?? ''}
          onSubmit={(newPassword) => answerChallenge(newPassword, 'newPasswordFailed')}
          onSameAsOld={() => dispatch({ type: 'newPasswordSameAsOld' })}
          onBack={back}
        />
      );
      break;
    case 'unconfirmed':
      title = t('unconfirmed.title');
      body = (
        <UnconfirmedScreen
          busy={busy}
          onBack={back}
          onConfirm={() => {
            if (!attempt) return;
            setBusy(true);
            identity.resendAccountCode(attempt.username).then(
              () => {
                setBusy(false);
                dispatch({ type: 'confirmAccount' });
              },
              (error: unknown) => {
                setBusy(false);
                dispatch({ type: 'confirmAccount' });
                dispatch({ type: 'verifyFailed', error: authErrorName(error) });
              },
            );
          }}
        />
      );
      break;
    case 'verify':
      title = t('verify.title');
      body = (
        <VerifyScreen
          usernameShown={shownUsername(attempt)}
          skipping={screen.skipping}
          onSkip={() => dispatch({ type: 'skipRequested' })}
          onSkipElapsed={skipElapsed}
          onSubmit={async (code) => {
            try {
              await identity.confirmAccount(attempt?.username ?? '', code);
              dispatch({ type: 'verified' });
            } catch (error) {
              dispatch({ type: 'verifyFailed', error: authErrorName(error) });
            }
          }}
          onResend={async () => {
            try {
              await identity.resendAccountCode(attempt?.username ?? '');
              dispatch({ type: 'codeResent' });
              return true;
            } catch (error) {
              dispatch({ type: 'verifyFailed', error: authErrorName(error) });
              return false;
            }
          }}
        />
      );
      break;
    case 'forgotUsername':
      title = t('forgot.title');
      body = (
        <ForgotUsernameScreen
          initialUsername={attempt ? shownUsername(attempt) : username}
          onBack={back}
          onSubmit={async (normalized) => {
            try {
              const outcome = await identity.requestPasswordReset(normalized.value);
              if (outcome.step === 'done') dispatch({ type: 'passwordReset' });
              else
                dispatch({ type: 'resetCodeSent', username: normalized.value, usernameType: normalized.type, destination: outcome.destination });
            } catch (error) {
              dispatch({ type: 'resetFailed', error: authErrorName(error) });
            }
          }}
        />
      );
      break;
    case 'forgotReset':
      title = t('forgot.title');
      body = (
        <ForgotResetScreen
          destination={screen.destination}
          onBack={back}
          onSubmit={async (code, newPassword) => {
            try {
              await identity.confirmPasswordReset(attempt?.username ?? '', code, newPassword);
              setPassword('');
              dispatch({ type: 'passwordReset' });
            } catch (error) {
              dispatch({ type: 'resetFailed', error: authErrorName(error) });
            }
          }}
        />
      );
      break;
    case 'splash':
      title = screen.reason === 'network' ? t('splash.networkTitle') : t('splash.invalidAuthTitle');
      message = undefined;
      body = (
        <SplashScreen
          reason={screen.reason}
          onBack={back}
          onRetry={
            screen.reason === 'network' && attempt?.via === 'link'
              ? () => {
                  dispatch({ type: 'authLinkStarted' });
                  void signIn(attempt);
                }
              : undefined
          }
        />
      );
      break;
  }

  // A screen whose code is not in yet shows the whole card once it is (heading and fields together).
  return (
    <Suspense fallback={<ProgressScreen label={t('actions.working')} />}>
      <ScreenFrame title={title} screenKey={screen.name} focusHeading={moved} message={message}>
        {body}
      </ScreenFrame>
    </Suspense>
  );
}
