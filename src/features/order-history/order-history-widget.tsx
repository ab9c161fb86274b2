import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionIdentity } from '../../domain/account/session-identity.schema';
import { ORDER_PAGE_SIZE, shownOrderCount, sortOrders } from '../../domain/medication/order-history';
import { registerNamespace } from '../../core/i18n/i18n';
import { useBrand, useEmit } from '../../core/context/element-context';
import { useHttpClient } from '../../core/hooks/use-http-client';
import { SignInRequired } from '../../core/session/sign-in-required';
import { useSession } from '../../core/session/use-session';
import { patientToday } from '../../core/session/patient-today';
import { css, defineStyles, useSheet } from '../../core/theme/define-styles';
import { Alert } from '../../core/ui/alert';
import { Button } from '../../core/ui/button';
import { PageHeader } from '../../core/ui/page-header';
import { Card } from '../../core/ui/card';
import { LoadingOverlay } from '../../core/ui/loading-overlay';
import { ordersQuery } from './api/orders';
import { OrderEntry } from './components/order-entry';

registerNamespace('order-history');

/** Spec 02 §2: a loading overlay of about 600 ms. */
export const ORDER_OVERLAY_MS = 600;

const styles = defineStyles({
  list: css`
    margin: 0 0 calc(var(--rx-space) * 2);
    padding: 0;
    list-style: none;
  `,
});

/**
 * The order history of spec 02 §2. The route is open (spec 02 §2 lists /order-history among the
 * open routes), so a visitor without a session stays here and is offered the sign-in; the orders
 * need the session's user id.
 */
export function OrderHistoryWidget() {
  const identity = useSession((state) => state.identity);
  const { t } = useTranslation('order-history');
  if (!identity) return <SignInRequired titleId="rx-order-history-signed-out" title={t('title')} message={t('signedOut.body')} action={t('signedOut.action')} />;
  return <OrderHistory key={identity.u_ID} identity={identity} />;
}

function saveText(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function OrderHistory({ identity }: { identity: SessionIdentity }) {
  const { t } = useTranslation('order-history');
  const sheet = useSheet(styles);
  const client = useHttpClient();
  const emit = useEmit();
  const brand = useBrand();
  const orders = useQuery(ordersQuery(client, identity.u_ID));
  const [loads, setLoads] = useState(0);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (orders.isPending) return;
    const timer = setTimeout(() => setSettled(true), ORDER_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [orders.isPending]);
  const sorted = sortOrders(orders.data?.orders ?? []);
  const timeZone = orders.data?.timeZone ?? 'America/New_York';
  const user = useSession((state) => state.user);
  const today = patientToday(user, new Date());
  const shown = shownOrderCount(sorted.length, loads);

  return (
    <Card part="order-history" labelledBy="rx-order-history-title">
      <PageHeader titleId="rx-order-history-title" title={t('title')} backLabel={t('back')} onBack={() => emit('rx-navigate', { path: '/home' })} />
      <LoadingOverlay loading={!settled} label={t('loading')}>
        {orders.isError && <Alert tone="error">{t('loadError')}</Alert>}
        {orders.isSuccess && sorted.length === 0 && <p part="no-orders">{t('empty')}</p>}
        {sorted.length > 0 && (
          <ul className={sheet.list} part="orders" aria-label={t('title')}>
            {sorted.slice(0, shown).map((order) => (
              <OrderEntry
                key={order.orderId}
                order={order}
                today={today}
                timeZone={timeZone}
                pharmacyName={identity.companyName ?? brand.name}
                onCalendar={(ics, fileName) => saveText(ics, fileName, 'text/calendar')}
              />
            ))}
          </ul>
        )}
        {shown < sorted.length && (
          <Button variant="secondary" part="button load-more" onClick={() => setLoads((count) => count + 1)}>
            {t('loadMore', { count: Math.min(ORDER_PAGE_SIZE, sorted.length - shown) })}
          </Button>
        )}
      </LoadingOverlay>
    </Card>
  );
}
