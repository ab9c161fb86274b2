import { describe, expect, it } from 'vitest';
import { formatDollars, insurancePlanDetails, summarizeBilling } from '../../../../src/domain/medication/billing-summary';
import type { BillingEntry, PaymentType } from '../../../../src/domain/medication/order.schema';

const entry = (paymentType: PaymentType, amountPaid: number, extra: Partial<BillingEntry> = {}): BillingEntry => ({
  paymentType,
  amountPaid,
  dateBilled: '2026-01-10',
  copayAssistance: null,
  planType: null,
  rxBin: null,
  rxPCN: null,
  rxGroup: null,
  rxId: null,
  cardType: null,
  cardNumberShort: null,
  cardExpiry: null,
  nameOnCard: null,
  ...extra,
});

describe('summarizeBilling', () => {
  it('totals insurance tiers, patient payments (cash, check, card), copay assistance and pending amounts exactly', () => {
    const summary = summarizeBilling([
      entry('CARD', 10.1, { copayAssistance: 490.2, dateBilled: '2026-02-01' }),
      entry('INSURANCE1', 5980.1),
      entry('INSURANCE2', 120.2),
      entry('INSURANCE3', 40),
      entry('CHECK', 2.5),
      entry('CASH', 3),
      entry('BILL ME LATER', 15, { dateBilled: null }),
    ]);
    expect(summary.insurance.map((item) => [item.tier, item.amount])).toEqual([
      ['primary', 5980.1],
      ['secondary', 120.2],
      ['tertiary', 40],
    ]);
    expect(summary.insuranceTotal).toBe(6140.3);
    expect(summary.payments.map((payment) => payment.kind)).toEqual(['cash', 'check', 'card']);
    expect(summary.copayAssistance).toBe(490.2);
    expect(summary.pending).toBe(15);
    expect(summary.remainderAfterInsurance).toBe(520.8);
    expect(summary.totalBilled).toBe(6661.1);
    expect(summary.latestDateBilled).toBe('2026-02-01');
  });
  it('is all zero without entries', () => {
    expect(summarizeBilling([])).toMatchObject({ insuranceTotal: 0, totalBilled: 0, pending: 0, latestDateBilled: null });
  });
  it('formats dollars by language', () => {
    expect(formatDollars(1234.5, 'en')).toBe('$1,234.50');
    expect(formatDollars(3, 'es')).toContain('3,00');
  });
});

describe('insurancePlanDetails (spec 02 §9)', () => {
  const plan = { planType: 'Commercial PPO', rxBin: '004336', rxPCN: 'ADV', rxGroup: 'RX1234', rxId: 'W123' };

  it('offers the plan and its ids for a 6-digit Rx BIN', () => {
    expect(insurancePlanDetails(plan)).toEqual({ plan: 'Commercial PPO', bin: '004336', pcn: 'ADV', group: 'RX1234', id: 'W123' });
    expect(insurancePlanDetails({ ...plan, planType: null })).toEqual({ plan: null, bin: '004336', pcn: 'ADV', group: 'RX1234', id: 'W123' });
  });

  it.each([null, '', '12345', '1234567', '61O012', '00 4336'])('offers nothing for the Rx BIN %j', (rxBin) => {
    expect(insurancePlanDetails({ ...plan, rxBin })).toBeNull();
  });

  it.each(['COPAY MAX', 'Copay Max', ' COPAYMAX '])('never shows a COPAY MAX plan (%j), even with a 6-digit BIN', (planType) => {
    expect(insurancePlanDetails({ ...plan, planType })).toBeNull();
  });

  it('still counts a hidden plan in the totals', () => {
    const summary = summarizeBilling([entry('INSURANCE1', 50, { planType: 'COPAY MAX', rxBin: '004336' }), entry('CASH', 5)]);
    expect(summary.insuranceTotal).toBe(50);
    expect(summary.totalBilled).toBe(55);
  });
});
