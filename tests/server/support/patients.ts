import { and, eq, sql } from 'drizzle-orm';
import type { PoolName } from '../../../server/platform/auth/identity-config';
import type { Database } from '../../../server/platform/db/database';
import { mintIdToken } from './test-tokens';
import { patients } from '../../../server/schema';
import { TEST_IDENTITY } from './test-app';

export interface TestPatient {
  uId: number;
  username: string;
  token: string;
  /** Authorization header value. */
  bearer: string;
}

/** The identity subject stored on a seeded patient's row (subs are random UUIDs). */
export async function storedSub(db: Database, username: string, pool: PoolName = 'standard'): Promise<string> {
  const [row] = await db
    .select({ sub: patients.cognitoSub })
    .from(patients)
    .where(and(eq(patients.pool, pool), sql`lower(${patients.username}) = lower(${username})`));
  if (!row?.sub) throw new Error(`No seeded patient ${username}`);
  return row.sub;
}

/** A seeded patient with a freshly minted ID token for the sub on its row. */
export async function signedInPatient(db: Database, username: string, pool: PoolName = 'standard'): Promise<TestPatient> {
  const [row] = await db
    .select({ uId: patients.uId, sub: patients.cognitoSub })
    .from(patients)
    .where(and(eq(patients.pool, pool), sql`lower(${patients.username}) = lower(${username})`));
  if (!row?.sub) throw new Error(`No seeded patient ${username}`);
  const token = await mintIdToken(TEST_IDENTITY, { sub: row.sub, username, pool });
  return { uId: row.uId, username, token, bearer: `Bearer ${token}` };
}

/** The same patient with a token saying the identity verified this e-mail or phone for it (after VerifyUserAttribute). */
export async function withVerifiedContact(
  db: Database,
  patient: TestPatient,
  contact: { email: string } | { phone: string },
  pool: PoolName = 'standard',
): Promise<TestPatient> {
  const sub = await storedSub(db, patient.username, pool);
  const claims = 'email' in contact ? { email: contact.email, emailVerified: true } : { phoneNumber: contact.phone, phoneNumberVerified: true };
  const token = await mintIdToken(TEST_IDENTITY, { sub, username: patient.username, pool, ...claims });
  return { ...patient, token, bearer: `Bearer ${token}` };
}
