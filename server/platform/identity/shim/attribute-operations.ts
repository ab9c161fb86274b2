import { aliasKey, aliasToVerify, assertAliasFormat, claimAlias, isAliasAttribute, refuseAliasOfAnother } from '../aliases';
import { IdentityError } from '../identity-errors';
import type { IdentityServer } from '../identity-server';
import { subOf } from '../users';
import { verifiedAccessToken } from './access-token';
import { checkAttributeCode } from './code-checks';
import { forwardToCognitoLocal } from './forward';
import { asObject, type JsonObject } from './request-fields';

/**
 * UpdateUserAttributes, checked before cognito-local stores anything: the verified flags are
 * written only by a code (VerifyUserAttribute), and an e-mail or phone number another user signs
 * in with is refused (AliasExistsException, as Cognito), so no code goes to that user's mailbox.
 * The pool keeps a new e-mail or phone pending until it is verified.
 */
export async function checkAttributeUpdate(identity: IdentityServer, request: JsonObject): Promise<void> {
  const { pool, user } = await verifiedAccessToken(identity, request.AccessToken);
  const attributes = (Array.isArray(request.UserAttributes) ? request.UserAttributes : []).map(asObject);
  if (attributes.some(({ Name }) => Name === 'email_verified' || Name === 'phone_number_verified' || Name === 'sub')) {
    throw new IdentityError('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
  }
  for (const { Name, Value } of attributes) {
    if (isAliasAttribute(Name) && typeof Value === 'string' && Value.trim() !== '') {
      assertAliasFormat(Name, aliasKey(Name, Value));
      await refuseAliasOfAnother(identity, pool, Name, aliasKey(Name, Value), subOf(user));
    }
  }
}

/**
 * VerifyUserAttribute: the code's limits, then the address is claimed for this user (refused
 * when another user signs in with it or is verifying it at this moment), then cognito-local
 * applies the change. A verification that does not go through gives its claim back.
 */
export async function verifyUserAttribute(identity: IdentityServer, request: JsonObject): Promise<unknown> {
  const { pool, user } = await verifiedAccessToken(identity, request.AccessToken);
  const codeUsed = await checkAttributeCode(identity, pool, user, request);
  const name = request.AttributeName;
  const alias = isAliasAttribute(name) ? aliasToVerify(user, name) : undefined;
  const release = isAliasAttribute(name) && alias ? await claimAlias(identity, pool, name, alias, subOf(user)) : undefined;
  try {
    const answer = await forwardToCognitoLocal(identity, 'VerifyUserAttribute', request);
    await codeUsed();
    return answer;
  } catch (error) {
    await release?.();
    throw error;
  }
}
