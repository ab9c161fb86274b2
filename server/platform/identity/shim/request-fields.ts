import { identityErrors } from '../identity-errors';

export type JsonObject = Record<string, unknown>;

export function asObject(value: unknown): JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : {};
}

/** A required, non-empty string field, or InvalidParameterException as Cognito answers it. */
export function requiredString(source: JsonObject, name: string, label = name): string {
  const value = source[name];
  if (typeof value !== 'string' || value.length === 0) throw identityErrors.invalidParameter(`Missing required parameter ${label}`);
  if (value.length > 16_384) throw identityErrors.invalidParameter(`Invalid length for parameter ${label}`);
  return value;
}

/** A request's ClientMetadata: its string values (at most 20, each at most 256 characters), as Cognito takes them. */
export function clientMetadataOf(request: JsonObject): Record<string, string> {
  const entries = Object.entries(asObject(request.ClientMetadata)).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0].length <= 128 && entry[1].length <= 256,
  );
  return Object.fromEntries(entries.slice(0, 20));
}
