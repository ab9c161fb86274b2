import { PAGE_HOST_METADATA } from '../message-audience';
import { clientMetadataOf, type JsonObject } from './request-fields';

/** The operations whose answer sends a code (an e-mail or a text message). */
const SENDS_A_CODE = new Set(['SignUp', 'ResendConfirmationCode', 'ForgotPassword', 'GetUserAttributeVerificationCode', 'UpdateUserAttributes']);

function hostnameOf(value: unknown, prefix = ''): string | undefined {
  if (typeof value !== 'string' || value === '' || value === 'null') return undefined;
  try {
    return new URL(`${prefix}${value}`).hostname || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The host of the page a call came from (its Origin, else its Referer, else the Host it was sent
 * to), written into the call's ClientMetadata as `rx:pageHost` for an operation that sends a code:
 * before a patient record exists, the page's host is what says the brand of the message. Whatever
 * the client put under that key is replaced.
 */
export function notePageHost(operation: string, body: JsonObject, headers: Record<string, unknown>): void {
  if (!SENDS_A_CODE.has(operation)) return;
  const metadata = clientMetadataOf(body);
  delete metadata[PAGE_HOST_METADATA];
  const host = hostnameOf(headers.origin) ?? hostnameOf(headers.referer) ?? hostnameOf(headers.host, 'http://');
  body.ClientMetadata = host ? { ...metadata, [PAGE_HOST_METADATA]: host } : metadata;
}
