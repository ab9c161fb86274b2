import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { Alert } from '../../../core/ui/alert';
import { BillingDetails } from '../../../core/ui/billing-details';
import { Spinner } from '../../../core/ui/spinner';
import { billingQuery } from '../api/medications-api';

/** The billing display mode: every billing entry of a prescription, with insurance or card details and totals. */
export function BillingView({ uId, rxNumber }: { uId: number; rxNumber: string }) {
  const { t } = useTranslation('medications');
  const client = useHttpClient();
  const billing = useQuery(billingQuery(client, uId, rxNumber));
  if (billing.isPending) return <Spinner label={t('billing.loading')} />;
  if (billing.isError) return <Alert tone="error">{t('billing.errorLoading')}</Alert>;
  return <BillingDetails entries={billing.data} />;
}
