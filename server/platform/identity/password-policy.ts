import { PASSWORD_POLICY } from './pool-settings';

/** Characters Cognito counts as symbols. */
const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/;

/**
 * The reason a password breaks the pool policy, worded as Cognito words it, or undefined when
 * it conforms.
 */
export function passwordPolicyViolation(password: string): string | undefined {
  if (password.length < PASSWORD_POLICY.MinimumLength) return 'Password not long enough';
  if (password.length > PASSWORD_POLICY.MaximumLength) return 'Password too long';
  if (/\s/.test(password)) return 'Password must not contain whitespace';
  if (!/[a-z]/.test(password)) return 'Password must have lowercase characters';
  if (!/[A-Z]/.test(password)) return 'Password must have uppercase characters';
  if (!/[0-9]/.test(password)) return 'Password must have numeric characters';
  if (!SYMBOLS.test(password)) return 'Password must have symbol characters';
  return undefined;
}
