import { ApiError } from '../../../core/api/api-error';
import { isDuplicateInsuranceMessage } from '../../../domain/patient/profile-rules';

/** Message keys under `messages` (spec 01 §8 Address, Insurance, Contact). */
export type ProfileMessage =
  | 'addressDeleteFailed'
  | 'removePrimary'
  | 'addressLocked'
  | 'confirmationFailed'
  | 'addFailedDuplicate'
  | 'addFailed'
  | 'insuranceDeleteFailed'
  | 'generalError';

/** Insurance save: 'already exists' in the server's answer -> addFailedDuplicate, any other failure -> addFailed. */
export function insuranceSaveMessage(error: unknown): ProfileMessage {
  return error instanceof ApiError && isDuplicateInsuranceMessage(error.reason) ? 'addFailedDuplicate' : 'addFailed';
}

/** Address removal: the primary one -> removePrimary, a locked one -> addressLocked, otherwise addressDeleteFailed. */
export function addressRemovalMessage(error: unknown): ProfileMessage {
  if (error instanceof ApiError && error.status === 409) {
    if (/primary/i.test(error.reason)) return 'removePrimary';
    return 'addressLocked';
  }
  return 'addressDeleteFailed';
}
