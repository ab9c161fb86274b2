import { z } from 'zod';
import { prescriptionClassSchema } from './enums.schema';
import { orderSchema } from './order.schema';
import { uIdQueryParamSchema } from './common.schema';
import type { MedicationsQuery, MedicationsResponse, Prescription, RxStatusFields } from './prescription';
import { refillRecordSchema } from './refill.schema';
import type { Expect, TypesMatch } from './type-equality';

export const prescriptionSchema = z
  .object({
    displayName: z.string(),
    instructions: z.string().nullable(),
    rxNumber: z.string(),
    gId: z.number().int(),
    mId: z.number().int(),
    provider: z.string().nullable(),
    numDoses: z.number().nullable(),
    daysOfSupply: z.number().int().nullable(),
    refillsLeft: z.number().int(),
    expirationDate: z.string().nullable(),
    ndc11Digit: z.string().nullable(),
    cancelReason: z.string().nullable(),
    refills: z.array(refillRecordSchema),
    orders: z.array(orderSchema),
    orderStatus: z.number().int().nullable().describe('Workflow status 300-352'),
    isActivePrescription: z.boolean(),
    latestRequestId: z.number().int().nullable(),
    lastShippedAddrId: z.number().int().nullable(),
    fillCount: z.number().int(),
    displayStatus: z.number().int().describe('Refill display status 0-9 or 100-109'),
    displayTable: prescriptionClassSchema,
    latestDateShipped: z.string().nullable(),
    hasActiveOrder: z.boolean(),
    requestId: z.number().int().nullable(),
    rxStatusFields: z.string().nullable().describe('JSON text: { inPhysicianQueue, physicianQueueReason }'),
    pharmacyName: z.string().nullable(),
    pharmacyAddress: z.string().nullable(),
    pharmacyPhone: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    carrier: z.string().nullable(),
    refrigerated: z.boolean().describe('Shipped cold: delivered Tuesday-Thursday only'),
    allowPortalRefill: z.boolean().describe('The next refill may be requested through the portal'),
  })
  .meta({ id: 'Prescription' });

export const medicationsResponseSchema = z.object({ medications: z.array(prescriptionSchema) }).meta({ id: 'MedicationsResponse' });

export const medicationsQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  med_type: z.literal('prescription').default('prescription').describe('Only prescriptions are listed'),
  allow_portal_refill: z
    .enum(['0', '1'])
    .transform((value): 0 | 1 => (value === '1' ? 1 : 0))
    .optional()
    .describe('1: only active prescriptions whose next refill may be requested through the portal'),
});

export const rxStatusFieldsSchema = z.object({
  inPhysicianQueue: z.boolean(),
  physicianQueueReason: z.string().nullable(),
});

export type PrescriptionSchemaMatches = Expect<TypesMatch<z.infer<typeof prescriptionSchema>, Prescription>>;
export type RxStatusFieldsSchemaMatches = Expect<TypesMatch<z.infer<typeof rxStatusFieldsSchema>, RxStatusFields>>;
export type MedicationsResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof medicationsResponseSchema>, MedicationsResponse>>;
export type MedicationsQuerySchemaMatches = Expect<TypesMatch<z.infer<typeof medicationsQuerySchema>, MedicationsQuery>>;
