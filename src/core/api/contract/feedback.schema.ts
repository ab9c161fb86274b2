import { z } from 'zod';
import { uIdBodySchema } from './common.schema';
import type { FeedbackItem, FeedbackPayload, PatientFeedback } from './feedback';
import type { Expect, TypesMatch } from './type-equality';

export const feedbackItemSchema = z
  .object({ name: z.string().min(1).max(50), question: z.string().max(500), value: z.string().max(1000) })
  .meta({ id: 'FeedbackItem' });

export const feedbackPayloadSchema = z
  .object({
    u_id: uIdBodySchema,
    product: z.string().min(1).max(50),
    feedback_type: z.literal('NPS'),
    feedback: z.array(feedbackItemSchema).min(1).max(10),
  })
  .meta({ id: 'FeedbackPayload' });

export const patientFeedbackSchema = z.object({ timeReceived: z.string() }).meta({ id: 'PatientFeedback' });

export type FeedbackItemSchemaMatches = Expect<TypesMatch<z.infer<typeof feedbackItemSchema>, FeedbackItem>>;
export type FeedbackPayloadSchemaMatches = Expect<TypesMatch<z.infer<typeof feedbackPayloadSchema>, FeedbackPayload>>;
export type PatientFeedbackSchemaMatches = Expect<TypesMatch<z.infer<typeof patientFeedbackSchema>, PatientFeedback>>;
