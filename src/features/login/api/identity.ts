import { configureIdentity, type IdentityPoolName } from '../../../core/auth/configure-identity';
import { currentIdToken } from '../../../core/auth/id-token';
import type { PasswordResetOutcome } from '../../../core/auth/password-reset';
import { confirmSignIn, signIn, type SignInOutcome } from '../../../core/auth/sign-in';
import { signOut } from '../../../core/auth/sign-out';
import { authErrorName } from '../../../core/auth/auth-error-name';
import type { RxConfig } from '../../../core/config/config-types';

/**
 * The identity calls of the access screens. The screens talk to this interface only, so the
 * identity provider (aws-amplify against Cognito or the local identity server) stays behind it.
 */
export interface LoginIdentity {
  signIn(pool: IdentityPoolName, username: string, password: string): Promise<SignInOutcome>;
  /** Answers the pending challenge: a code, a new password or a second-factor choice. */
  confirmSignIn(response: string): Promise<SignInOutcome>;
  confirmAccount(username: string, code: string): Promise<void>;
  resendAccountCode(username: string): Promise<void>;
  requestPasswordReset(username: string): Promise<PasswordResetOutcome>;
  confirmPasswordReset(username: string, code: string, newPassword: string): Promise<void>;
  /** The ID token of the session just signed in. */
  idToken(): Promise<string | undefined>;
  signOut(): Promise<void>;
}

// Confirming an account and resetting a password are rare: their code loads when first used.
const passwordReset = () => import('../../../core/auth/password-reset');
const signUpConfirmation = () => import('../../../core/auth/sign-up-confirmation');

/** The aws-amplify implementation, configured from the element's resolved identity settings. */
export function amplifyLoginIdentity(identity: RxConfig['identity']): LoginIdentity {
  // Amplify is one per page: point it at the pool this call needs.
  const configure = (pool: IdentityPoolName) => configureIdentity(identity, pool);
  return {
    async signIn(pool, username, password) {
      configure(pool);
      try {
        return await signIn(username, password);
      } catch (error) {
        // A session left over in this browser (another pool, an earlier patient) ends first.
        if (authErrorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
        await signOut();
        return signIn(username, password);
      }
    },
    confirmSignIn: (response) => confirmSignIn(response),
    async confirmAccount(username, code) {
      configure('standard');
      await (await signUpConfirmation()).confirmAccount(username, code);
    },
    async resendAccountCode(username) {
      configure('standard');
      await (await signUpConfirmation()).resendAccountCode(username);
    },
    async requestPasswordReset(username) {
      configure('standard');
      return (await passwordReset()).requestPasswordReset(username);
    },
    async confirmPasswordReset(username, code, newPassword) {
      configure('standard');
      await (await passwordReset()).confirmPasswordReset(username, code, newPassword);
    },
    idToken: () => currentIdToken(),
    signOut: () => signOut(),
  };
}
