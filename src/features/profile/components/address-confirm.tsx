import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAddressLine } from '../../../core/address/model/format-address';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { useSheet } from '../../../core/theme/define-styles';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import type { Address } from '../../../domain/patient/address.schema';
import { completeActivity } from '../api/activities';
import { profileStyles } from './profile-styles';

export interface AddressConfirmProps {
  uId: number;
  /** The address to confirm (the primary one); null when there is none yet. */
  address: Address | null;
  activityId: number | null;
  onConfirmed(): void;
  /** No: edit this address (or add one when there is none). */
  onChange(address: Address | null): void;
}

/** Address confirmation (3.1): Yes completes the activity with the confirmed flag, No goes to edit. */
export function AddressConfirm({ uId, address, activityId, onConfirmed, onChange }: AddressConfirmProps) {
  const { t } = useTranslation('profile');
  const styles = useSheet(profileStyles);
  const client = useHttpClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const yes = async () => {
    setBusy(true);
    setFailed(false);
    try {
      if (activityId !== null) await completeActivity(client, uId, activityId, true);
    } catch {
      setBusy(false);
      setFailed(true);
      return;
    }
    onConfirmed();
  };

  return (
    <div part="address-confirm">
      {failed && <Alert tone="error">{t('messages.confirmationFailed')}</Alert>}
      {address ? (
        <>
          <p>{t('addresses.confirmQuestion')}</p>
          <p className={styles.item}>{formatAddressLine(address)}</p>
          <div className={styles.actions}>
            <Button busy={busy} busyLabel={t('actions.saving')} onClick={() => void yes()}>
              {t('addresses.confirmYes')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => onChange(address)}>
              {t('addresses.confirmNo')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{t('addresses.confirmNone')}</p>
          <Button onClick={() => onChange(null)}>{t('addresses.add')}</Button>
        </>
      )}
    </div>
  );
}
