import type { Address } from '../../../domain/patient/address.schema';
import { useAddressLabel } from './address-step';
import { OrderSummary, type OrderSummaryProps } from './order-summary';

export interface ReviewStepProps extends Omit<OrderSummaryProps, 'address'> {
  address: Address | null;
}

/** The last step: the order as it will be sent, the chosen address as the address step names it. */
export function ReviewStep({ address, ...summary }: ReviewStepProps) {
  const addressLabel = useAddressLabel();
  return <OrderSummary {...summary} address={address ? addressLabel(address) : null} />;
}
