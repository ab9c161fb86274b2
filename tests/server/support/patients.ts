import { and, eq, sql } from 'drizzle-orm';
import type { PoolName } from '../../../server/auth/identity-config';
import type { Database } from '../../../server/db/database';
import { patients } from '../../../server/db/schema';
import { identitySubFor } from '../../../server/identity/admin';
import { mintIdToken } from '../../../server/identity/test-tokens';
import { TEST_IDENTITY } from './test-app';

export interface TestPatient {
  uId: number;
  username: string;
  token: string;
  /** Authorization header value. */
  bearer: string;
}

/** A seeded patient with a freshly minted ID token (the seed derives subs from pool and username). */
export async function signedInPatient(db: Database, username: string, pool: PoolName = 'standard'): Promise<TestPatient> {
  const [row] = await db
    .select({ uId: patients.uId })
    .from(patients)
    .where(and(eq(patients.pool, pool), sql`lower(${patients.username}) = lower(${username})`));
  if (!row) throw new Error(`No seeded patient ${username}`);
  const token = await mintIdToken(TEST_IDENTITY, { sub: identitySubFor(pool, username), username, pool });
  return { uId: row.uId, username, token, bearer: `Bearer ${token}` };
}
