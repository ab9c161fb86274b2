import { PASSWORD_MAX, PASSWORD_MIN } from '../../domain/account/password-rules';

/** Login only checks a minimum length before enabling the button (spec 01 §2). */
export const LOGIN_PASSWORD_MIN = 6;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'whitespace' | 'lowercase' | 'uppercase' | 'digit' | 'special';

/** Every rule the password breaks, in the order the hint lists them (empty when valid). */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN) problems.push('tooShort');
  if (password.length > PASSWORD_MAX) problems.push('tooLong');
  if (/\s/.test(password)) problems.push('whitespace');
  if (!/[a-z]/.test(password)) problems.push('lowercase');
  if (!/[A-Z]/.test(password)) problems.push('uppercase');
  if (!/[0-9]/.test(password)) problems.push('digit');
  if (!/[^A-Za-z0-9\s]/.test(password)) problems.push('special');
  return problems;
}

export type ConfirmProblem = 'passwordsNotMatched' | null;
export const confirmPasswordProblem = (password: string, confirm: string): ConfirmProblem =>
  password === confirm ? null : 'passwordsNotMatched';

/** A new password equal to the old one is refused (spec 01 §5). */
export const isSameAsOld = (oldPassword: string, newPassword: string) => oldPassword.length > 0 && oldPassword === newPassword;
