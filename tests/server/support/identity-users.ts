import type { PoolName } from '../../../server/platform/auth/identity-config';
import { cognitoLocal } from '../../../server/platform/identity/cognito-local';
import { activeIdentityServer } from '../../../server/platform/identity/identity-server';
import { normalizeUsername } from '../../../server/platform/identity/users';

/** Whether the running identity (or `identity`) has a user of this username in this pool. */
export async function identityUserExists(pool: PoolName, username: string, identity = activeIdentityServer()): Promise<boolean> {
  if (!identity) return false;
  const handle = await identity.poolByName(pool);
  return (await handle.userPool.getUserByUsername(identity.ctx, normalizeUsername(username))) !== null;
}

/** The current code of an authenticator app with this secret. */
export function currentTotpCode(secret: string): string {
  return cognitoLocal().generateTotp(secret);
}
