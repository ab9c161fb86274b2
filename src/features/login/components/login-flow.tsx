import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent, usePreloadOnFirstInput } from '../../../core/ui/lazy-component';
import type { LoginIdentity } from '../api/identity';
import { useLoginFlow } from '../hooks/use-login-flow';
import type { LoginState } from '../model/login-machine';
import { screenTitleKey, shownUsername } from '../model/screen-title';
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

/** The access screens of spec 01 §2 and §4, one at a time, each in the same frame; `useLoginFlow` runs them. */
export function LoginFlow(props: LoginFlowProps) {
  const { t } = useTranslation('login');
  const flow = useLoginFlow(props);
  const { screen, attempt, dispatch } = flow;
  usePreloadOnFirstInput(...laterScreens);
  const back = () => dispatch({ type: 'back' });

  let body: ReactNode;
  switch (screen.name) {
    case 'login':
      body = (
        <LoginFormScreen
          username={flow.username}
          password={flow.password}
          onUsernameChange={flow.onUsernameChange}
          onPasswordChange={flow.onPasswordChange}
          privacyUrl={props.privacyUrl}
          onForgotPassword={() => dispatch({ type: 'forgotPassword' })}
          onSubmit={flow.signInWithForm}
        />
      );
      break;
    case 'authLink':
    case 'finishing':
      body = <ProgressScreen label={t(screen.name === 'authLink' ? 'status.signingIn' : 'status.finishing')} />;
      break;
    case 'signedIn':
      body = <SignedInScreen name={flow.signedInName ?? ''} onSignOut={flow.onSignOut} />;
      break;
    case 'mfa':
      body = (
        <MfaScreen
          method={screen.method}
          destination={screen.destination}
          onSubmit={(code) => flow.answerChallenge(code, 'mfaFailed')}
          onLostDevice={() => dispatch({ type: 'lostDevice' })}
          onBack={back}
        />
      );
      break;
    case 'mfaSetup':
      body = (
        <MfaSetupScreen
          secret={screen.secret}
          accountName={attempt?.username ?? ''}
          onSubmit={(code) => flow.answerChallenge(code, 'mfaFailed')}
          onBack={back}
        />
      );
      break;
    case 'recovery':
      body = (
        <RecoveryStep
          contact={attempt && { type: attempt.usernameType, value: attempt.username }}
          sent={screen.sent}
          onBack={back}
          onResult={(ok) => dispatch({ type: ok ? 'recoverySent' : 'recoveryFailed' })}
        />
      );
      break;
    case 'newPassword':
      body = (
        <NewPasswordScreen
          oldPassword={attempt?.password ?? ''}
          onSubmit={(newPassword) => flow.answerChallenge(newPassword, 'newPasswordFailed')}
          onSameAsOld={() => dispatch({ type: 'newPasswordSameAsOld' })}
          onBack={back}
        />
      );
      break;
    case 'unconfirmed':
      body = <UnconfirmedScreen busy={flow.busy} onBack={back} onConfirm={flow.onConfirm} />;
      break;
    case 'verify':
      body = (
        <VerifyScreen
          usernameShown={shownUsername(attempt)}
          skipping={screen.skipping}
          onSkip={() => dispatch({ type: 'skipRequested' })}
          onSkipElapsed={flow.onSkipElapsed}
          onSubmit={flow.verifyAccount}
          onResend={flow.onResend}
        />
      );
      break;
    case 'forgotUsername':
      body = <ForgotUsernameScreen initialUsername={attempt ? shownUsername(attempt) : flow.username} onBack={back} onSubmit={flow.requestReset} />;
      break;
    case 'forgotReset':
      body = <ForgotResetScreen destination={screen.destination} onBack={back} onSubmit={flow.confirmReset} />;
      break;
    case 'splash':
      body = <SplashScreen reason={screen.reason} onBack={back} onRetry={flow.onRetry} />;
      break;
  }

  // A screen whose code is not in yet shows the whole card once it is (heading and fields together).
  return (
    <Suspense fallback={<ProgressScreen label={t('actions.working')} />}>
      <ScreenFrame
        title={t(screenTitleKey(screen))}
        screenKey={screen.name}
        focusHeading={flow.moved}
        message={'message' in screen ? screen.message : undefined}
      >
        {body}
      </ScreenFrame>
    </Suspense>
  );
}
