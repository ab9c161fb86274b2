import type { Database } from '../platform/db/database';
import { DEMO_PASSWORD, devPatientHome, NO_PROFILE_LISTS, riversidePickup, type DemoAccount } from '../seed/demo-accounts';
import { seedRefillData } from '../seed/seed-patients';
import { seedSurveyEvents } from '../modules/survey/survey.seed';
import { createDevPatient, type DevPatientOptions } from './dev-patients';

/** The account a test signs in with: standard pool, the demo password, company 1, brand 1. */
export function refillPatientAccount(
  username: string,
  names: { fname?: string; lname?: string; consent?: boolean; emailVerified?: boolean; scenario?: 'wizard' | 'medications' },
): DemoAccount {
  return {
    username,
    password: DEMO_PASSWORD,
    pool: 'standard',
    companyId: 1,
    brandId: 1,
    demonstrates: 'A fresh patient with the refill-wizard prescriptions',
    identity: { confirmed: true },
    fname: names.fname ?? 'Robin',
    lname: names.lname ?? 'Refill',
    dob: '1984-05-06',
    gender: 'Female',
    consent: names.consent ?? true,
    emailVerified: names.emailVerified ?? true,
    preferredContact: 0,
    insurance: [],
    addresses: [
      devPatientHome,
      riversidePickup,
    ],
    ...NO_PROFILE_LISTS,
    refill: names.scenario ?? 'wizard',
  };
}

/**
 * Development and test only: a fresh patient of `account` with the refill cases and every demo
 * survey event (POST /dev/refill-patients, /dev/survey-patients); `more` seeds what a route adds
 * between the two, in the same transaction.
 */
export function createRefillPatient(
  db: Database,
  account: DemoAccount,
  at: Date,
  options: { identity?: DevPatientOptions['identity']; more?: (tx: Database, uId: number) => Promise<void> } = {},
) {
  return createDevPatient(db, account, at, {
    identity: options.identity,
    seed: async (tx, uId) => {
      await seedRefillData(tx, uId, account, at);
      await options.more?.(tx, uId);
      await seedSurveyEvents(tx, uId);
    },
  });
}
