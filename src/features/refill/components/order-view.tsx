import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../domain/patient/address.schema';
import { EDIT_ALLOWED_STATUSES } from '../../../domain/medication/statuses';
import type { RefillRequestRecord } from '../../../domain/refill/refill.schema';
import { useHttpClient } from '../../../core/api/use-http-client';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { Spinner } from '../../../core/ui/spinner';
import { activeRefillsQuery } from '../api/active-refills';
import { useAddressLabel } from './address-step';
import { OrderSummary } from './order-summary';

export interface OrderViewProps {
  uId: number;
  addresses: readonly Address[] | undefined;
  /** Opens the order in the wizard; offered while the pharmacy has not started on it. */
  onEdit?(request: RefillRequestRecord): void;
}

/** Step 5: the active order, read-only (GET /refill-requests?status=active, the newest request). */
export function OrderView({ uId, addresses, onEdit }: OrderViewProps) {
  const { t } = useTranslation('refill');
  const client = useHttpClient();
  const label = useAddressLabel();
  const active = useQuery(activeRefillsQuery(client, uId));
  if (active.isPending) return <Spinner label={t('view.loading')} />;
  if (active.isError) return <Alert tone="error">{t('view.failed')}</Alert>;
  const request = active.data[0];
  if (!request) return <p>{t('view.none')}</p>;
  const address = addresses?.find((entry) => entry.addrId === request.addrId);
  return (
    <div part="order-view">
      <OrderSummary
        medications={request.prescriptions.map((rx) => rx.displayName)}
        deliveryDate={request.deliveryDate}
        address={address ? label(address) : null}
        paymentMethod={request.paymentMethod}
        supplies={request.supplies}
        deliveryInstructions={request.deliveryInstructions}
      />
      {onEdit && EDIT_ALLOWED_STATUSES.has(request.status) && (
        <Button part="button edit-order-button" onClick={() => onEdit(request)}>
          {t('actions.editOrder')}
        </Button>
      )}
    </div>
  );
}
