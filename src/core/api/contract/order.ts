/** Payment types of a billing entry (spec 02 §3). */
export type PaymentType = 'INSURANCE1' | 'INSURANCE2' | 'INSURANCE3' | 'CARD' | 'CHECK' | 'CASH' | 'BILL ME LATER';

/** Spec 02 §3 "Billing entry": one payment towards an order item. Amounts in US dollars. */
export interface BillingEntry {
  paymentType: PaymentType;
  amountPaid: number;
  dateBilled: string | null;
  copayAssistance: number | null;
  planType: string | null;
  rxBin: string | null;
  rxPCN: string | null;
  rxGroup: string | null;
  rxId: string | null;
  /** Discover, Mastercard, Visa or Amex. */
  cardType: string | null;
  /** Last four digits. */
  cardNumberShort: string | null;
  /** MM/YY. */
  cardExpiry: string | null;
  nameOnCard: string | null;
}

/** Spec 02 §3 "Order item": one prescription of a shipment. */
export interface OrderItem {
  displayName: string;
  rxNumber: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  courier: string | null;
  billing: BillingEntry[];
}

/**
 * Spec 02 §3 "Order". orderStatus uses the order-history codes (enums.ts PrescriptionStatus:
 * 2 requested, 3 billed, 4 cancelled, 5 processing).
 */
export interface Order {
  orderId: number;
  requestId: number | null;
  orderStatus: number;
  expectedDeliveryDate: string | null;
  dateShipped: string | null;
  items: OrderItem[];
  details: string | null;
}

/** Query of GET /refill-requests/billing: u_id and one of rxNumber, orderId or requestId. */
export interface BillingQuery {
  u_id: number;
  rxNumber?: string;
  orderId?: number;
  requestId?: number;
}

/** Answer of GET /refill-requests/billing (u_id with rxNumber, orderId or requestId). */
export interface BillingResponse {
  results: BillingEntry[];
}
