/**
 * The app path of every portal route (spec 01 §2, spec 02 §2), without the portal's base path.
 * The portal's route table (src/features/portal/model/routes.ts) gives each its element; the
 * reference server's demo host sends a root-level link to one of them (`/enroll-request?…`, as a
 * widget outside the portal renders it without a portal URL) on to the portal page.
 */
export const PORTAL_PATHS = [
  '/login',
  '/register',
  '/enroll-request',
  '/notification-preferences',
  '/unsubscribe',
  '/terms-conditions',
  '/terms',
  '/doc-sign',
  '/flex-sign',
  '/order-history',
  '/home',
  '/care-programs',
  '/settings',
  '/profile',
  '/nps-form',
  '/email-verify',
  '/submission',
  '/consent',
  '/confirm-address',
  '/missing-insurance',
  '/chat',
  '/discount-card',
  '/refill',
  '/documents',
  '/pharmacy',
  '/survey',
  '/medication',
  '/counseling',
] as const;

export type PortalPath = (typeof PORTAL_PATHS)[number];
