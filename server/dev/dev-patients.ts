import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { patients } from '../modules/patient/patient.tables';
import { createIdentityUser, type NewIdentityUser } from '../seed/identity-users';
import type { DemoAccount } from '../seed/demo-accounts';
import { insertPatient, insertProfile } from '../seed/seed-patients';
import { HttpError } from '../platform/http/http-error';

export interface DevPatientOptions {
  /** More of the identity user than the confirmed standard-pool sign-in with the account's password. */
  identity?: Pick<NewIdentityUser, 'mfaSetupRequired' | 'attributes'>;
  /** The care providers the profile refers to by name (none by default). */
  providerIds?: (tx: Database) => Promise<Map<string, number>>;
  /** What the route seeds beyond the patient and its profile, in the same transaction. */
  seed?: (tx: Database, uId: number) => Promise<void>;
}

/**
 * Development and test only: a fresh signed-up patient of the standard pool, as the dev routes
 * create them for one browser test each: the identity user, then the patient and its profile
 * (and whatever the route seeds) in one transaction.
 */
export async function createDevPatient(db: Database, account: DemoAccount, at: Date, options: DevPatientOptions = {}) {
  const { username, password } = account;
  const { sub } = await createIdentityUser({ pool: 'standard', username, password, confirmed: true, ...options.identity });
  const uId = await db.transaction(async (tx) => {
    const providerIds = options.providerIds ? await options.providerIds(tx) : new Map<string, number>();
    const created = await insertPatient(tx, account, sub, at);
    await insertProfile(tx, created, account, providerIds, at);
    await options.seed?.(tx, created);
    return created;
  });
  return { username, password, uId };
}

/** The uId of the patient signing in as `username` (any case) in a pool; 404 with `notFound` otherwise. */
export async function devPatientUId(db: Database, username: string, pool: 'standard' | 'basic' = 'standard', notFound = 'No such patient'): Promise<number> {
  const [patient] = await db
    .select({ uId: patients.uId })
    .from(patients)
    .where(and(eq(patients.pool, pool), sql`lower(${patients.username}) = lower(${username})`));
  if (!patient) throw new HttpError(404, notFound);
  return patient.uId;
}
