import { z } from 'zod';
import { PAYMENT_OPTIONS, SUPPLY_OPTIONS } from './refill-choices';
import { idQueryParamSchema, idSchema, int32, isoDateSchema, text, uIdBodySchema, uIdQueryParamSchema, zeroOneSchema } from '../common/common.schema';

export const refillSupplySchema = z
  .object({ supId: int32().nonnegative(), value: text(200) })
  .meta({ id: 'RefillSupply' });

/** Supplies of the payment step (spec 02 §2): Alcohol swabs, Sharps Container, Band Aids, Other. */
export type RefillSupply = z.infer<typeof refillSupplySchema>;

export const refillPrescriptionRefSchema = z
  .object({ gId: idSchema, rxNumber: text(20).min(1) })
  .meta({ id: 'RefillPrescriptionRef' });

/** A prescription chosen for the refill. */
export type RefillPrescriptionRef = z.infer<typeof refillPrescriptionRefSchema>;

export const refillRequestPayloadSchema = z
  .object({
    u_id: uIdBodySchema,
    addrId: idSchema,
    isPickup: zeroOneSchema,
    deliveryDate: isoDateSchema,
    paymentMethod: z.number().int().min(0).max(PAYMENT_OPTIONS.length - 1).describe('Payment option index 0-2'),
    supplies: z.array(refillSupplySchema).max(SUPPLY_OPTIONS.length).nullable(),
    deliveryInstructions: text(500).nullable(),
    prescriptions: z.array(refillPrescriptionRefSchema).min(1).max(50),
    rxNumber: text(20).min(1).describe('The first selected prescription'),
    requestId: idSchema.optional().describe('Only when editing (PUT)'),
  })
  .meta({ id: 'RefillRequestPayload' });

/** Spec 02 §3 "Refill request payload": body of POST /refill-requests (PUT to edit, with requestId). */
export type RefillRequestPayload = z.infer<typeof refillRequestPayloadSchema>;

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
    placeholder: z.boolean().describe('A placeholder request the pharmacy created, not the patient'),
    trackingUrl: z.string().nullable(),
    trackingNumber: z.string().nullable(),
  })
  .meta({ id: 'RefillRecord' });

/** Spec 02 §3 "Refill record": one refill of a prescription, with where and how it was sent. */
export type RefillRecord = z.infer<typeof refillRecordSchema>;

export const refillRequestPrescriptionSchema = refillPrescriptionRefSchema
  .extend({ displayName: z.string() })
  .meta({ id: 'RefillRequestPrescription' });

/** A prescription of a stored refill request, with the name the review and the view show. */
export type RefillRequestPrescription = z.infer<typeof refillRequestPrescriptionSchema>;

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
    placeholder: z.boolean().describe('A placeholder request the pharmacy created, not the patient'),
    dateRequested: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'RefillRequestRecord' });

/**
 * A refill request as stored (spec 02 §3 "Stored request state"): what GET /refill-requests
 * lists and what POST / PUT answer. status uses the refill display scale of statuses.ts
 * (2 requested, 5 processing, 3 shipped, 4 cancelled).
 */
export type RefillRequestRecord = z.infer<typeof refillRequestRecordSchema>;

export const refillRequestsQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  status: z.enum(['all', 'active']).default('all').describe('active: requested or processing only'),
  requestId: idQueryParamSchema.optional(),
});

export const refillRequestsResponseSchema = z.object({ refills: z.array(refillRequestRecordSchema) }).meta({ id: 'RefillRequestsResponse' });

/** Answer of GET /refill-requests (u_id, status = all | active, optional requestId). */
export type RefillRequestsResponse = z.infer<typeof refillRequestsResponseSchema>;

export const refillSubmitResponseSchema = z.object({ request: refillRequestRecordSchema }).meta({ id: 'RefillSubmitResponse' });

/** Answer of POST and PUT /refill-requests: the request as stored. */
export type RefillSubmitResponse = z.infer<typeof refillSubmitResponseSchema>;
