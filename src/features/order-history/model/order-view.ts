import type { Order } from '../../../domain/medication/order.schema';
import { summarizeBilling } from '../../../domain/medication/billing-summary';
import { PrescriptionStatus } from '../../../domain/medication/statuses';

/** The first item with a tracking number: an order ships as one package. */
export const trackedItemOf = (order: Order) => order.items.find((item) => item.trackingNumber);

/** The latest billed date over every item of the order. */
export const latestBilledDateOf = (order: Order): string | null => summarizeBilling(order.items.flatMap((item) => item.billing)).latestDateBilled;

/** A shipped order (billed, with a ship date) gets a View button. */
export const isShipped = (order: Order): boolean => order.orderStatus === PrescriptionStatus.SHIPPED && order.dateShipped !== null;

/** An expected delivery still to come can be added to a calendar. */
export const canAddToCalendar = (order: Order, today: string): boolean =>
  order.expectedDeliveryDate !== null &&
  order.expectedDeliveryDate >= today &&
  (order.orderStatus === PrescriptionStatus.REQUESTED || order.orderStatus === PrescriptionStatus.PROCESSING);
