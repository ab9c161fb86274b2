import { SCHEDULE_DELIVERY_STATUSES } from '../../../domain/medication/statuses';

/**
 * The badge counts of the home tiles (spec 01 §2), from the answers of their calls. Each reads
 * defensively: a missing list or field counts as nothing.
 */
const listOf = (body: unknown, key: string): Record<string, unknown>[] => {
  const list = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return Array.isArray(list) ? list.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object') : [];
};

const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** Total unread messages: the sum of unreadMsgCount over GET /conversations/patients. */
export function unreadMessageCount(body: unknown): number {
  return listOf(body, 'conversations').reduce((sum, conversation) => {
    const count = Number(conversation.unreadMsgCount);
    return sum + (Number.isFinite(count) && count > 0 ? Math.floor(count) : 0);
  }, 0);
}

/**
 * Refills that qualify, from GET /user/medications: active prescriptions whose status opens the
 * schedule-delivery view (open for refill).
 */
export function qualifyingRefillCount(body: unknown): number {
  return listOf(body, 'medications').filter(
    (rx) => rx.isActivePrescription !== false && rx.isActivePrescription !== 0 && SCHEDULE_DELIVERY_STATUSES.has(Number(rx.displayStatus)),
  ).length;
}

/**
 * Documents awaiting the patient's signature, from GET /documents/patient (de-duplicated by
 * docId): the patient is the current signer and the document is not completely signed.
 */
export function awaitingSignatureCount(body: unknown): number {
  const waiting = new Set<unknown>();
  for (const document of listOf(body, 'documents')) {
    if (truthy(document.isCurrentSigner) && !truthy(document.isCompletelySigned)) waiting.add(document.docId ?? waiting.size);
  }
  return waiting.size;
}

/** Incomplete counseling items, from GET /user/counseling?completed=0. */
export function incompleteCounselingCount(body: unknown): number {
  return listOf(body, 'counseling').filter((event) => !truthy(event.completed)).length;
}
