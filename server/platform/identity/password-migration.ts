import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { identityUsers } from './schema-identity';
import { newPasswordVerifier, type PasswordVerifier } from './srp/password-verifier';

/**
 * Earlier versions kept each user's password in its record. Run at every start of the identity
 * server (before it answers anything): each record still holding a `Password` gets a salt and
 * verifier made from it, and the password is removed, in one statement per user. Idempotent,
 * and safe with two processes starting at once: a row is changed only while it still holds a
 * password, so of two conversions of one user exactly one is kept. Returns the users converted.
 */
export async function convertStoredPasswords(db: Database): Promise<number> {
  const rows = await db
    .select({ userPoolId: identityUsers.userPoolId, username: identityUsers.username, password: sql<unknown>`${identityUsers.record} -> 'Password'` })
    .from(identityUsers)
    .where(holdsPassword());
  let converted = 0;
  for (const row of rows) {
    const without = sql`${identityUsers.record} - 'Password'`;
    // A record whose password is not a string has no password to keep: it is only removed.
    const record = typeof row.password === 'string' ? withVerifier(without, newPasswordVerifier(row.userPoolId, row.username, row.password)) : without;
    const changed = await db
      .update(identityUsers)
      .set({ record, version: sql`${identityUsers.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(identityUsers.userPoolId, row.userPoolId), eq(identityUsers.username, row.username), holdsPassword()))
      .returning({ username: identityUsers.username });
    converted += changed.length;
  }
  return converted;
}

function withVerifier(record: SQL, { salt, verifier }: PasswordVerifier): SQL {
  return sql`(${record}) || jsonb_build_object('SrpSalt', ${salt}::text, 'SrpVerifier', ${verifier}::text)`;
}

function holdsPassword() {
  return sql`${identityUsers.record} ? 'Password'`;
}
