import type { Address } from '../../../domain/patient/address.schema';
import { formatAddressLine } from '../../../core/address/model/format-address';
import { RadioGroup } from '../../../core/ui/radio-group';
import { Spinner } from '../../../core/ui/spinner';
import { Button } from '../../../core/ui/button';
import { useStepTranslation } from '../hooks/use-step-translation';

export interface AddressStepProps {
  /** Shipping addresses and pickup locations; undefined while loading. */
  addresses: readonly Address[] | undefined;
  value: number | null;
  onSelect: (address: Address) => void;
  onAdd: () => void;
}

/** How an address reads in the list and the summaries. */
export function useAddressLabel() {
  const { t } = useStepTranslation();
  return (address: Address) =>
    address.isPickup === 1
      ? t('address.pickup', { name: address.locationName?.trim() || t('address.pickupLocation'), address: formatAddressLine(address) })
      : formatAddressLine(address);
}

/** Step 2: the delivery addresses and pickup locations, and a way to add an address. */
export function AddressStep({ addresses, value, onSelect, onAdd }: AddressStepProps) {
  const { t } = useStepTranslation();
  const label = useAddressLabel();
  if (!addresses) return <Spinner label={t('address.loading')} />;
  return (
    <>
      {addresses.length > 0 ? (
        <RadioGroup
          legend={t('address.legend')}
          required
          value={value === null ? '' : String(value)}
          onChange={(chosen) => {
            const address = addresses.find((entry) => String(entry.addrId) === chosen);
            if (address) onSelect(address);
          }}
          options={addresses.map((address) => ({
            value: String(address.addrId),
            label: label(address),
            hint: address.isPickup === 1 ? t('address.pickupHint') : address.addressType,
          }))}
        />
      ) : (
        <p part="no-addresses">{t('address.none')}</p>
      )}
      <p>
        <Button variant="secondary" part="button add-address" onClick={onAdd}>
          {t('actions.addAddress')}
        </Button>
      </p>
    </>
  );
}
