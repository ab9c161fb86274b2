import type { Activity, ActivityType } from '../../../domain/patient/activity.schema';

export interface ActivityTarget {
  /** App path with query. */
  path: string;
  state?: Record<string, unknown>;
}

/**
 * Where an activity of the home list leads (spec 01 §2): an assessment to its survey, counseling
 * to the counseling screen (its event when known), fill address details to /confirm-address,
 * insurance change to /missing-insurance.
 */
export function activityTarget(activity: Pick<Activity, 'activityId' | 'activityType' | 'referenceId'>): ActivityTarget | null {
  const ref = activity.referenceId;
  switch (activity.activityType) {
    case 'clinical':
      return { path: ref === null || ref === undefined ? '/survey' : `/survey?survey_event_id=${encodeURIComponent(ref)}` };
    case 'counseling':
      return { path: ref === null || ref === undefined ? '/counseling' : `/counseling?event_id=${encodeURIComponent(ref)}` };
    case 'address':
      return { path: '/confirm-address', state: { activityId: activity.activityId } };
    case 'insurance':
      return { path: '/missing-insurance', state: { activityId: activity.activityId } };
    default:
      return null;
  }
}

const knownTypes: readonly ActivityType[] = ['clinical', 'counseling', 'address', 'insurance'];

/** The pending activities the list shows: known types only, not completed. */
export function pendingActivities(body: unknown): Activity[] {
  const list = body && typeof body === 'object' ? (body as { activityDetails?: unknown }).activityDetails : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is Activity =>
      !!item &&
      typeof item === 'object' &&
      knownTypes.includes((item as Activity).activityType) &&
      (item as Activity).completed !== 1,
  );
}

/** A due date 'YYYY-MM-DD' as MM/DD/YY (spec 02 §9 date display); null when absent or unreadable. */
export function formatDueDate(dueDate: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dueDate ?? '');
  if (!match) return null;
  const [, year, month, day] = match;
  return `${month}/${day}/${year!.slice(2)}`;
}
