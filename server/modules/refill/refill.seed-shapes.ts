import type { PaymentType } from '../../../src/domain/medication/order.schema';
import type { RefillSupply } from '../../../src/domain/refill/refill.schema';

/** The shapes of the demo prescriptions, refill requests, orders and assessments (refill.seed.ts, refill.seed-medications.ts). */

export const PHARMACY = {
  pharmacyName: 'Riverside Pharmacy - Center City',
  pharmacyAddress: '1601 Walnut Street, Philadelphia, PA 19103',
  pharmacyPhone: '1-800-555-0111',
};

export interface SeedPrescription {
  rxNumber: string;
  mId: number;
  displayName: string;
  instructions: string | null;
  provider: string;
  numDoses: number;
  daysOfSupply: number;
  refillsLeft: number;
  /** null = never shipped. */
  shippedDaysAgo: number | null;
  fillCount: number;
  displayStatus: number;
  orderStatus: number | null;
  isActive: boolean;
  refrigerated: boolean;
  allowPortalRefill: boolean;
  ndc11: string;
  cancelReason?: string;
  expiresInDays: number;
  writtenDaysAgo: number;
  inPhysicianQueue?: string;
  tracking?: Tracking;
  /** The dispensing pharmacy, when not the brand's own. */
  pharmacy?: typeof PHARMACY;
}

export interface Tracking {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
}

export const ups = (trackingNumber: string): Tracking => ({ carrier: 'UPS', trackingNumber, trackingUrl: `https://www.ups.com/track?tracknum=${trackingNumber}` });
export const fedex = (trackingNumber: string): Tracking => ({
  carrier: 'FedEx',
  trackingNumber,
  trackingUrl: `https://www.fedex.com/fedextrack/?trknbr=${trackingNumber}`,
});

export interface SeedBilling {
  paymentType: PaymentType;
  amountPaid: string;
  copayAssistance?: string;
  planType?: string;
  insurance?: { rxBin: string; rxPCN: string; rxGroup: string; rxId: string };
  card?: { cardType: 'Discover' | 'Mastercard' | 'Visa' | 'Amex'; cardNumberShort: string; cardExpiry: string; nameOnCard: string };
}

export interface SeedOrderItem {
  rxNumber: string;
  tracking?: Tracking;
  billing: SeedBilling[];
}

export interface SeedRequest {
  rxNumbers: string[];
  /** 2 requested, 3 shipped, 4 cancelled, 5 processing. */
  status: number;
  address: 'history' | 'home' | 'pickup';
  requestedDaysAgo: number;
  /** Days from the seeding time; for requests in progress, the next delivery day at least this far ahead. */
  deliveryInDays: number;
  paymentMethod: number;
  supplies: RefillSupply[] | null;
  deliveryInstructions: string | null;
  placeholder?: boolean;
  order?: { status: number; shippedDaysAgo: number | null; details: string | null; items: SeedOrderItem[]; noExpectedDate?: boolean };
}

export interface SeedAssessment {
  mId: number;
  surveyEventId: number;
  surveyName: string;
  isRequired: boolean;
  completed: boolean;
}

export interface ScenarioData {
  prescriptions: SeedPrescription[];
  history: SeedRequest[];
  assessments: SeedAssessment[];
}
