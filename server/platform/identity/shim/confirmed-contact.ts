import { attributeValue, withAttributes } from '../cognito-local';
import type { IdentityServer } from '../identity-server';
import { findUser } from '../users';
import type { JsonObject } from './request-fields';

/**
 * As in Cognito, confirming a sign-up with the code proves the contact the code went to: the
 * e-mail when the user has one (that is where `deliverConfirmationCode` sends it), else the
 * phone. cognito-local confirms the account without setting the verified flag.
 */
export async function markConfirmedContactVerified(identity: IdentityServer, request: JsonObject): Promise<void> {
  const pool = await identity.poolForClient(request.ClientId);
  const user = await findUser(identity, pool.userPool, request.Username);
  if (!user || user.UserStatus !== 'CONFIRMED') return;
  const verified = attributeValue(user, 'email') ? 'email_verified' : attributeValue(user, 'phone_number') ? 'phone_number_verified' : null;
  if (!verified || attributeValue(user, verified) === 'true') return;
  await pool.userPool.saveUser(identity.ctx, { ...user, Attributes: withAttributes(user.Attributes, { [verified]: 'true' }) });
}
