import { z } from 'zod';
import { idQueryParamSchema, uIdQueryParamSchema } from '../common/common.schema';

export const paymentTypeSchema = z.enum(['INSURANCE1', 'INSURANCE2', 'INSURANCE3', 'CARD', 'CHECK', 'CASH', 'BILL ME LATER']);

/** Payment types of a billing entry (spec 02 §3). */
export type PaymentType = z.infer<typeof paymentTypeSchema>;

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
    cardType: z.string().nullable().describe('Discover, Mastercard, Visa or Amex'),
    cardNumberShort: z.string().nullable().describe('Last four digits'),
    cardExpiry: z.string().nullable().describe('MM/YY'),
    nameOnCard: z.string().nullable(),
  })
  .meta({ id: 'BillingEntry' });

/** Spec 02 §3 "Billing entry": one payment towards an order item. Amounts in US dollars. */
export type BillingEntry = z.infer<typeof billingEntrySchema>;

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

/** Spec 02 §3 "Order item": one prescription of a shipment. */
export type OrderItem = z.infer<typeof orderItemSchema>;

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

/**
 * Spec 02 §3 "Order". orderStatus uses the order-history codes (statuses.ts PrescriptionStatus:
 * 2 requested, 3 billed, 4 cancelled, 5 processing).
 */
export type Order = z.infer<typeof orderSchema>;

export const billingQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  rxNumber: z.string().regex(/^[A-Za-z0-9-]{1,20}$/, 'expected a prescription number').optional().describe('Billing of this prescription'),
  orderId: idQueryParamSchema.optional().describe('Billing of this order'),
  requestId: idQueryParamSchema.optional().describe('Billing of the orders of this refill request'),
});

/** Query of GET /refill-requests/billing: u_id and one of rxNumber, orderId or requestId. */
export type BillingQuery = z.infer<typeof billingQuerySchema>;

export const billingResponseSchema = z.object({ results: z.array(billingEntrySchema) }).meta({ id: 'BillingResponse' });

/** Answer of GET /refill-requests/billing (u_id with rxNumber, orderId or requestId). */
export type BillingResponse = z.infer<typeof billingResponseSchema>;
