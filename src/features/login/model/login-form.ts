import { LOGIN_PASSWORD_MIN } from '../../../core/validation/password';
import { normalizeUsername, type NormalizedUsername } from '../../../core/validation/username';

export interface LoginFormValues {
  username: string;
  password: string;
}

export interface LoginFormState {
  username: NormalizedUsername;
  /** Log in is enabled only when the username is valid and the password has at least 6 characters (spec 01 §2). */
  canSubmit: boolean;
}

export function loginFormState(values: LoginFormValues, options: { lowercaseEmail: boolean }): LoginFormState {
  const username = normalizeUsername(values.username, { lowercaseEmail: options.lowercaseEmail });
  return { username, canSubmit: username.valid && values.password.length >= LOGIN_PASSWORD_MIN };
}

/** What the username field shows after a keystroke: a phone is formatted ddd-ddd-dddd as typed. */
export const usernameDisplay = (typed: string) => normalizeUsername(typed, { lowercaseEmail: false }).display;
