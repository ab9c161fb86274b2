import { createHash } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { Database } from '../db/database';
import { TOKEN_LIFETIMES } from './pool-settings';
import { identityRefreshTokens, identityRevokedRefreshTokens } from './schema-identity';

/**
 * The refresh tokens a user holds, kept as SHA-256 digests (a token is a long random-looking
 * signed value, so a plain hash cannot be reversed) with their session and expiry. A refresh
 * is accepted only for a token found here; signing out removes them; expired ones (never accepted:
 * the lookup asks for an expiry still ahead) are pruned when a new one is kept, at most once a
 * minute per database.
 */
export const refreshTokenDigest = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface KeptRefreshToken {
  digest: string;
  originJti: string;
}

export async function keepRefreshTokens(db: Database, userPoolId: string, username: string, tokens: readonly string[], now = new Date()): Promise<void> {
  if (tokens.length === 0) return;
  await pruneNowAndThen(db, now);
  const rows = tokens.map((token) => ({ tokenSha256: refreshTokenDigest(token), userPoolId, username, ...claimsOf(token, now) }));
  await db.insert(identityRefreshTokens).values(rows).onConflictDoNothing();
}

/** Whether this token was issued to this user, is still kept (not signed out) and not expired. */
export async function isRefreshTokenKept(db: Database, userPoolId: string, username: string, token: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .select({ digest: identityRefreshTokens.tokenSha256 })
    .from(identityRefreshTokens)
    .where(
      and(
        eq(identityRefreshTokens.tokenSha256, refreshTokenDigest(token)),
        eq(identityRefreshTokens.userPoolId, userPoolId),
        eq(identityRefreshTokens.username, username),
        gt(identityRefreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Every token the user holds, removed: their digests and sessions, to be revoked by the caller. */
export async function takeRefreshTokens(db: Database, userPoolId: string, username: string): Promise<KeptRefreshToken[]> {
  const rows = await db
    .delete(identityRefreshTokens)
    .where(and(eq(identityRefreshTokens.userPoolId, userPoolId), eq(identityRefreshTokens.username, username)))
    .returning({ digest: identityRefreshTokens.tokenSha256, originJti: identityRefreshTokens.originJti });
  return rows;
}

export async function forgetRefreshToken(db: Database, token: string): Promise<void> {
  await db.delete(identityRefreshTokens).where(eq(identityRefreshTokens.tokenSha256, refreshTokenDigest(token)));
}

/** How often a process prunes: two statements on every sign-in were a sixth of a sign-in's statements. */
export const PRUNE_EVERY_MS = 60_000;
const prunedAt = new WeakMap<Database, number>();

async function pruneNowAndThen(db: Database, now: Date): Promise<void> {
  const last = prunedAt.get(db);
  if (last !== undefined && now.getTime() - last < PRUNE_EVERY_MS && now.getTime() >= last) return;
  prunedAt.set(db, now.getTime());
  await pruneExpiredRefreshTokens(db, now);
}

/** Expired tokens (and revocations of tokens that have expired since) are of no use: removed. Both are indexed by time. */
async function pruneExpiredRefreshTokens(db: Database, now: Date): Promise<void> {
  await db.delete(identityRefreshTokens).where(lt(identityRefreshTokens.expiresAt, now));
  const revokedLongAgo = new Date(now.getTime() - TOKEN_LIFETIMES.refreshTokenDays * 86_400_000);
  await db.delete(identityRevokedRefreshTokens).where(lt(identityRevokedRefreshTokens.revokedAt, revokedLongAgo));
}

/** Our refresh tokens are signed JWTs: their expiry and session, read without checking the signature (they were just issued). */
function claimsOf(token: string, now: Date): { originJti: string; expiresAt: Date } {
  const fallback = new Date(now.getTime() + TOKEN_LIFETIMES.refreshTokenDays * 86_400_000);
  try {
    const claims = decodeJwt(token);
    return {
      originJti: typeof claims.origin_jti === 'string' ? claims.origin_jti : '',
      expiresAt: typeof claims.exp === 'number' ? new Date(claims.exp * 1000) : fallback,
    };
  } catch {
    return { originJti: '', expiresAt: fallback };
  }
}
