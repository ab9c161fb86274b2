import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderItem } from '../../../domain/medication/order.schema';
import { orderStatusKey, shortDate } from '../../../domain/medication/order-history';
import { trackingLinkOf } from '../../../domain/medication/tracking-link';
import { deliveryIcs } from '../../../domain/medication/delivery-ics';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { Button } from '../../../core/ui/button';
import { Dialog } from '../../../core/ui/dialog';
import { Disclosure } from '../../../core/ui/disclosure';
import { canAddToCalendar, isShipped, latestBilledDateOf, trackedItemOf } from '../model/order-view';
import { BillingDetails } from '../../../core/ui/billing-details';

const styles = defineStyles({
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: var(--rx-space);
  `,
});

export interface OrderEntryProps {
  order: Order;
  today: string;
  timeZone: string;
  pharmacyName: string;
  onCalendar: (ics: string, fileName: string) => void;
}

/** One order: 'Shipment MM/DD/YY - status', expanding to its items, arrival, tracking and billing. */
export function OrderEntry({ order, today, timeZone, pharmacyName, onCalendar }: OrderEntryProps) {
  const { t } = useTranslation('order-history');
  const sheet = useSheet(styles);
  const [viewing, setViewing] = useState(false);
  const statusKey = orderStatusKey(order.orderStatus);
  const date = shortDate(order.expectedDeliveryDate) ?? t('unknownDate');
  // A code outside 2 to 5 has no suffix: the label then ends at the date.
  const label = statusKey ? t('shipment', { date, status: t(`status.${statusKey}`) }) : t('shipmentNoStatus', { date });
  const tracked = trackedItemOf(order);
  const link = tracked ? trackingLinkOf({ trackingNumber: tracked.trackingNumber, trackingUrl: tracked.trackingUrl, dateShipped: order.dateShipped }, today) : null;
  const billed = shortDate(latestBilledDateOf(order));
  const names = order.items.map((item) => item.displayName).join(', ');
  return (
    <Disclosure as="li" part="order" data-order-id={order.orderId} togglePart="order-toggle" summary={<span part="order-label">{label}</span>}>
      <p part="expected-arrival">
        {t('expectedArrival')}: {shortDate(order.expectedDeliveryDate) ?? t('unknownDate')}
      </p>
      {/* The pharmacy's own note on the order (spec 02 §3 Order.details), shown as text, for every order. */}
      {order.details && <p part="order-details">{order.details}</p>}
      {tracked && link ? (
        <p part="order-tracking">
          {tracked.courier && (
            <>
              {t('carrier')}: {tracked.courier}
              <br />
            </>
          )}
          {link.kind === 'link' ? (
            <a href={link.url} target="_blank" rel="noopener noreferrer" part="tracking-link">
              {t('trackingLink', { number: link.number })}
            </a>
          ) : (
            <span part="tracking-expired">{t('trackingExpired', { number: link.kind === 'expired' ? link.number : '' })}</span>
          )}
          {billed && (
            <>
              <br />
              <span part="latest-billed">{t('latestBilled', { date: billed })}</span>
            </>
          )}
        </p>
      ) : (
        <p part="order-tracking">{t('noTracking')}</p>
      )}
      <ul part="order-items">
        {order.items.map((item) => (
          <OrderItemRow key={item.rxNumber} item={item} />
        ))}
      </ul>
      <div className={sheet.actions}>
        {isShipped(order) && (
          <Button variant="secondary" part="button view-button" onClick={() => setViewing(true)}>
            {t('view')}
          </Button>
        )}
        {canAddToCalendar(order, today) && (
          <Button
            variant="secondary"
            part="button calendar-button"
            onClick={() =>
              onCalendar(
                deliveryIcs({
                  uid: `order-${order.orderId}@rx-widgets`,
                  date: order.expectedDeliveryDate!,
                  timeZone,
                  summary: t('calendar.summary', { pharmacy: pharmacyName }),
                  description: t('calendar.description', { medications: names }),
                  now: new Date(),
                }),
                `delivery-${order.expectedDeliveryDate}.ics`,
              )
            }
          >
            {t('calendar.add')}
          </Button>
        )}
      </div>
      <Dialog open={viewing} onClose={() => setViewing(false)} title={label} closeLabel={t('close')} size="medium" footer={<Button onClick={() => setViewing(false)}>{t('close')}</Button>}>
        <p>
          {t('shippedOn', { date: shortDate(order.dateShipped) ?? t('unknownDate') })}
        </p>
        {order.details && <p>{order.details}</p>}
        <ul>
          {order.items.map((item) => (
            <li key={item.rxNumber}>
              {item.displayName} ({t('rxNumber')}: {item.rxNumber})
            </li>
          ))}
        </ul>
      </Dialog>
    </Disclosure>
  );
}

function OrderItemRow({ item }: { item: OrderItem }) {
  const { t } = useTranslation('order-history');
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <li part="order-item">
      <span>{item.displayName}</span>{' '}
      <Button variant="text" aria-expanded={shown} aria-controls={`${id}-details`} part="button details-button" onClick={() => setShown((value) => !value)}>
        {shown ? t('hideDetails') : t('showDetails')}
      </Button>
      <div id={`${id}-details`} hidden={!shown} part="item-details">
        <p>
          {t('rxNumber')}: {item.rxNumber}
        </p>
        <BillingDetails entries={item.billing} />
      </div>
    </li>
  );
}
