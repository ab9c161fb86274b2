/**
 * Query keys read by one feature and made stale by another (features do not import each other):
 * the pending activities listed on home are completed by the profile's confirm and capture flows.
 */
export const pendingActivitiesKey = (uId: number) => ['activities', 'pending', uId] as const;
