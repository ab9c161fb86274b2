import { normalizeUsername, type NormalizedUsername } from '../../../core/validation/username';

/** Why a new username is refused before anything is sent (spec 01 §5 "Username edit"). */
export type UsernameProblem = 'required' | 'invalidEmail' | 'invalidPhone' | 'currentUsername' | 'blockedNumber';

export interface UsernameCheck {
  candidate: NormalizedUsername;
  problem: UsernameProblem | null;
}

/**
 * The typed text as a username: a phone must be 12 characters as sent (+1 and ten digits), an
 * e-mail valid, and neither may equal the current username. The block list is checked apart
 * (it needs the server) by `blockedProblem`.
 */
export function checkNewUsername(text: string, currentUsername: string, options: { lowercaseEmail: boolean }): UsernameCheck {
  const candidate = normalizeUsername(text, options);
  if (text.trim() === '') return { candidate, problem: 'required' };
  if (candidate.type === 'phone') {
    if (!candidate.valid || candidate.value.length !== 12) return { candidate, problem: 'invalidPhone' };
  } else if (!candidate.valid) {
    return { candidate, problem: 'invalidEmail' };
  }
  return { candidate, problem: sameUsername(candidate.value, currentUsername) ? 'currentUsername' : null };
}

/** E-mail usernames compare without case (the identity stores them in lower case). */
export function sameUsername(a: string, b: string): boolean {
  return a.includes('@') || b.includes('@') ? a.trim().toLowerCase() === b.trim().toLowerCase() : a === b;
}

/** The identity attribute a username lives in. */
export const identityAttributeOf = (type: NormalizedUsername['type']): 'email' | 'phone_number' => (type === 'email' ? 'email' : 'phone_number');
