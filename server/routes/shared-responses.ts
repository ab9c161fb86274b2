import { errorResponseSchema } from '../../src/core/api/contract/error-response.schema';

/** The error answers every route with a JSON body can give before its handler runs. */
export const jsonBodyErrorResponses = {
  400: errorResponseSchema.describe('Invalid request: the message says what is wrong'),
  413: errorResponseSchema.describe('Body larger than the limit'),
  415: errorResponseSchema.describe('Body is not JSON'),
} as const;
