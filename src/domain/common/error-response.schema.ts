import { z } from 'zod';

export const errorResponseSchema = z
  .object({
    error: z.string().describe("HTTP reason phrase, e.g. 'Bad Request'"),
    message: z.string().describe('Human-readable reason'),
  })
  .meta({ id: 'ErrorResponse' });

/** The body of every error answer of the reference API (4xx and 5xx). */
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
