import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../domain/patient/address.schema';
import type { CompanyVariant } from '../../../domain/company/company-module.schema';
import { Dialog } from '../../ui/dialog';
import { durations } from '../../ui/durations';
import { useToast } from '../../ui/toast';
import { ADDRESS_NAMESPACE } from '../address-i18n';
import { AddressForm } from './address-form';

export interface AddAddressDialogProps {
  open: boolean;
  /** The patient the address belongs to. */
  uId: number;
  /** Called on Cancel, Escape and the close button, and after a save. */
  onClose(): void;
  /** Called with the saved address, before onClose. */
  onSaved(address: Address): void;
  /** Company variant; defaults to the session's. */
  variant?: CompanyVariant;
  /** The activity this save completes (confirm-address flow). */
  activityId?: number | null;
  /** Shows the "Address added." toast after a save; default true. */
  announceSaved?: boolean;
}

/**
 * The address form in a modal dialog rendered inside the element's shadow root: focus moves into
 * it, stays in it, and returns to the control that opened it. A click on the backdrop does not
 * close it, so typed values are not lost by a stray click.
 */
export function AddAddressDialog({ open, uId, onClose, onSaved, variant, activityId, announceSaved = true }: AddAddressDialogProps): JSX.Element {
  const { t } = useTranslation(ADDRESS_NAMESPACE);
  const toast = useToast();
  return (
    <Dialog open={open} onClose={() => onClose()} title={t('dialog.title')} closeLabel={t('common:actions.close')} dismissible={false}>
      <AddressForm
        uId={uId}
        variant={variant}
        activityId={activityId}
        autoFocus
        onCancel={onClose}
        onSaved={(address) => {
          if (announceSaved) toast.show(t('alerts.addAddress'), { tone: 'success', durationMs: durations.profileToast });
          onSaved(address);
          onClose();
        }}
      />
    </Dialog>
  );
}
