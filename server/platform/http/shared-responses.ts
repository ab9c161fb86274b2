import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';

/** The error answers every route with a JSON body can give before its handler runs. */
export const jsonBodyErrorResponses = {
  400: errorResponseSchema.describe('Invalid request: the message says what is wrong'),
  413: errorResponseSchema.describe('Body larger than the limit'),
  415: errorResponseSchema.describe('Body is not JSON'),
} as const;

/** The error answers of an auth 'patient' route, besides the JSON-body ones. */
export const patientRouteErrors = {
  ...jsonBodyErrorResponses,
  401: errorResponseSchema.describe('Missing, invalid or expired ID token ("jwt expired")'),
  403: errorResponseSchema.describe("The u_id is not the caller's, or the token belongs to no patient"),
  404: errorResponseSchema.describe('Not found'),
  409: errorResponseSchema.describe('Refused: the message says why'),
} as const;

/** The error answers of a rate-limited open lookup route. */
export const lookupRouteErrors = {
  ...jsonBodyErrorResponses,
  404: errorResponseSchema.describe('Not found'),
  429: errorResponseSchema.describe('Too many requests from this address: the message says when to retry'),
} as const;
