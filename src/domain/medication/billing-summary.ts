import type { BillingEntry, PaymentType } from './order.schema';

export type InsuranceTier = 'primary' | 'secondary' | 'tertiary';

const TIER_OF: Partial<Record<PaymentType, InsuranceTier>> = { INSURANCE1: 'primary', INSURANCE2: 'secondary', INSURANCE3: 'tertiary' };

export interface PatientPayment {
  kind: 'card' | 'check' | 'cash';
  amount: number;
  entry: BillingEntry;
}

export interface BillingSummary {
  /** What insurance paid, by tier, in entry order. */
  insurance: { tier: InsuranceTier; amount: number; entry: BillingEntry }[];
  insuranceTotal: number;
  /** Card, check and cash payments, ordered cash, check, card (spec 02 §9 "Payment ordering"). */
  payments: PatientPayment[];
  /** Manufacturer card (copay assistance) over all entries. */
  copayAssistance: number;
  /** Bill-me-later amounts not yet paid. */
  pending: number;
  /** Everything billed: insurance, the patient's payments, copay assistance and pending amounts. */
  totalBilled: number;
  /** What is left after insurance: the patient's share (payments, copay assistance, pending). */
  remainderAfterInsurance: number;
  /** The latest billed date (YYYY-MM-DD), or null. */
  latestDateBilled: string | null;
}

const PAYMENT_KIND: Partial<Record<PaymentType, PatientPayment['kind']>> = { CARD: 'card', CHECK: 'check', CASH: 'cash' };
const PAYMENT_ORDER: Record<PatientPayment['kind'], number> = { cash: 0, check: 1, card: 2 };

/** Cents, so sums of dollar amounts stay exact. */
const cents = (amount: number) => Math.round(amount * 100);
const dollars = (value: number) => value / 100;

/** Spec 02 §3 "Billing entry": the totals a billing view shows, in US dollars. */
export function summarizeBilling(entries: readonly BillingEntry[]): BillingSummary {
  let insuranceCents = 0;
  let paymentCents = 0;
  let copayCents = 0;
  let pendingCents = 0;
  const insurance: BillingSummary['insurance'] = [];
  const payments: PatientPayment[] = [];
  let latestDateBilled: string | null = null;
  for (const entry of entries) {
    const tier = TIER_OF[entry.paymentType];
    const kind = PAYMENT_KIND[entry.paymentType];
    if (tier) {
      insuranceCents += cents(entry.amountPaid);
      insurance.push({ tier, amount: entry.amountPaid, entry });
    } else if (kind) {
      paymentCents += cents(entry.amountPaid);
      payments.push({ kind, amount: entry.amountPaid, entry });
    } else {
      pendingCents += cents(entry.amountPaid);
    }
    copayCents += cents(entry.copayAssistance ?? 0);
    if (entry.dateBilled && (latestDateBilled === null || entry.dateBilled > latestDateBilled)) latestDateBilled = entry.dateBilled;
  }
  payments.sort((a, b) => PAYMENT_ORDER[a.kind] - PAYMENT_ORDER[b.kind]);
  const remainder = paymentCents + copayCents + pendingCents;
  return {
    insurance,
    insuranceTotal: dollars(insuranceCents),
    payments,
    copayAssistance: dollars(copayCents),
    pending: dollars(pendingCents),
    totalBilled: dollars(insuranceCents + remainder),
    remainderAfterInsurance: dollars(remainder),
    latestDateBilled,
  };
}

/** US dollars as $1,234.56 in the reader's language. */
export function formatDollars(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);
}

/** The plan of an insurance entry as a patient may see it. */
export interface InsurancePlanDetails {
  plan: string | null;
  bin: string;
  pcn: string;
  group: string;
  id: string;
}

const SIX_DIGIT_BIN = /^\d{6}$/;
const COPAY_MAX = /^copay\s*max$/i;

/**
 * Spec 02 §9: "A COPAY MAX plan is not shown. An Rx BIN of 6 digits allows viewing details."
 * The plan and its ids are offered only for a 6-digit BIN and never for a COPAY MAX plan; the
 * amount the entry paid still counts in the totals either way (it was billed).
 */
export function insurancePlanDetails(entry: Pick<BillingEntry, 'planType' | 'rxBin' | 'rxPCN' | 'rxGroup' | 'rxId'>): InsurancePlanDetails | null {
  if (entry.planType && COPAY_MAX.test(entry.planType.trim())) return null;
  const bin = entry.rxBin?.trim() ?? '';
  if (!SIX_DIGIT_BIN.test(bin)) return null;
  return { plan: entry.planType?.trim() || null, bin, pcn: entry.rxPCN ?? '', group: entry.rxGroup ?? '', id: entry.rxId ?? '' };
}
