import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Address } from '../../../domain/patient/address.schema';
import type { RefillRequestRecord } from '../../../domain/refill/refill.schema';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { Spinner } from '../../../core/ui/spinner';
import { orderChange } from '../model/active-orders';
import { activeRefillsQuery } from '../api/active-refills';
import { useAddressLabel } from './address-step';
import { OrderSummary } from './order-summary';
import { useStepTranslation } from '../hooks/use-step-translation';

export interface OrderViewProps {
  uId: number;
  addresses: readonly Address[] | undefined;
  /** Opens the order in the wizard; offered while the pharmacy has not started on it. */
  onEdit?(request: RefillRequestRecord): void;
}

/** Step 5: every order in progress, read-only (GET /refill-requests?status=active, newest first). */
export function OrderView({ uId, addresses, onEdit }: OrderViewProps) {
  const { t } = useStepTranslation();
  const client = useHttpClient();
  const active = useQuery(activeRefillsQuery(client, uId));
  if (active.isPending) return <Spinner label={t('view.loading')} />;
  if (active.isError) return <Alert tone="error">{t('view.failed')}</Alert>;
  if (active.data.length === 0) return <p>{t('view.none')}</p>;
  const many = active.data.length > 1;
  return (
    <div part="order-view">
      {active.data.map((request, index) => (
        <ViewedOrder
          key={request.requestId}
          request={request}
          title={many ? t('view.order', { number: index + 1, count: active.data.length }) : null}
          addresses={addresses}
          onEdit={onEdit}
        />
      ))}
    </div>
  );
}

interface ViewedOrderProps {
  request: RefillRequestRecord;
  /** Named when there are several orders. */
  title: string | null;
  addresses: readonly Address[] | undefined;
  onEdit?(request: RefillRequestRecord): void;
}

function ViewedOrder({ request, title, addresses, onEdit }: ViewedOrderProps) {
  const { t } = useStepTranslation();
  const label = useAddressLabel();
  const titleId = useId();
  const address = addresses?.find((entry) => entry.addrId === request.addrId);
  return (
    <section part="viewed-order" aria-labelledby={title ? titleId : undefined}>
      {title && (
        <h4 id={titleId} part="viewed-order-title">
          {title}
        </h4>
      )}
      <OrderSummary
        medications={request.prescriptions.map((rx) => rx.displayName)}
        deliveryDate={request.deliveryDate}
        address={address ? label(address) : null}
        paymentMethod={request.paymentMethod}
        supplies={request.supplies}
        deliveryInstructions={request.deliveryInstructions}
      />
      {orderChange(request) === 'edit' ? (
        onEdit && (
          <Button part="button edit-order-button" onClick={() => onEdit(request)}>
            {t('actions.editOrder')}
          </Button>
        )
      ) : (
        <p part="call-to-change">{t('activeOrder.callToChange')}</p>
      )}
    </section>
  );
}
