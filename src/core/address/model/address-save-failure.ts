import { ApiError } from '../../api/api-error';
import { verifyProblemOf, type VerifyProblem } from './address-verification';

/** What went wrong with the address form's verification or save; the form keeps every value. */
export type AddressFailure =
  | { kind: 'invalid'; problem: VerifyProblem }
  | { kind: 'unavailable' }
  | { kind: 'saveFailed' }
  | { kind: 'homeOnly' }
  | { kind: 'refused'; reason: string };

/**
 * What a failed save means for the patient: an address the server found invalid (with the
 * reason, next to its field), the one Home address of a home-only company taken, another refusal
 * the server explains, or a save that did not go through.
 */
export function saveFailureOf(error: unknown, homeOnly: boolean): AddressFailure {
  if (error instanceof ApiError) {
    if (error.status === 400 && /^body\/address:/i.test(error.reason)) return { kind: 'invalid', problem: verifyProblemOf(error.reason) };
    if (error.status === 409 && homeOnly) return { kind: 'homeOnly' };
    if (error.status === 409 && error.reason) return { kind: 'refused', reason: error.reason };
  }
  return { kind: 'saveFailed' };
}
