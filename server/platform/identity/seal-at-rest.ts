import { and, eq, sql } from 'drizzle-orm';
import type { SecretsKeyring } from '../crypto/secrets-keyring';
import type { Database } from '../db/database';
import type { StoredUser } from './cognito-local';
import { keepRefreshTokens } from './refresh-token-store';
import { identityUsers } from './schema-identity';
import { sealUserRecord } from './user-record-at-rest';

/**
 * Start-up step of the identity: user records an earlier version wrote in clear (codes,
 * authenticator secrets, refresh tokens), or sealed with the previous secrets key, are sealed
 * with the current one (`user-record-at-rest.ts`). Only such rows are read (one filtered scan per
 * start). Each row is replaced only if nobody
 * changed it meanwhile (another process doing the same, or a sign-in). Returns the rows sealed.
 */
export async function sealIdentityRowsAtRest(db: Database, keyring: SecretsKeyring): Promise<number> {
  const sealedSecret = `rxenc1.${keyring.current.id}.%`;
  const record = identityUsers.record;
  const rows = await db
    .select({ userPoolId: identityUsers.userPoolId, username: identityUsers.username, record: sql<string>`${record}::text` })
    .from(identityUsers)
    .where(
      sql`(${record} ->> 'ConfirmationCode') NOT LIKE 'hmac1.%'
        OR (${record} ->> 'MFACode') NOT LIKE 'hmac1.%'
        OR (${record} ->> 'AttributeVerificationCode') NOT LIKE 'hmac1.%'
        OR (${record} #>> '{SoftwareTokenMfaConfiguration,Secret}') NOT LIKE ${sealedSecret}
        OR (jsonb_typeof(${record} -> 'RefreshTokens') = 'array' AND jsonb_array_length(${record} -> 'RefreshTokens') > 0)`,
    );
  let sealed = 0;
  for (const row of rows) {
    const { record: atRest, refreshTokens } = sealUserRecord(keyring, JSON.parse(row.record) as StoredUser);
    await keepRefreshTokens(db, row.userPoolId, row.username, refreshTokens);
    const updated = await db
      .update(identityUsers)
      .set({ record: sql`${JSON.stringify(atRest)}::jsonb` })
      .where(and(eq(identityUsers.userPoolId, row.userPoolId), eq(identityUsers.username, row.username), sql`${record} = ${row.record}::jsonb`))
      .returning({ username: identityUsers.username });
    sealed += updated.length;
  }
  return sealed;
}
