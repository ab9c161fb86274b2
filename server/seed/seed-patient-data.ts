import { createIdentityUser } from './identity-users';
import type { Database } from '../platform/db/database';
import { ensureServerKey } from '../platform/crypto/server-key';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import { seedDemoDocuments } from '../modules/document/document.seed';
import { seedMessaging } from '../modules/messaging/messaging.seed';
import { seedCareTeamAccounts } from './care-team-accounts';
import { seedDemoPatients, type EnsureIdentityUser } from './seed-patients';
import { seedReferenceData } from './seed-reference-data';
import { seedSurveys } from '../modules/survey/survey.seed';

export interface SeedPatientDataOptions {
  /**
   * Creates the demo identity users. Default: `createIdentityUser` of the running identity
   * server; without one (server tests) it only makes each user's random sub, which tests read
   * from the patient row to mint tokens.
   */
  ensureIdentityUser?: EnsureIdentityUser;
  /** The demo patients and their conversations; false in production. Default true. */
  demoAccounts?: boolean;
  now?: Date;
}

/** The identity user a demo account needs, through server/platform/identity/admin.ts. */
export const createDemoIdentityUser: EnsureIdentityUser = (account: DemoAccount, existingSub?: string) =>
  createIdentityUser({
    sub: existingSub,
    pool: account.pool,
    username: account.username,
    password: account.password,
    email: account.email,
    phone: account.phone,
    confirmed: account.identity.confirmed,
    mfa: account.identity.mfa,
    totpSecret: account.identity.totpSecret,
    mustChangePassword: account.identity.mustChangePassword,
    // The identity agrees with the patient record: an e-mail still to verify is unverified there too.
    ...(account.emailVerified === false ? { attributes: { email_verified: 'false' } } : {}),
    ...(account.emailVerified === false && !account.username.startsWith('+') ? { attributes: { email_verified: 'false' } } : {}),
  });

/** Reference data, demo patients with their profiles, and their conversations. Idempotent. */
export async function seedPatientData(db: Database, options: SeedPatientDataOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  await ensureServerKey(db);
  await seedReferenceData(db, now);
  await seedSurveys(db);
  // Care providers first: a demo clinic address is linked to one.
  await seedMessaging(db, [], now);
  if (options.demoAccounts === false) return;
  await seedDemoPatients(db, options.ensureIdentityUser ?? createDemoIdentityUser, now);
  await seedMessaging(
    db,
    DEMO_ACCOUNTS.map((account) => account.username),
    now,
  );
  await seedDemoDocuments(db, now);
  await seedCareTeamAccounts(db);
}
