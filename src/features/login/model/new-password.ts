import { confirmPasswordProblem, isSameAsOld, passwordProblems, type PasswordProblem } from '../../../core/validation/password';

export interface NewPasswordValues {
  password: string;
  confirm: string;
  /** The password being replaced, when known (forced change); the new one must differ. */
  oldPassword?: string;
}

export interface NewPasswordCheck {
  /** Rules of spec 01 §5 the password breaks, in the hint's order. */
  problems: PasswordProblem[];
  /** 'passwordsNotMatched' once a confirmation is typed and differs. */
  confirm: 'passwordsNotMatched' | null;
  sameAsOld: boolean;
  valid: boolean;
}

export function checkNewPassword({ password, confirm, oldPassword = '' }: NewPasswordValues): NewPasswordCheck {
  const problems = passwordProblems(password);
  const confirmProblem = confirmPasswordProblem(password, confirm);
  const sameAsOld = isSameAsOld(oldPassword, password);
  return { problems, confirm: confirmProblem, sameAsOld, valid: problems.length === 0 && confirmProblem === null && !sameAsOld };
}
