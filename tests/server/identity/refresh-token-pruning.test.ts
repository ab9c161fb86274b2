import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRefreshTokenKept, keepRefreshTokens, PRUNE_EVERY_MS } from '../../../server/platform/identity/refresh-token-store';
import { identityRefreshTokens } from '../../../server/platform/identity/schema-identity';
import { createMigratedTestDatabase, type TestDatabase } from '../support/test-database';

const POOL = 'us-east-1_RxStandard';
const T0 = new Date('2031-03-01T09:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** An unsigned token with the claims the store reads (it never checks the signature of what it keeps). */
function token(name: string, expiresAt: Date): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ origin_jti: name, exp: Math.floor(expiresAt.getTime() / 1000) })}.x`;
}

describe('expired refresh tokens are pruned when a new one is kept, at most once a minute', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createMigratedTestDatabase();
  });
  afterAll(() => t?.dispose());

  const kept = async () => (await t.db.select({ originJti: identityRefreshTokens.originJti }).from(identityRefreshTokens)).map((row) => row.originJti).sort();

  it('keeps an expired token until the next prune, and never accepts it meanwhile', async () => {
    const shortLived = token('short', at(10_000));
    await keepRefreshTokens(t.db, POOL, 'pat', [shortLived], T0);
    await keepRefreshTokens(t.db, POOL, 'pat', [token('second', at(86_400_000))], at(30_000));
    expect(await kept()).toEqual(['second', 'short']);
    expect(await isRefreshTokenKept(t.db, POOL, 'pat', shortLived, at(30_000))).toBe(false);

    await keepRefreshTokens(t.db, POOL, 'pat', [token('third', at(86_400_000))], at(PRUNE_EVERY_MS + 1_000));
    expect(await kept()).toEqual(['second', 'third']);
  });
});
