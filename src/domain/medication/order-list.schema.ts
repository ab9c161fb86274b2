import { z } from 'zod';
import { idSchema, text, uIdBodySchema, uIdQueryParamSchema } from '../common/common.schema';
import { orderSchema } from './order.schema';

export const ordersQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  rxNumber: z.string().regex(/^[A-Za-z0-9-]{1,20}$/, 'expected a prescription number').optional().describe('Only the orders holding this prescription'),
});

/** Query of GET /user/orders (spec 02 §7 "order lists per user (optional rxNumber)"). */
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

export const ordersResponseSchema = z
  .object({ orders: z.array(orderSchema), timeZone: z.string().describe("The pharmacy's IANA time zone (delivery dates are its dates)") })
  .meta({ id: 'OrdersResponse' });

/** Answer of GET /user/orders: the caller's orders, newest expected delivery first, with items and billing. */
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

export const optOutResponseSchema = z
  .object({ rxNumber: z.string(), suspended: z.literal(true) })
  .meta({ id: 'OptOutResponse' });

/** Answer of POST /user/medications/opt-out. */
export type OptOutResponse = z.infer<typeof optOutResponseSchema>;

/** The message of the refusal while an order is scheduled; the widget looks for 'active order' in it (spec 02 §8). */
export const ACTIVE_ORDER_OPT_OUT_MESSAGE = 'This prescription has an active order; call the pharmacy to discontinue it';

export const selfReportedMedicationDeletePayloadSchema = z
  .object({
    uId: uIdBodySchema,
    medId: idSchema,
    medicationName: text(200).optional(),
    dosage: text(200).optional(),
    description: text(2000).optional(),
    notes: text(2000).nullable().optional(),
  })
  .meta({ id: 'SelfReportedMedicationDeletePayload' });

/** Body of DELETE /user/self-reported/medications: the medication as listed (spec 02 §7), with uId. */
export type SelfReportedMedicationDeletePayload = z.infer<typeof selfReportedMedicationDeletePayloadSchema>;
