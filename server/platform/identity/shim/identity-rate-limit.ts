import { createHash } from 'node:crypto';
import type { Database } from '../../db/database';
import { countHit, countHits, type LookupRateLimit } from '../../rate-limit/lookup-rate-limit';
import { readSetting } from '../../settings/settings';
import { IdentityError } from '../identity-errors';
import { normalizeUsername } from '../users';
import { asObject, type JsonObject } from './request-fields';

/**
 * Per-client limits of the identity endpoint (server/README.md, "Limits"): every call
 * counts against its client address, and every call that names a username (a sign-in, a code, a
 * reset) against that username too, so neither one address spraying many usernames nor many
 * addresses guessing one username go fast. Counters live in rate_limit_counters (one upsert a
 * call, shared by every server process) under hashed keys: the table holds no address or name.
 * Over a limit the call is answered as Cognito answers its quotas: 400 TooManyRequestsException.
 */
export interface IdentityRateLimit {
  perAddress: LookupRateLimit;
  perUsername: LookupRateLimit;
}

/**
 * A patient's sign-in is two to four calls, a reset three; a pharmacy's shared address serves many
 * patients. 300 calls an address in five minutes is far above a counter's real use and holds a
 * spray to one password a second; 40 calls a username in five minutes is some twenty sign-ins.
 */
export const DEFAULT_IDENTITY_RATE_LIMIT: IdentityRateLimit = {
  perAddress: { max: 300, timeWindowMs: 5 * 60_000 },
  perUsername: { max: 40, timeWindowMs: 5 * 60_000 },
};

export const tooManyRequests = () => new IdentityError('TooManyRequestsException', 'Too many requests');

const hashed = (kind: string, value: string) => `identity|${kind}:${createHash('sha256').update(value).digest('base64url').slice(0, 22)}`;

/** The username a call names, wherever the operation carries it. */
export function usernameOf(request: JsonObject): string | undefined {
  const candidates = [request.Username, asObject(request.AuthParameters).USERNAME, asObject(request.ChallengeResponses).USERNAME];
  const username = candidates.find((candidate): candidate is string => typeof candidate === 'string' && candidate.length > 0);
  return username === undefined ? undefined : normalizeUsername(username);
}

/**
 * Counts one call of `address` (and of its username); throws TooManyRequestsException past either
 * limit. Both counters in one statement when the windows match (the defaults and the variables).
 */
export async function countIdentityCall(db: Database, limit: IdentityRateLimit, address: string, request: JsonObject): Promise<void> {
  const username = usernameOf(request);
  const addressKey = hashed('address', address);
  if (username !== undefined && limit.perAddress.timeWindowMs === limit.perUsername.timeWindowMs) {
    const [byAddress, byUsername] = await countHits(db, [addressKey, hashed('username', username)], limit.perAddress.timeWindowMs);
    if (byAddress! > limit.perAddress.max || byUsername! > limit.perUsername.max) throw tooManyRequests();
    return;
  }
  const byAddress = await countHit(db, addressKey, limit.perAddress.timeWindowMs);
  if (byAddress.current > limit.perAddress.max) throw tooManyRequests();
  if (username === undefined) return;
  const byUsername = await countHit(db, hashed('username', username), limit.perUsername.timeWindowMs);
  if (byUsername.current > limit.perUsername.max) throw tooManyRequests();
}

/**
 * RX_IDENTITY_LIMIT_PER_ADDRESS and RX_IDENTITY_LIMIT_PER_USERNAME: calls allowed in five minutes
 * (a whole number from 1); unset, the defaults. The end-to-end suite, which signs in hundreds of
 * times from one address, raises them.
 */
export function identityRateLimitFromEnv(env: NodeJS.ProcessEnv): IdentityRateLimit {
  const read = (name: 'RX_IDENTITY_LIMIT_PER_ADDRESS' | 'RX_IDENTITY_LIMIT_PER_USERNAME', fallback: LookupRateLimit): LookupRateLimit => {
    const max = readSetting(env, name);
    return max === undefined ? fallback : { max, timeWindowMs: 5 * 60_000 };
  };
  return {
    perAddress: read('RX_IDENTITY_LIMIT_PER_ADDRESS', DEFAULT_IDENTITY_RATE_LIMIT.perAddress),
    perUsername: read('RX_IDENTITY_LIMIT_PER_USERNAME', DEFAULT_IDENTITY_RATE_LIMIT.perUsername),
  };
}
