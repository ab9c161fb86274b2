import { z } from 'zod';
import type { ErrorResponse } from './error-response';
import type { Expect, TypesMatch } from './type-equality';

export const errorResponseSchema = z
  .object({
    error: z.string().describe("HTTP reason phrase, e.g. 'Bad Request'"),
    message: z.string().describe('Human-readable reason'),
  })
  .meta({ id: 'ErrorResponse' });

export type ErrorResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof errorResponseSchema>, ErrorResponse>>;
