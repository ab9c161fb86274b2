import { z } from 'zod';
import { text, uIdBodySchema, uIdQueryParamSchema } from '../common/common.schema';

export const feedbackItemSchema = z
  .object({ name: text(50).min(1), question: text(500), value: text(1000) })
  .meta({ id: 'FeedbackItem' });

/** One answer of a feedback form (the NPS score is { name: 'score', value: '1'…'10' }). */
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackPayloadSchema = z
  .object({
    u_id: uIdBodySchema,
    product: text(50).min(1),
    feedback_type: z.literal('NPS'),
    feedback: z.array(feedbackItemSchema).min(1).max(10),
  })
  .meta({ id: 'FeedbackPayload' });

/** Spec 02 §3 "Feedback payload": body of POST /feedback. */
export type FeedbackPayload = z.infer<typeof feedbackPayloadSchema>;

export const patientFeedbackSchema = z.object({ timeReceived: z.string() }).meta({ id: 'PatientFeedback' });

/** Spec 02 §3 "Patient feedback": when the patient last gave feedback. */
export type PatientFeedback = z.infer<typeof patientFeedbackSchema>;

export const feedbackLookupResponseSchema = z
  .object({ patientFeedback: patientFeedbackSchema.nullable(), message: z.string().optional() })
  .meta({ id: 'FeedbackLookupResponse' });

/**
 * Answer of GET /feedback (u_id, feedback_type=NPS). A patient who never gave feedback gets
 * patientFeedback null and the message 'No results found' (spec 02 §7).
 */
export type FeedbackLookupResponse = z.infer<typeof feedbackLookupResponseSchema>;

export const feedbackLookupQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  feedback_type: z.literal('NPS').default('NPS'),
});

/** Query of GET /feedback. */
export type FeedbackLookupQuery = z.infer<typeof feedbackLookupQuerySchema>;

export const feedbackSubmitResponseSchema = z
  .object({ ok: z.literal(true), patientFeedback: patientFeedbackSchema })
  .meta({ id: 'FeedbackSubmitResponse' });

/** Answer of POST /feedback: the feedback as stored. */
export type FeedbackSubmitResponse = z.infer<typeof feedbackSubmitResponseSchema>;
