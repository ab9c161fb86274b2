import { IdentityError } from '../identity-errors';
import type { IdentityServer } from '../identity-server';
import type { JsonObject } from './request-fields';

/**
 * Passes an operation to cognito-local's own endpoint and returns its answer, its errors
 * rethrown in Cognito's shape. Features it does not have become a 400 (never a 5xx, which
 * aws-amplify would retry).
 */
export async function forwardToCognitoLocal(identity: IdentityServer, operation: string, request: JsonObject): Promise<unknown> {
  const response = await fetch(identity.cognitoLocalUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(request),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (response.ok) return body;
  const type = typeof body.__type === 'string' ? body.__type : undefined;
  const message = typeof body.message === 'string' ? body.message : 'The operation failed.';
  if (type === 'CognitoLocal#Unsupported') throw new IdentityError('UnsupportedOperationException', message);
  if (type && response.status < 500) throw new IdentityError(type, message);
  throw new IdentityError('InternalErrorException', 'The identity server could not complete the operation.', 500);
}
