import { randomBytes } from 'node:crypto';
import { activeIdentityServer, type IdentityServer } from '../../platform/identity/identity-server';
import { retryOnUserWriteConflict } from '../../platform/identity/user-write-conflict';
import { findUser } from '../../platform/identity/users';

export interface OneTimeCredential {
  username: string;
  password: string;
}

/** Gives a basic-pool user a fresh random password and answers it; null when there is no such user. */
export type IssueOneTimeCredential = (username: string) => Promise<OneTimeCredential | null>;

/** 256 random bits, plus one of each character class the password policy asks for. */
const randomPassword = () => `${randomBytes(32).toString('base64url')}aA1#`;

/**
 * For the local identity: replaces the basic-pool user's password, so that the previous one (and
 * with it any earlier exchange) stops working. Against Amazon Cognito the same step is
 * AdminSetUserPassword with Permanent: true.
 */
export function localOneTimeCredential(identity: () => IdentityServer | undefined = activeIdentityServer): IssueOneTimeCredential {
  return async (username) => {
    const server = identity();
    // Without the local identity (a real Cognito pool) this reference server cannot set passwords.
    if (!server) return null;
    const pool = await server.poolByName('basic');
    // Read again and written again when another request changed the user meanwhile.
    return retryOnUserWriteConflict(async () => {
      const user = await findUser(server, pool.userPool, username);
      if (!user || !user.Enabled) return null;
      const password = randomPassword();
      await pool.userPool.saveUser(server.ctx, { ...user, Password: password, UserLastModifiedDate: server.services.clock.get() });
      return { username, password };
    });
  };
}
