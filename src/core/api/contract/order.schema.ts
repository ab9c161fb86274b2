import { z } from 'zod';
import { idQueryParamSchema, uIdQueryParamSchema } from './common.schema';
import type { BillingEntry, BillingQuery, Order, OrderItem, PaymentType, BillingResponse } from './order';
import type { Expect, TypesMatch } from './type-equality';

export const paymentTypeSchema = z.enum(['INSURANCE1', 'INSURANCE2', 'INSURANCE3', 'CARD', 'CHECK', 'CASH', 'BILL ME LATER']);

export const billingEntrySchema = z
  .object({
    paymentType: paymentTypeSchema,
    amountPaid: z.number().describe('US dollars'),
    dateBilled: z.string().nullable(),
    copayAssistance: z.number().nullable(),
    planType: z.string().nullable(),
    rxBin: z.string().nullable(),
    rxPCN: z.string().nullable(),
    rxGroup: z.string().nullable(),
    rxId: z.string().nullable(),
    cardType: z.string().nullable(),
    cardNumberShort: z.string().nullable(),
    cardExpiry: z.string().nullable(),
    nameOnCard: z.string().nullable(),
  })
  .meta({ id: 'BillingEntry' });

export const orderItemSchema = z
  .object({
    displayName: z.string(),
    rxNumber: z.string(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    courier: z.string().nullable(),
    billing: z.array(billingEntrySchema),
  })
  .meta({ id: 'OrderItem' });

export const orderSchema = z
  .object({
    orderId: z.number().int(),
    requestId: z.number().int().nullable(),
    orderStatus: z.number().int().describe('Order-history code: 2 requested, 3 billed, 4 cancelled, 5 processing'),
    expectedDeliveryDate: z.string().nullable(),
    dateShipped: z.string().nullable(),
    items: z.array(orderItemSchema),
    details: z.string().nullable(),
  })
  .meta({ id: 'Order' });

export const billingQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  rxNumber: z.string().regex(/^[A-Za-z0-9-]{1,20}$/, 'expected a prescription number').optional().describe('Billing of this prescription'),
  orderId: idQueryParamSchema.optional().describe('Billing of this order'),
  requestId: idQueryParamSchema.optional().describe('Billing of the orders of this refill request'),
});

export const billingResponseSchema = z.object({ results: z.array(billingEntrySchema) }).meta({ id: 'BillingResponse' });

export type BillingResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof billingResponseSchema>, BillingResponse>>;
export type PaymentTypeSchemaMatches = Expect<TypesMatch<z.infer<typeof paymentTypeSchema>, PaymentType>>;
export type BillingEntrySchemaMatches = Expect<TypesMatch<z.infer<typeof billingEntrySchema>, BillingEntry>>;
export type OrderItemSchemaMatches = Expect<TypesMatch<z.infer<typeof orderItemSchema>, OrderItem>>;
export type OrderSchemaMatches = Expect<TypesMatch<z.infer<typeof orderSchema>, Order>>;
export type BillingQuerySchemaMatches = Expect<TypesMatch<z.infer<typeof billingQuerySchema>, BillingQuery>>;
