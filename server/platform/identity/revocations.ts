import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { identityGlobalSignOuts, identityRevokedRefreshTokens, identityRevokedSessions } from './schema-identity';
import { announceSessionsEnded } from './session-end-notices';

/** The channel every revocation is announced on, at the commit of the revoking transaction. */
export const SESSION_REVOKED_CHANNEL = 'rx_session_revoked';

const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export async function revokeRefreshTokens(db: Database, userPoolId: string, sub: string, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  await db
    .insert(identityRevokedRefreshTokens)
    .values(tokens.map((token) => ({ tokenSha256: digest(token), userPoolId, sub })))
    .onConflictDoNothing();
}

/** As `revokeRefreshTokens`, for tokens known only by their digest (the refresh-token store's). */
export async function revokeRefreshTokenDigests(db: Database, userPoolId: string, sub: string, digests: readonly string[]): Promise<void> {
  if (digests.length === 0) return;
  await db
    .insert(identityRevokedRefreshTokens)
    .values(digests.map((tokenSha256) => ({ tokenSha256, userPoolId, sub })))
    .onConflictDoNothing();
}

export async function isRefreshTokenRevoked(db: Database, token: string): Promise<boolean> {
  const rows = await db
    .select({ digest: identityRevokedRefreshTokens.tokenSha256 })
    .from(identityRevokedRefreshTokens)
    .where(inArray(identityRevokedRefreshTokens.tokenSha256, [digest(token)]));
  return rows.length > 0;
}

export async function recordGlobalSignOut(db: Database, userPoolId: string, sub: string, at: Date): Promise<void> {
  await db
    .insert(identityGlobalSignOuts)
    .values({ userPoolId, sub, signedOutAt: at })
    .onConflictDoUpdate({ target: [identityGlobalSignOuts.userPoolId, identityGlobalSignOuts.sub], set: { signedOutAt: at } });
}

/** When the user last signed out everywhere, if ever. */
export async function lastGlobalSignOut(db: Database, userPoolId: string, sub: string): Promise<Date | undefined> {
  const rows = await db
    .select({ at: identityGlobalSignOuts.signedOutAt })
    .from(identityGlobalSignOuts)
    .where(and(eq(identityGlobalSignOuts.userPoolId, userPoolId), eq(identityGlobalSignOuts.sub, sub)));
  return rows[0]?.at;
}

/** Ends sign-in sessions: every token carrying one of these `origin_jti` is refused from now on. */
export async function revokeSessions(db: Database, userPoolId: string, sub: string, originJtis: readonly string[]): Promise<void> {
  const unique = [...new Set(originJtis.filter((jti) => jti.length > 0))];
  if (unique.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(identityRevokedSessions)
      .values(unique.map((originJti) => ({ originJti, userPoolId, sub })))
      .onConflictDoNothing();
    // Delivered at commit to every process's revocation cache (session-revocation-cache.ts).
    for (const payload of notifyPayloads(unique)) await tx.execute(sql`SELECT pg_notify(${SESSION_REVOKED_CHANNEL}, ${payload})`);
  });
  // This process's revocation cache and open sockets at once; other processes through the NOTIFY.
  announceSessionsEnded(db, unique);
}

/** NOTIFY payloads stay under PostgreSQL's 8000 bytes: the ids, comma-separated, a batch at a time. */
function notifyPayloads(jtis: readonly string[]): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const jti of jtis) {
    if (current && current.length + jti.length + 1 > 7_000) {
      payloads.push(current);
      current = '';
    }
    current = current ? `${current},${jti}` : jti;
  }
  if (current) payloads.push(current);
  return payloads;
}

/** One primary-key lookup: the API asks it for every authenticated request. */
export async function isSessionRevoked(db: Database, originJti: string): Promise<boolean> {
  const rows = await db
    .select({ originJti: identityRevokedSessions.originJti })
    .from(identityRevokedSessions)
    .where(eq(identityRevokedSessions.originJti, originJti))
    .limit(1);
  return rows.length > 0;
}
