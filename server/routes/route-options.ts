import type { AppMode } from '../app';
import type { Database } from '../db/database';
import type { LookupRateLimit } from '../rate-limit/lookup-rate-limit';
import type { SignUpIdentityUser } from './registration-identity';

/** What every patient-data route group is registered with. */
export interface PatientDataRouteOptions {
  db: Database;
  mode: AppMode;
  rateLimit: LookupRateLimit;
  signUpIdentityUser: SignUpIdentityUser;
  /** The current time (delivery dates, feedback times); tests fix it. */
  now: () => Date;
}
