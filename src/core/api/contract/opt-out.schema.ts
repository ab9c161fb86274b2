import { z } from 'zod';
import { text, uIdBodySchema } from './common.schema';
import type { OptOutPayload, OptOutReason } from './opt-out';
import type { Expect, TypesMatch } from './type-equality';

export const optOutReasonSchema = z.enum(['financial', 'insurance', 'sideEffects', 'pregnancy', 'other']);

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

export type OptOutReasonSchemaMatches = Expect<TypesMatch<z.infer<typeof optOutReasonSchema>, OptOutReason>>;
export type OptOutPayloadSchemaMatches = Expect<TypesMatch<z.infer<typeof optOutPayloadSchema>, OptOutPayload>>;
