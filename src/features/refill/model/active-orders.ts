import { EDIT_ALLOWED_STATUSES } from '../../../domain/medication/statuses';
import type { RefillRequestRecord } from '../../../domain/refill/refill.schema';

/**
 * How an order in progress may be changed, said the same in the notice and the view: edited in
 * the portal while the pharmacy has not started on it (requested), otherwise by calling.
 */
export function orderChange(request: Pick<RefillRequestRecord, 'status'>): 'edit' | 'call' {
  return EDIT_ALLOWED_STATUSES.has(request.status) ? 'edit' : 'call';
}
