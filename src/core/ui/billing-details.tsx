import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../i18n/i18n';
import { formatDollars, insurancePlanDetails, summarizeBilling } from '../../domain/medication/billing-summary';
import { shortDate } from '../../domain/medication/order-history';
import type { BillingEntry } from '../../domain/medication/order.schema';

// One set of strings for every feature that shows billing (medications, order history).
registerNamespace('billing');

/** Insurance tiers, payments (cash, check, card), manufacturer card, pending amounts and totals. */
export function BillingDetails({ entries }: { entries: readonly BillingEntry[] }) {
  const { t, i18n } = useTranslation('billing');
  if (entries.length === 0) return <p part="billing-none">{t('none')}</p>;
  const summary = summarizeBilling(entries);
  const money = (amount: number) => formatDollars(amount, i18n.language);
  const rows: [string, string, string | null][] = [
    ...summary.insurance.map(({ tier, amount, entry }): [string, string, string | null] => {
      const plan = insurancePlanDetails(entry);
      const detail = plan ? [plan.plan ? t('plan', { plan: plan.plan }) : null, t('insuranceIds', { bin: plan.bin, pcn: plan.pcn, group: plan.group, id: plan.id })].filter(Boolean).join('. ') : null;
      return [t(`tiers.${tier}`), money(amount), detail];
    }),
    [t('insuranceTotal'), money(summary.insuranceTotal), null],
    ...summary.payments.map(({ kind, amount, entry }): [string, string, string | null] => [
      t(`payments.${kind}`),
      money(amount),
      kind === 'card' && entry.cardNumberShort
        ? t('cardDetails', { type: entry.cardType ?? '', last4: entry.cardNumberShort, expiry: entry.cardExpiry ?? '', name: entry.nameOnCard ?? '' })
        : null,
    ]),
    ...(summary.copayAssistance > 0 ? [[t('copayAssistance'), money(summary.copayAssistance), null] as [string, string, null]] : []),
    ...(summary.pending > 0 ? [[t('pending'), money(summary.pending), null] as [string, string, null]] : []),
    [t('remainder'), money(summary.remainderAfterInsurance), null],
    [t('totalBilled'), money(summary.totalBilled), null],
  ];
  const billed = shortDate(summary.latestDateBilled);
  return (
    <div part="billing">
      {billed && <p part="billing-date">{t('dateBilled', { date: billed })}</p>}
      <table part="billing-table">
        <thead>
          <tr>
            <th scope="col">{t('item')}</th>
            <th scope="col">{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, amount, detail], index) => (
            <tr key={`${label}-${index}`}>
              <th scope="row">
                {label}
                {detail && (
                  <>
                    <br />
                    <small>{detail}</small>
                  </>
                )}
              </th>
              <td>{amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
