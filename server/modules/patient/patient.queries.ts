import { and, eq, ne, sql } from 'drizzle-orm';
import type { Patient, PreferredContact } from '../../../src/domain/patient/patient.schema';
import type { User } from '../../../src/domain/account/user.schema';
import type { Database } from '../../platform/db/database';
import { preparedPerDatabase } from '../../platform/db/prepared';
import type { CallerPatient } from '../../platform/auth/patient-of-caller';
import { companyNameOf } from '../company';
import { patients, textConsentBlockList } from './patient.tables';

export type PatientRow = typeof patients.$inferSelect;

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
  const [row] = await patientById(db).execute({ uId });
  return row ?? null;
}

// Part of every session read: prepared once per database.
const patientById = preparedPerDatabase((db) => db.select().from(patients).where(eq(patients.uId, sql.placeholder('uId'))).prepare('rx_patient_by_id'));

export async function findUser(db: Database, uId: number): Promise<User | null> {
  const row = await findPatientRow(db, uId);
  const companyName = row ? await companyNameOf(db, row.companyId) : null;
  return row && companyName !== null ? toUser(row, companyName) : null;
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

export interface NewRegisteredPatient {
  cognitoSub: string;
  username: string;
  usernameType: 'email' | 'phone';
  companyId: number;
  brandId: number;
  fname: string;
  lname: string;
  dob: string;
  email: string | null;
  phone: string | null;
  timezone: number | null;
  /** The patient's language (default en). */
  locale?: 'en' | 'es';
}

/** A patient who has just registered: consented now, e-mail not verified yet, no care groups to map. */
export async function insertRegisteredPatient(db: Database, patient: NewRegisteredPatient): Promise<number> {
  const [row] = await db
    .insert(patients)
    .values({ ...patient, pool: 'standard', consentDate: sql`now()`, emailVerified: 0, groupsMapped: 3 })
    .returning({ uId: patients.uId });
  return row!.uId;
}

/** The username of a patient of this pool, or null. */
export async function usernameInPool(db: Database, uId: number, pool: CallerPatient['pool']): Promise<string | null> {
  const [row] = await db.select({ username: patients.username }).from(patients).where(and(eq(patients.uId, uId), eq(patients.pool, pool)));
  return row?.username ?? null;
}

/** The contact facts reminders are delivered by. */
export interface PatientContact {
  preferredContact: PreferredContact;
  usernameType: 'email' | 'phone';
  email: string | null;
  phone: string | null;
  locale: 'en' | 'es';
  brandId: number;
}

export async function patientContact(db: Database, uId: number): Promise<PatientContact | null> {
  const [row] = await db
    .select({
      preferredContact: patients.preferredContact,
      usernameType: patients.usernameType,
      email: patients.email,
      phone: patients.phone,
      locale: patients.locale,
      brandId: patients.brandId,
    })
    .from(patients)
    .where(eq(patients.uId, uId));
  return row ?? null;
}
