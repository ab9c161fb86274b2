import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmit, useRxConfig } from '../../../core/context/element-context';
import { useSession } from '../../../core/session/use-session';
import { endSession } from '../../../core/session/end-session';
import { authErrorName } from '../../../core/auth/auth-error-name';
import type { SignInOutcome } from '../../../core/auth/sign-in';
import { isLanguage } from '../../../core/i18n/i18n';
import { linkParamsFrom, type LoginLinkParams } from '../../../core/session/route-after-login';
import { usernameTypeOf, type NormalizedUsername } from '../../../core/validation/username';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { useFinishSignIn } from '../api/finish-sign-in';
import type { LoginIdentity } from '../api/identity';
import { exchangeAuthLink } from '../api/auth-link-exchange';
import { addressWithoutAuthParam, authParamOf, isAuthLinkToken } from '../model/auth-link';
import { clearsPassword, loginReducer, preferredMfa, type Attempt, type LoginState } from '../model/login-machine';

export interface LoginFlowOptions {
  identity: LoginIdentity;
  /** The pool the form signs in to; auth links always use the basic pool. */
  pool: 'standard' | 'basic';
  initialState: LoginState;
  /** The query string of the login address (link parameters, auth link). */
  search: string;
}

/**
 * The access screens' calls: performs the identity calls, feeds their results to the state
 * machine of `model/login-machine.ts`, and on success hands over to the post-login routing.
 * Returns the machine's state (screen, attempt) with what the screens show and their handlers:
 * a handler one screen takes as it is bears that prop's name (onResend, onRetry...), a form's
 * submit the name of what it does (verifyAccount, requestReset...).
 */
export function useLoginFlow({ identity, pool, initialState, search }: LoginFlowOptions) {
  const { i18n } = useTranslation('login');
  const emit = useEmit();
  const config = useRxConfig();
  const [state, dispatch] = useReducer(loginReducer, initialState);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [params] = useState<LoginLinkParams>(() => linkParamsFrom(search));
  const [busy, setBusy] = useState(false);
  const finishSignIn = useFinishSignIn(identity);
  const client = useHttpClient();
  const { screen, attempt } = state;

  const signedInName = useSession((s) =>
    s.identity ? [s.identity.fName, s.identity.lName].filter(Boolean).join(' ') || s.identity.username : null,
  );
  useEffect(() => {
    if (signedInName === null) dispatch({ type: 'sessionEnded' });
  }, [signedInName]);

  const [shownScreen, setShownScreen] = useState(screen);
  // The heading takes focus when a screen replaces another, not on the first render.
  const [moved, setMoved] = useState(false);
  if (shownScreen !== screen) {
    setShownScreen(screen);
    if (clearsPassword(shownScreen, screen)) setPassword('');
    if (screen.name !== shownScreen.name) setMoved(true);
  }

  // Plain functions (nothing memoized depends on them; the auth link's effect runs once).
  const poolOf = (current: Attempt | null) => (current?.via === 'link' ? 'basic' : pool);

  const complete = async (signedInPool: 'standard' | 'basic') => {
    const result = await finishSignIn({ pool: signedInPool, params, locale: isLanguage(i18n.language) ? i18n.language : 'en' });
    if (!result.ok) {
      dispatch({ type: 'afterLoginFailed' });
      return;
    }
    dispatch({ type: 'signedIn' });
    setPassword('');
    emit('rx-signed-in', { uId: result.uId });
    emit('rx-navigate', { path: result.href, replace: true, ...(result.target.state ? { state: result.target.state } : {}) });
  };

  /** With a choice of second factors, answer it before showing a screen. */
  const settle = async (outcome: SignInOutcome): Promise<SignInOutcome> => {
    if (outcome.step !== 'choose-mfa') return outcome;
    const choice = preferredMfa(outcome.options);
    return choice ? identity.confirmSignIn(choice) : outcome;
  };

  const signIn = async (next: Attempt) => {
    const signInPool = poolOf(next);
    try {
      const outcome = await settle(await identity.signIn(signInPool, next.username, next.password));
      dispatch({ type: 'signInStep', outcome, attempt: next });
      if (outcome.step === 'done') await complete(signInPool);
    } catch (error) {
      dispatch({ type: 'signInFailed', error: authErrorName(error), attempt: next });
    }
  };

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

  /** Runs an identity call; a refusal becomes the given event with the error's name. */
  const attemptCall = async (call: () => Promise<void>, failure: 'verifyFailed' | 'resetFailed'): Promise<boolean> => {
    try {
      await call();
      return true;
    } catch (error) {
      dispatch({ type: failure, error: authErrorName(error) });
      return false;
    }
  };
  const attemptUsername = attempt?.username ?? '';
  // The verify screen's timer restarts when this changes: it never does.
  const onSkipElapsed = useCallback(() => dispatch({ type: 'skipElapsed' }), []);

  return {
    ...state,
    dispatch,
    username,
    password,
    busy,
    moved,
    signedInName,
    onUsernameChange: (value: string) => {
      setUsername(value);
      dispatch({ type: 'formEdited' });
    },
    onPasswordChange: (value: string) => {
      setPassword(value);
      dispatch({ type: 'formEdited' });
    },
    signInWithForm: (normalized: NormalizedUsername, typed: string) =>
      signIn({ username: normalized.value, usernameType: normalized.type, password: typed, via: 'form' }),
    answerChallenge,
    onSkipElapsed,
    onSignOut: () => {
      if (endSession(config.identity, 'user')) emit('rx-signed-out', { reason: 'user' });
    },
    /** The unconfirmed account asks for a code, then shows the code screen (with the failure, if any). */
    onConfirm: () => {
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
    },
    verifyAccount: async (code: string) => {
      if (await attemptCall(() => identity.confirmAccount(attemptUsername, code), 'verifyFailed')) dispatch({ type: 'verified' });
    },
    onResend: async () => {
      const sent = await attemptCall(() => identity.resendAccountCode(attemptUsername), 'verifyFailed');
      if (sent) dispatch({ type: 'codeResent' });
      return sent;
    },
    requestReset: async (normalized: NormalizedUsername) => {
      await attemptCall(async () => {
        const outcome = await identity.requestPasswordReset(normalized.value);
        if (outcome.step === 'done') dispatch({ type: 'passwordReset' });
        else dispatch({ type: 'resetCodeSent', username: normalized.value, usernameType: normalized.type, destination: outcome.destination });
      }, 'resetFailed');
    },
    confirmReset: async (code: string, newPassword: string) => {
      if (await attemptCall(() => identity.confirmPasswordReset(attemptUsername, code, newPassword), 'resetFailed')) {
        setPassword('');
        dispatch({ type: 'passwordReset' });
      }
    },
    /** A network failure of an auth link may be tried again with the same link's credentials. */
    onRetry:
      screen.name === 'splash' && screen.reason === 'network' && attempt?.via === 'link'
        ? () => {
            dispatch({ type: 'authLinkStarted' });
            void signIn(attempt);
          }
        : undefined,
  };
}
