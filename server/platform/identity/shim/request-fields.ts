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
