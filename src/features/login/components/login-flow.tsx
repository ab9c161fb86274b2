import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MainContact } from '../../../domain/common/common.schema';
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
export function LoginFlow({ identity, pool, initialState, search, privacyUrl }: LoginFlowProps) {
  const { t } = useTranslation('login');
  const { state, dispatch, username, password, busy, moved, signedInName, actions } = useLoginFlow({ identity, pool, initialState, search });
  const { screen, attempt } = state;
  usePreloadOnFirstInput(...laterScreens);
  const back = () => dispatch({ type: 'back' });
  const contact: MainContact | null = attempt ? { type: attempt.usernameType, value: attempt.username } : null;

  let body: ReactNode;
  switch (screen.name) {
    case 'login':
      body = (
        <LoginFormScreen
          username={username}
          password={password}
          onUsernameChange={actions.editUsername}
          onPasswordChange={actions.editPassword}
          privacyUrl={privacyUrl}
          onForgotPassword={() => dispatch({ type: 'forgotPassword' })}
          onSubmit={actions.signInWithForm}
        />
      );
      break;
    case 'authLink':
    case 'finishing':
      body = <ProgressScreen label={t(screen.name === 'authLink' ? 'status.signingIn' : 'status.finishing')} />;
      break;
    case 'signedIn':
      body = <SignedInScreen name={signedInName ?? ''} onSignOut={actions.signOut} />;
      break;
    case 'mfa':
      body = (
        <MfaScreen
          method={screen.method}
          destination={screen.destination}
          onSubmit={(code) => actions.answerChallenge(code, 'mfaFailed')}
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
          onSubmit={(code) => actions.answerChallenge(code, 'mfaFailed')}
          onBack={back}
        />
      );
      break;
    case 'recovery':
      body = (
        <RecoveryStep contact={contact} sent={screen.sent} onBack={back} onResult={(ok) => dispatch({ type: ok ? 'recoverySent' : 'recoveryFailed' })} />
      );
      break;
    case 'newPassword':
      body = (
        <NewPasswordScreen
          oldPassword={attempt?.password ?? ''}
          onSubmit={(newPassword) => actions.answerChallenge(newPassword, 'newPasswordFailed')}
          onSameAsOld={() => dispatch({ type: 'newPasswordSameAsOld' })}
          onBack={back}
        />
      );
      break;
    case 'unconfirmed':
      body = <UnconfirmedScreen busy={busy} onBack={back} onConfirm={actions.confirmUnconfirmed} />;
      break;
    case 'verify':
      body = (
        <VerifyScreen
          usernameShown={shownUsername(attempt)}
          skipping={screen.skipping}
          onSkip={() => dispatch({ type: 'skipRequested' })}
          onSkipElapsed={actions.skipElapsed}
          onSubmit={actions.verifyAccount}
          onResend={actions.resendAccountCode}
        />
      );
      break;
    case 'forgotUsername':
      body = <ForgotUsernameScreen initialUsername={attempt ? shownUsername(attempt) : username} onBack={back} onSubmit={actions.requestReset} />;
      break;
    case 'forgotReset':
      body = <ForgotResetScreen destination={screen.destination} onBack={back} onSubmit={actions.confirmReset} />;
      break;
    case 'splash':
      body = <SplashScreen reason={screen.reason} onBack={back} onRetry={actions.retryLink} />;
      break;
  }

  // A screen whose code is not in yet shows the whole card once it is (heading and fields together).
  return (
    <Suspense fallback={<ProgressScreen label={t('actions.working')} />}>
      <ScreenFrame
        title={t(screenTitleKey(screen))}
        screenKey={screen.name}
        focusHeading={moved}
        message={'message' in screen ? screen.message : undefined}
      >
        {body}
      </ScreenFrame>
    </Suspense>
  );
}
