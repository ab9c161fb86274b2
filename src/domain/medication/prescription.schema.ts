import { z } from 'zod';
import { prescriptionClassSchema } from './statuses.schema';
import { orderSchema } from './order.schema';
import { uIdQueryParamSchema } from '../common/common.schema';
import { refillRecordSchema } from '../refill/refill.schema';

export const prescriptionSchema = z
  .object({
    displayName: z.string(),
    instructions: z.string().nullable(),
    rxNumber: z.string(),
    gId: z.number().int(),
    mId: z.number().int().describe('Group key'),
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

/**
 * Spec 02 §3 "Prescription". displayStatus is a refill display status (0-9, 100-109),
 * orderStatus a workflow status (300-352) or null, displayTable the classification of
 * `classifyPrescription` (statuses.ts).
 */
export type Prescription = z.infer<typeof prescriptionSchema>;

export const medicationsResponseSchema = z.object({ medications: z.array(prescriptionSchema) }).meta({ id: 'MedicationsResponse' });

/** Answer of GET /user/medications. */
export type MedicationsResponse = z.infer<typeof medicationsResponseSchema>;

export const medicationsQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  med_type: z.literal('prescription').default('prescription').describe('Only prescriptions are listed'),
  allow_portal_refill: z
    .enum(['0', '1'])
    .transform((value): 0 | 1 => (value === '1' ? 1 : 0))
    .optional()
    .describe('1: only active prescriptions whose next refill may be requested through the portal'),
});

/**
 * Query of GET /user/medications. allow_portal_refill=1 keeps the active prescriptions whose next
 * refill may be requested through the portal.
 */
export type MedicationsQuery = z.infer<typeof medicationsQuerySchema>;

export const rxStatusFieldsSchema = z.object({
  inPhysicianQueue: z.boolean(),
  physicianQueueReason: z.string().nullable(),
});

/** The parsed rxStatusFields. */
export type RxStatusFields = z.infer<typeof rxStatusFieldsSchema>;
