import type { Database } from '../db/database';
import type { AnonymousWriteLimit } from '../rate-limit/anonymous-write-limit';
import type { LookupRateLimit } from '../rate-limit/lookup-rate-limit';
import type { SignUpIdentityUser } from '../identity/registration-identity';

/** What every patient-data route group is registered with. */
export interface PatientDataRouteOptions {
  db: Database;
  /** Registration and enrollment accept TEST_REGISTRATION_CODE (test-registration-code.ts); never in production. */
  acceptTestRegistrationCode: boolean;
  rateLimit: LookupRateLimit;
  /** Anonymous writes: per client (the lookup plugin) and per address written to. */
  anonymousWriteLimit: AnonymousWriteLimit;
  signUpIdentityUser: SignUpIdentityUser;
  /** The current time (delivery dates, feedback times); tests fix it. */
  now: () => Date;
}
