/**
 * Query keys read by one feature and made stale by another (features do not import each other):
 * home lists the pending activities the profile, survey and counseling screens complete, and the
 * documents the signing screen submits (that screen, which also runs signed out, makes every key
 * naming documents stale). The counseling items need no key here: home's badge and the counseling
 * screen both key them by their address and query, so the screen's own key covers the badge.
 */
export const pendingActivitiesKey = (uId: number) => ['activities', 'pending', uId] as const;
/** Every brand's count for the patient starts with this prefix. */
export const documentsToSignKey = (uId: number) => ['home', 'documents-to-sign', uId] as const;
