import { formatPhone } from '../../../core/validation/username';
import type { Attempt, LoginScreen } from './login-machine';

/** The key (locales/<lang>/login.json) of the heading each access screen shows. */
export function screenTitleKey(screen: LoginScreen): string {
  switch (screen.name) {
    case 'mfa':
      return screen.method === 'sms' ? 'mfa.smsTitle' : 'mfa.totpTitle';
    case 'mfaSetup':
      return 'mfa.setupTitle';
    case 'recovery':
      return 'recovery.title';
    case 'newPassword':
      return 'newPassword.title';
    case 'unconfirmed':
      return 'unconfirmed.title';
    case 'verify':
      return 'verify.title';
    case 'forgotUsername':
    case 'forgotReset':
      return 'forgot.title';
    case 'splash':
      return screen.reason === 'network' ? 'splash.networkTitle' : 'splash.invalidAuthTitle';
    default:
      return 'title';
  }
}

/** How the patient knows the username: a phone as ddd-ddd-dddd, an e-mail as typed. */
export const shownUsername = (attempt: Attempt | null) =>
  !attempt ? '' : attempt.usernameType === 'phone' ? formatPhone(attempt.username.replace(/^\+1/, '')) : attempt.username;
