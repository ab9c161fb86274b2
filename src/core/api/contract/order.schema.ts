import { z } from 'zod';
import type { BillingEntry, Order, OrderItem, PaymentType } from './order';
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

export type PaymentTypeSchemaMatches = Expect<TypesMatch<z.infer<typeof paymentTypeSchema>, PaymentType>>;
export type BillingEntrySchemaMatches = Expect<TypesMatch<z.infer<typeof billingEntrySchema>, BillingEntry>>;
export type OrderItemSchemaMatches = Expect<TypesMatch<z.infer<typeof orderItemSchema>, OrderItem>>;
export type OrderSchemaMatches = Expect<TypesMatch<z.infer<typeof orderSchema>, Order>>;
