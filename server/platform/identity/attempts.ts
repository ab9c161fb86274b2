import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { NO_ATTEMPTS, type AttemptPurpose, type AttemptState, type CodePurpose } from './attempt-rules';
import { identityAttempts } from './schema-identity';

/** Attempt counters of one user of one pool, in the database so that every server process shares them. */
export interface AttemptKey {
  userPoolId: string;
  sub: string;
}

const where = (key: AttemptKey, purpose: AttemptPurpose) =>
  and(eq(identityAttempts.userPoolId, key.userPoolId), eq(identityAttempts.sub, key.sub), eq(identityAttempts.purpose, purpose));

/** The attempts recorded, or `NO_ATTEMPTS` itself when there is no row. */
export async function readAttempts(db: Database, key: AttemptKey, purpose: AttemptPurpose): Promise<AttemptState> {
  const [row] = await db
    .select({
      issuedAt: identityAttempts.issuedAt,
      failures: identityAttempts.failures,
      lastFailureAt: identityAttempts.lastFailureAt,
      lockedUntil: identityAttempts.lockedUntil,
    })
    .from(identityAttempts)
    .where(where(key, purpose));
  return row ?? NO_ATTEMPTS;
}

export async function writeAttempts(db: Database, key: AttemptKey, purpose: AttemptPurpose, state: AttemptState): Promise<void> {
  await db
    .insert(identityAttempts)
    .values({ ...key, purpose, ...state })
    .onConflictDoUpdate({ target: [identityAttempts.userPoolId, identityAttempts.sub, identityAttempts.purpose], set: { ...state } });
}

/** A new code was sent: it starts its validity and its tries afresh. */
export async function codeIssued(db: Database, key: AttemptKey, purpose: CodePurpose, at: Date): Promise<void> {
  await writeAttempts(db, key, purpose, { ...NO_ATTEMPTS, issuedAt: at });
}

/** One wrong try of a code, counted in one statement (concurrent tries all count). */
export async function codeFailed(db: Database, key: AttemptKey, purpose: CodePurpose, at: Date): Promise<void> {
  await db
    .insert(identityAttempts)
    .values({ ...key, purpose, failures: 1, lastFailureAt: at })
    .onConflictDoUpdate({
      target: [identityAttempts.userPoolId, identityAttempts.sub, identityAttempts.purpose],
      set: { failures: sql`${identityAttempts.failures} + 1`, lastFailureAt: at },
    });
}

export async function clearAttempts(db: Database, key: AttemptKey, purpose: AttemptPurpose): Promise<void> {
  await db.delete(identityAttempts).where(where(key, purpose));
}
