import { z } from 'zod';
import { text, uIdBodySchema } from '../common/common.schema';

export const optOutReasonSchema = z.enum(['financial', 'insurance', 'sideEffects', 'pregnancy', 'other']);

/** Opt-out reasons of spec 02 §5; 'other' needs otherReason. */
export type OptOutReason = z.infer<typeof optOutReasonSchema>;

export const optOutPayloadSchema = z
  .object({
    u_id: uIdBodySchema,
    rxNumber: text(20).min(1),
    reasons: z.array(optOutReasonSchema).min(1).max(5),
    otherReason: text(500).nullable(),
  })
  .refine((payload) => !payload.reasons.includes('other') || Boolean(payload.otherReason?.trim()), {
    message: 'otherReason is required with the reason other',
    path: ['otherReason'],
  })
  .meta({ id: 'OptOutPayload' });

/**
 * Spec 02 §3 "Opt-out payload": suspends a prescription. Refused with a message containing
 * 'active order' while an order is scheduled.
 */
export type OptOutPayload = z.infer<typeof optOutPayloadSchema>;
