import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BrandInfo } from '../../../domain/company/brand-info.schema';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { orderChange } from '../model/active-orders';
import { activeRefillsQuery } from '../api/active-refills';
import { displayDate } from './format';
import { PharmacyContactOnDemand } from './pharmacy-contact-on-demand';

export interface ActiveOrderNoticeProps {
  uId: number;
  pharmacy: BrandInfo | null | undefined;
  /** The medications in an order in progress, from the patient's medication list. */
  inOrder: readonly string[];
}

/**
 * Spec 02 §2: the notice in place of the wizard, saying why a new delivery cannot be scheduled
 * (the medications in an order in progress), naming every order in progress and, for each, how it
 * can be changed (the same as its read-only view says).
 */
export function ActiveOrderNotice({ uId, pharmacy, inOrder }: ActiveOrderNoticeProps) {
  const { t } = useTranslation('refill');
  const client = useHttpClient();
  const active = useQuery(activeRefillsQuery(client, uId));
  const orders = active.data ?? [];
  const anyCall = orders.some((order) => orderChange(order) === 'call');
  return (
    <div part="active-order">
      <p>{t('activeOrder.body')}</p>
      {inOrder.length > 0 && <p part="active-order-reason">{t('activeOrder.reason', { medications: inOrder.join(', ') })}</p>}
      {orders.length > 0 && (
        <ul part="active-orders" aria-label={t('activeOrder.orders')}>
          {orders.map((order) => (
            <li key={order.requestId} part="active-order-item">
              {t('activeOrder.order', { medications: order.prescriptions.map((rx) => rx.displayName).join(', '), date: displayDate(order.deliveryDate) })}{' '}
              {orderChange(order) === 'edit' ? t('activeOrder.canEdit') : t('activeOrder.callToChange')}
            </li>
          ))}
        </ul>
      )}
      {(anyCall || active.isError) && <PharmacyContactOnDemand pharmacy={pharmacy} withHours={false} />}
    </div>
  );
}
