import type { Database } from '../db/database';
import type { AnonymousWriteLimit } from '../rate-limit/anonymous-write-limit';
import type { LookupRateLimit } from '../rate-limit/lookup-rate-limit';
import type { SignUpIdentityUser } from '../identity/registration-identity';

/** What every patient-data route group is registered with. */
export interface PatientDataRouteOptions {
  db: Database;
  /**
   * A registration code that needs no invitation, accepted by registration and enrollment; given
   * outside production only (server/dev/test-registration-code.ts), absent in production.
   */
  testRegistrationCode?: string;
  rateLimit: LookupRateLimit;
  /** Anonymous writes: per client (the lookup plugin) and per address written to. */
  anonymousWriteLimit: AnonymousWriteLimit;
  signUpIdentityUser: SignUpIdentityUser;
  /** The current time (delivery dates, feedback times); tests fix it. */
  now: () => Date;
}
