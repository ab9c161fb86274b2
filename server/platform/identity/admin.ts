import type { PoolName } from '../auth/identity-config';
import { activeIdentityServer, type IdentityServer } from './identity-server';
import { signUpUser, type CodeDeliveryDetails } from './registration';

/**
 * Cognito's SignUp, for the registration route: it throws an
 * `IdentityError` whose `type` is UsernameExistsException, InvalidPasswordException or
 * InvalidParameterException, and needs a running identity server.
 * The seed's demo users are made without SignUp: `createIdentityUser` in server/seed/identity-users.ts.
 */
export async function signUpIdentityUser(
  input: { pool: PoolName; username: string; password: string; attributes?: Record<string, string>; clientMetadata?: Record<string, string> },
  identity = activeIdentityServer(),
): Promise<{ sub: string; codeDelivery: CodeDeliveryDetails }> {
  if (!identity) throw Object.assign(new Error('Registration needs the local identity, which this server does not run'), { name: 'IdentityUnavailable' });
  const pool = await identity.poolByName(input.pool);
  return signUpUser(identity, pool, input);
}

export type { IdentityServer };
