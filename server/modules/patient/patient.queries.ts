import { and, eq, ne, sql } from 'drizzle-orm';
import type { Patient } from '../../../src/domain/patient/patient.schema';
import type { User } from '../../../src/domain/account/user.schema';
import type { Database } from '../../platform/db/database';
import { preparedPerDatabase } from '../../platform/db/prepared';
import type { CallerPatient } from '../../platform/auth/patient-of-caller';
import { companies } from '../company/company.tables';
import { patients, textConsentBlockList } from './patient.tables';

type PatientRow = typeof patients.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toUser(row: PatientRow, companyName: string): User {
  return {
    uId: row.uId,
    username: row.username,
    usernameType: row.usernameType,
    companyId: row.companyId,
    companyName,
    brandId: row.brandId,
    consentDate: iso(row.consentDate),
    emailVerified: row.emailVerified,
    groupsMapped: row.groupsMapped,
    timezone: row.timezone,
    fname: row.fname,
    lname: row.lname,
    dob: row.dob,
    gender: row.gender,
    locale: row.locale,
    lastLogin: iso(row.lastLogin),
    mfaStatus: row.mfaStatus,
  };
}

function toPatient(row: PatientRow): Patient {
  return {
    uId: row.uId,
    username: row.username,
    usernameType: row.usernameType,
    email: row.email,
    phone: row.phone,
    preferredContact: row.preferredContact,
    pendingPreferredContact: row.pendingPreferredContact,
    locale: row.locale,
  };
}

export async function findPatientRow(db: Database, uId: number): Promise<PatientRow | null> {
  const [row] = await db.select().from(patients).where(eq(patients.uId, uId));
  return row ?? null;
}

export async function findUser(db: Database, uId: number): Promise<User | null> {
  const [found] = await db
    .select({ patient: patients, companyName: companies.name })
    .from(patients)
    .innerJoin(companies, eq(companies.companyId, patients.companyId))
    .where(eq(patients.uId, uId));
  return found ? toUser(found.patient, found.companyName) : null;
}

export async function findPatient(db: Database, uId: number): Promise<Patient | null> {
  const row = await findPatientRow(db, uId);
  return row ? toPatient(row) : null;
}

export type PatientChanges = Partial<
  Pick<
    typeof patients.$inferInsert,
    | 'timezone'
    | 'consentDate'
    | 'lastLogin'
    | 'locale'
    | 'groupsMapped'
    | 'emailVerified'
    | 'preferredContact'
    | 'pendingPreferredContact'
    | 'email'
    | 'phone'
    | 'username'
    | 'usernameType'
  >
>;

export async function updatePatient(db: Database, uId: number, changes: PatientChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(patients).set(changes).where(eq(patients.uId, uId));
}

/** Another patient of the same pool already signs in with this username. */
export async function usernameTaken(db: Database, pool: 'standard' | 'basic', username: string, exceptUId?: number): Promise<boolean> {
  const [row] = await db
    .select({ uId: patients.uId })
    .from(patients)
    .where(
      and(
        eq(patients.pool, pool),
        sql`lower(${patients.username}) = lower(${username})`,
        exceptUId === undefined ? undefined : ne(patients.uId, exceptUId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function isMobileNumberBlocked(db: Database, mobileNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ mobileNumber: textConsentBlockList.mobileNumber })
    .from(textConsentBlockList)
    .where(eq(textConsentBlockList.mobileNumber, mobileNumber));
  return row !== undefined;
}

/** The number a patient of this company texts START or UNSTOP to. */
export async function textSenderNumber(db: Database, companyId: number): Promise<string> {
  const [row] = await db
    .select({ number: companies.textSenderNumber })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  if (row) return row.number;
  if (companyId === 0) throw new Error('The fallback company 0 is missing');
  return textSenderNumber(db, 0);
}

/** The 409 message of a blocked number; the widget reads the sender number out of it (spec 01 §8). */
export function blockedNumberMessage(mobileNumber: string, senderNumber: string): string {
  return `The mobile number ${mobileNumber} has opted out of text messages. Text START or UNSTOP to ${senderNumber} to receive texts again.`;
}

/** The standard-pool patient signing in with this username. */
export async function patientByUsername(db: Database, username: string): Promise<{ uId: number; companyId: number } | null> {
  const [row] = await db
    .select({ uId: patients.uId, companyId: patients.companyId })
    .from(patients)
    .where(and(eq(patients.pool, 'standard'), sql`lower(${patients.username}) = lower(${username})`));
  return row ?? null;
}

const callerColumns = {
  uId: patients.uId,
  companyId: patients.companyId,
  brandId: patients.brandId,
  pool: patients.pool,
  username: patients.username,
};

// Asked at every authenticated request: prepared once per database.
const callerBySubject = preparedPerDatabase((db) =>
  db.select(callerColumns).from(patients).where(eq(patients.cognitoSub, sql.placeholder('sub'))).prepare('rx_caller_by_subject'),
);
const callerBySubjectInPool = preparedPerDatabase((db) =>
  db
    .select(callerColumns)
    .from(patients)
    .where(and(eq(patients.cognitoSub, sql.placeholder('sub')), eq(patients.pool, sql.placeholder('pool'))))
    .prepare('rx_caller_by_subject_in_pool'),
);

/** The patient whose identity-provider subject is `sub` (in the token's pool, when given), or null when there is none. */
export async function patientForSubject(db: Database, sub: string, pool?: CallerPatient['pool']): Promise<CallerPatient | null> {
  const [row] = pool ? await callerBySubjectInPool(db).execute({ sub, pool }) : await callerBySubject(db).execute({ sub });
  return row ?? null;
}
