import { ORDER_HISTORY_STATUS_LABELS } from './statuses';

/** Spec 02 §9: 3 orders at first, 3 more per load-more. */
export const ORDER_PAGE_SIZE = 3;

/** Newest expected delivery first; orders without a date last, then by order id, newest first. */
export function sortOrders<O extends { orderId: number; expectedDeliveryDate: string | null }>(orders: readonly O[]): O[] {
  return [...orders].sort((a, b) => {
    if (a.expectedDeliveryDate !== b.expectedDeliveryDate) {
      if (a.expectedDeliveryDate === null) return 1;
      if (b.expectedDeliveryDate === null) return -1;
      return a.expectedDeliveryDate < b.expectedDeliveryDate ? 1 : -1;
    }
    return b.orderId - a.orderId;
  });
}

/** YYYY-MM-DD as MM/DD/YY (spec 02 §9 date display); null for no or a malformed date. */
export function shortDate(date: string | null): string | null {
  const match = date ? /^\d{2}(\d{2})-(\d{2})-(\d{2})/.exec(date) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : null;
}

/** The status suffix key of 'Shipment MM/DD/YY - status' (requested, billed, cancelled, processing), or null for another code. */
export function orderStatusKey(orderStatus: number): 'requested' | 'billed' | 'cancelled' | 'processing' | null {
  const label = ORDER_HISTORY_STATUS_LABELS[orderStatus];
  return label ? (label.toLowerCase() as 'requested' | 'billed' | 'cancelled' | 'processing') : null;
}

/** How many orders to show after `loads` presses of load-more. */
export const shownOrderCount = (total: number, loads: number): number => Math.min(total, ORDER_PAGE_SIZE * (loads + 1));
