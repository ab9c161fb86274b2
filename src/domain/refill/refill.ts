import type { RefillRequestRecord } from './refill.schema';

/** The steps of an edit that may be opened directly (spec 02 §2: edit steps 1 to 3, review 5). */
export type RefillEditStep = 1 | 2 | 3 | 5;

/**
 * The `refillUpdate` property of `<rx-refill>` (route state in the portal): a stored request to
 * edit and the step to open it at.
 */
export interface RefillUpdate {
  request: RefillRequestRecord;
  step: RefillEditStep;
}
