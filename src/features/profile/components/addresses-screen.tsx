import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_NAMESPACE } from '../../../core/address/address-i18n';
import { useAddressList, useRemoveAddress } from '../../../core/address/api/addresses';
import { AddressForm } from '../../../core/address/components/address-form';
import { canAddAddress } from '../../../core/address/model/address-form';
import { formatAddressLine } from '../../../core/address/model/format-address';
import { ADDRESS_TYPE_KEYS, isAddressType } from '../../../core/address/model/address-types';
import { useSheet } from '../../../core/theme/define-styles';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { durations } from '../../../core/ui/durations';
import { Spinner } from '../../../core/ui/spinner';
import { useToast } from '../../../core/ui/toast';
import type { CompanyVariant } from '../../../domain/company/company-module.schema';
import type { Address } from '../../../domain/patient/address.schema';
import { addressLockOf, addressRemovalRefusalOf } from '../../../domain/patient/address-rules';
import { addressRemovalMessage } from '../model/profile-messages';
import { AddressConfirm } from './address-confirm';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { profileStyles } from './profile-styles';

type Mode = { name: 'view' } | { name: 'create' } | { name: 'edit'; address: Address } | { name: 'confirm' };

export interface AddressesScreenProps {
  uId: number;
  variant: CompanyVariant;
  /** 3.1: the address confirmation of an activity. */
  confirm: boolean;
  activityId: number | null;
  /** Leaves the profile for home with a message (the activity is complete). */
  onFinished(message: string): void;
  /** Opens the support request (home-only variant: address changes go through support). */
  onSupport(): void;
}

/** Addresses (3) and address confirmation (3.1): spec 01 §4 Address modes, §5 address rules. */
export function AddressesScreen({ uId, variant, confirm, activityId, onFinished, onSupport }: AddressesScreenProps) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation(ADDRESS_NAMESPACE);
  const styles = useSheet(profileStyles);
  const toast = useToast();
  const list = useAddressList(uId);
  const remove = useRemoveAddress(uId, variant);
  const [mode, setMode] = useState<Mode>(confirm ? { name: 'confirm' } : { name: 'view' });
  const [removing, setRemoving] = useState<Address | null>(null);
  const homeOnly = variant === 'home-only';
  const show = (key: string, tone: 'success' | 'error') => toast.show(t(`messages.${key}`), { tone, durationMs: durations.profileToast });
  // Spec 01 §4: save and cancel return to view, or to the confirmation when there is an activity.
  const afterForm = () => setMode(confirm ? { name: 'confirm' } : { name: 'view' });

  if (list.isError) return <Alert tone="error">{t('messages.loadFailed')}</Alert>;
  if (!list.data) return <Spinner label={t('loading')} />;
  const addresses = list.data;

  if (mode.name === 'confirm') {
    return (
      <AddressConfirm
        uId={uId}
        address={addresses.find((address) => address.primaryAddress === 1) ?? addresses[0] ?? null}
        activityId={activityId}
        onConfirmed={() => onFinished(t('messages.addressConfirmed'))}
        onChange={(address) => setMode(address ? { name: 'edit', address } : { name: 'create' })}
      />
    );
  }

  if (mode.name === 'create' || mode.name === 'edit') {
    const editing = mode.name === 'edit';
    return (
      <div part="address-editor">
        <h3>{editing ? t('addresses.editTitle') : t('addresses.addTitle')}</h3>
        {homeOnly && editing ? (
          <HomeOnlyNotice onSupport={onSupport} onCancel={afterForm} />
        ) : (
          <AddressForm
            key={editing ? mode.address.addrId : 'new'}
            uId={uId}
            variant={variant}
            address={editing ? mode.address : null}
            autoFocus
            onCancel={afterForm}
            onSaved={() => {
              show(editing ? 'addressSaved' : 'addressAdded', 'success');
              afterForm();
            }}
          />
        )}
      </div>
    );
  }

  const typeLabel = (type: string) => ta(`types.${ADDRESS_TYPE_KEYS[isAddressType(type) ? type : 'Other']}`);
  const tryRemove = (address: Address) => {
    const refusal = addressRemovalRefusalOf(address, variant);
    if (refusal === 'primary') show('removePrimary', 'error');
    else if (refusal) show('addressLocked', 'error');
    else setRemoving(address);
  };
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.addrId);
      show('addressRemoved', 'success');
    } catch (error) {
      show(addressRemovalMessage(error), 'error');
    }
    setRemoving(null);
  };

  return (
    <div part="addresses">
      {addresses.length === 0 ? (
        <p className={styles.muted}>{t('addresses.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('menu.addresses')}>
          {addresses.map((address) => {
            const lock = addressLockOf(address);
            const label = `${typeLabel(address.addressType)}: ${formatAddressLine(address)}`;
            return (
              <li key={address.addrId} className={styles.item} part="address">
                <p className={styles.itemTitle}>
                  {typeLabel(address.addressType)}
                  {address.primaryAddress === 1 && <span className={styles.badge}>{ta('fields.isPrimary')}</span>}
                </p>
                {address.locationName && <p className={styles.muted}>{address.locationName}</p>}
                <p>{formatAddressLine(address)}</p>
                <p className={styles.muted}>
                  {[address.shippingAddress === 1 && ta('fields.isShipping'), address.billingAddress === 1 && ta('fields.isBilling')].filter(Boolean).join(', ')}
                </p>
                {lock ? (
                  <p className={styles.muted} part="address-locked">
                    {t(`addresses.locked.${lock}`)}
                  </p>
                ) : homeOnly ? (
                  <HomeOnlyNotice onSupport={onSupport} />
                ) : (
                  <div className={styles.actions}>
                    <Button variant="secondary" aria-label={t('addresses.editLabel', { address: label })} onClick={() => setMode({ name: 'edit', address })}>
                      {t('actions.edit')}
                    </Button>
                    <Button variant="text" aria-label={t('addresses.removeLabel', { address: label })} onClick={() => tryRemove(address)}>
                      {t('actions.remove')}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {canAddAddress(variant, addresses.length) && <Button onClick={() => setMode({ name: 'create' })}>{t('addresses.add')}</Button>}
      <ConfirmDeleteDialog
        open={removing !== null}
        title={t('addresses.removeTitle')}
        body={removing ? formatAddressLine(removing) : ''}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}

function HomeOnlyNotice({ onSupport, onCancel }: { onSupport(): void; onCancel?(): void }) {
  const { t } = useTranslation('profile');
  const { muted, actions } = useSheet(profileStyles);
  return (
    <div part="home-only-notice">
      <p className={muted}>{t('addresses.homeOnly')}</p>
      <div className={actions}>
        <Button variant="secondary" onClick={onSupport}>
          {t('addresses.support')}
        </Button>
        {onCancel && (
          <Button variant="text" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        )}
      </div>
    </div>
  );
}
