import { z } from 'zod';
import { text, uIdBodySchema, uIdQueryParamSchema } from './common.schema';
import type {
  FeedbackItem,
  FeedbackLookupQuery,
  FeedbackLookupResponse,
  FeedbackPayload,
  FeedbackSubmitResponse,
  PatientFeedback,
} from './feedback';
import type { Expect, TypesMatch } from './type-equality';

export const feedbackItemSchema = z
  .object({ name: text(50).min(1), question: text(500), value: text(1000) })
  .meta({ id: 'FeedbackItem' });

export const feedbackPayloadSchema = z
  .object({
    u_id: uIdBodySchema,
    product: text(50).min(1),
    feedback_type: z.literal('NPS'),
    feedback: z.array(feedbackItemSchema).min(1).max(10),
  })
  .meta({ id: 'FeedbackPayload' });

export const patientFeedbackSchema = z.object({ timeReceived: z.string() }).meta({ id: 'PatientFeedback' });

export const feedbackLookupResponseSchema = z
  .object({ patientFeedback: patientFeedbackSchema.nullable(), message: z.string().optional() })
  .meta({ id: 'FeedbackLookupResponse' });

export const feedbackLookupQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  feedback_type: z.literal('NPS').default('NPS'),
});

export const feedbackSubmitResponseSchema = z
  .object({ ok: z.literal(true), patientFeedback: patientFeedbackSchema })
  .meta({ id: 'FeedbackSubmitResponse' });

export type FeedbackLookupQuerySchemaMatches = Expect<TypesMatch<z.infer<typeof feedbackLookupQuerySchema>, FeedbackLookupQuery>>;
export type FeedbackSubmitResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof feedbackSubmitResponseSchema>, FeedbackSubmitResponse>>;
export type FeedbackLookupResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof feedbackLookupResponseSchema>, FeedbackLookupResponse>>;
export type FeedbackItemSchemaMatches = Expect<TypesMatch<z.infer<typeof feedbackItemSchema>, FeedbackItem>>;
export type FeedbackPayloadSchemaMatches = Expect<TypesMatch<z.infer<typeof feedbackPayloadSchema>, FeedbackPayload>>;
export type PatientFeedbackSchemaMatches = Expect<TypesMatch<z.infer<typeof patientFeedbackSchema>, PatientFeedback>>;
