import { z } from 'zod';
import { idQueryParamSchema, idSchema, int32, isoDateSchema, text, uIdBodySchema, uIdQueryParamSchema, zeroOneSchema } from './common.schema';
import type {
  RefillPrescriptionRef,
  RefillRecord,
  RefillRequestPayload,
  RefillRequestRecord,
  RefillRequestsResponse,
  RefillSubmitResponse,
  RefillSupply,
} from './refill';
import type { Expect, TypesMatch } from './type-equality';

export const refillSupplySchema = z
  .object({ supId: int32().nonnegative(), value: text(200) })
  .meta({ id: 'RefillSupply' });

export const refillPrescriptionRefSchema = z
  .object({ gId: idSchema, rxNumber: text(20).min(1) })
  .meta({ id: 'RefillPrescriptionRef' });

export const refillRequestPayloadSchema = z
  .object({
    u_id: uIdBodySchema,
    addrId: idSchema,
    isPickup: zeroOneSchema,
    deliveryDate: isoDateSchema,
    paymentMethod: z.number().int().min(0).max(2).describe('Payment option index 0-2'),
    supplies: z.array(refillSupplySchema).max(4).nullable(),
    deliveryInstructions: text(500).nullable(),
    prescriptions: z.array(refillPrescriptionRefSchema).min(1).max(50),
    rxNumber: text(20).min(1).describe('The first selected prescription'),
    requestId: idSchema.optional().describe('Only when editing (PUT)'),
  })
  .meta({ id: 'RefillRequestPayload' });

export const refillRecordSchema = z
  .object({
    requestId: z.number().int(),
    rxNumbers: z.array(z.string()),
    dateRequested: z.string().nullable(),
    deliveryDate: z.string().nullable(),
    dateShipped: z.string().nullable(),
    dateWritten: z.string().nullable(),
    street: z.string().nullable(),
    street2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    supplies: z.string().nullable().describe('JSON text of a list of { value }'),
    deliveryInstructions: z.string().nullable(),
    paymentMethod: z.number().int().nullable(),
    placeholder: z.boolean(),
    trackingUrl: z.string().nullable(),
    trackingNumber: z.string().nullable(),
  })
  .meta({ id: 'RefillRecord' });

export type RefillSupplySchemaMatches = Expect<TypesMatch<z.infer<typeof refillSupplySchema>, RefillSupply>>;
export type RefillPrescriptionRefSchemaMatches = Expect<TypesMatch<z.infer<typeof refillPrescriptionRefSchema>, RefillPrescriptionRef>>;
export type RefillRequestPayloadSchemaMatches = Expect<TypesMatch<z.infer<typeof refillRequestPayloadSchema>, RefillRequestPayload>>;
export type RefillRecordSchemaMatches = Expect<TypesMatch<z.infer<typeof refillRecordSchema>, RefillRecord>>;

export const refillRequestPrescriptionSchema = refillPrescriptionRefSchema
  .extend({ displayName: z.string() })
  .meta({ id: 'RefillRequestPrescription' });

export const refillRequestRecordSchema = z
  .object({
    requestId: z.number().int(),
    status: z.number().int().describe('Refill display status: 2 requested, 5 processing, 3 shipped, 4 cancelled'),
    addrId: z.number().int(),
    isPickup: zeroOneSchema,
    deliveryDate: isoDateSchema,
    paymentMethod: z.number().int(),
    supplies: z.array(refillSupplySchema).nullable(),
    deliveryInstructions: z.string().nullable(),
    prescriptions: z.array(refillRequestPrescriptionSchema),
    placeholder: z.boolean(),
    dateRequested: z.string(),
  })
  .meta({ id: 'RefillRequestRecord' });

export const refillRequestsQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  status: z.enum(['all', 'active']).default('all').describe('active: requested or processing only'),
  requestId: idQueryParamSchema.optional(),
});

export const refillRequestsResponseSchema = z.object({ refills: z.array(refillRequestRecordSchema) }).meta({ id: 'RefillRequestsResponse' });

export const refillSubmitResponseSchema = z.object({ request: refillRequestRecordSchema }).meta({ id: 'RefillSubmitResponse' });

export type RefillRequestRecordSchemaMatches = Expect<TypesMatch<z.infer<typeof refillRequestRecordSchema>, RefillRequestRecord>>;
export type RefillRequestsResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof refillRequestsResponseSchema>, RefillRequestsResponse>>;
export type RefillSubmitResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof refillSubmitResponseSchema>, RefillSubmitResponse>>;
