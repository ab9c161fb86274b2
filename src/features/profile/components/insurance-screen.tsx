import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSheet } from '../../../core/theme/define-styles';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { durations } from '../../../core/ui/durations';
import { Spinner } from '../../../core/ui/spinner';
import { useToast } from '../../../core/ui/toast';
import type { CompanyVariant } from '../../../domain/company/company-module.schema';
import type { Insurance } from '../../../domain/patient/insurance.schema';
import { INSURANCE, useOwnedList, useOwnedListWrites } from '../api/owned-list';
import { insuranceSaveMessage } from '../model/profile-messages';
import { insurancePayloadOf } from '../model/insurance-payload';
import { removeCardPhotos, storeCardPhotos } from '../state/card-photos';
import { InsuranceDetails } from './insurance-details';
import { InsuranceForm, type InsuranceSubmit } from './insurance-form';
import { profileStyles } from './profile-styles';

type Mode = { name: 'view' } | { name: 'details'; insurance: Insurance } | { name: 'create' } | { name: 'edit'; insurance: Insurance };

export interface InsuranceScreenProps {
  uId: number;
  variant: CompanyVariant;
  /** 2.1: insurance capture for a missing-insurance activity. */
  capture: boolean;
  activityId: number | null;
  /** Leaves the profile for home (with a message after the capture). */
  onFinished(message?: string): void;
}

/** Insurance (2) and insurance capture (2.1): spec 01 §4 Insurance modes. */
export function InsuranceScreen({ uId, variant, capture, activityId, onFinished }: InsuranceScreenProps) {
  const { t } = useTranslation('profile');
  const styles = useSheet(profileStyles);
  const toast = useToast();
  const list = useOwnedList<Insurance>(INSURANCE, uId);
  const { save, remove } = useOwnedListWrites(INSURANCE, uId);
  const [mode, setMode] = useState<Mode>(capture ? { name: 'create' } : { name: 'view' });
  const [deleting, setDeleting] = useState<Insurance | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const show = (key: string, tone: 'success' | 'error') => toast.show(t(`messages.${key}`), { tone, durationMs: durations.profileToast });
  const open = (next: Mode) => {
    setFailure(null);
    setMode(next);
  };

  const submit = async (insurance: Insurance | undefined, { values, isPrimary, photos }: InsuranceSubmit) => {
    setFailure(null);
    const completing = !insurance && activityId !== null;
    const fields = insurancePayloadOf(values, { variant, isPrimary: insurance ? isPrimary : undefined, activityId: completing ? activityId : undefined });
    let saved: Insurance;
    try {
      const body = await save.mutateAsync({ id: insurance?.insuranceId, fields });
      saved = body.insurance as Insurance;
    } catch (error) {
      setFailure(t(`messages.${insuranceSaveMessage(error)}`));
      return;
    }
    try {
      await storeCardPhotos(uId, saved.insuranceId, photos);
    } catch {
      show('photoFailed', 'error');
    }
    // Spec 01 §4: saving with an activity completes it and returns home with the success message.
    if (capture) return onFinished(t('messages.insuranceAdded'));
    show(insurance ? 'insuranceSaved' : 'insuranceAdded', 'success');
    open({ name: 'view' });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.insuranceId);
      await removeCardPhotos(uId, deleting.insuranceId).catch(() => undefined);
      show('insuranceRemoved', 'success');
      open({ name: 'view' });
    } catch {
      show('insuranceDeleteFailed', 'error');
    }
    setDeleting(null);
  };

  if (mode.name === 'create' || mode.name === 'edit') {
    const insurance = mode.name === 'edit' ? mode.insurance : undefined;
    return (
      <div>
        {!capture && <h3>{insurance ? t('insurance.editTitle') : t('insurance.addTitle')}</h3>}
        {capture && !insurance && <p>{t('insurance.captureIntro')}</p>}
        <InsuranceForm
          key={insurance?.insuranceId ?? 'new'}
          uId={uId}
          variant={variant}
          insurance={insurance}
          busy={save.isPending}
          failure={failure}
          onSubmit={(submitted) => void submit(insurance, submitted)}
          // Spec 01 §4: cancel in create with an activity goes home; otherwise back to the view.
          onCancel={() => (capture && !insurance ? onFinished() : open({ name: 'view' }))}
        />
      </div>
    );
  }

  if (list.isError) return <Alert tone="error">{t('messages.loadFailed')}</Alert>;
  if (!list.data) return <Spinner label={t('loading')} />;

  if (mode.name === 'details') {
    const insurance = list.data.find((entry) => entry.insuranceId === mode.insurance.insuranceId) ?? mode.insurance;
    return (
      <InsuranceDetails
        uId={uId}
        variant={variant}
        insurance={insurance}
        deleting={deleting}
        removing={remove.isPending}
        onEdit={() => open({ name: 'edit', insurance })}
        onRemove={() => setDeleting(insurance)}
        onBack={() => open({ name: 'view' })}
        onCancelRemove={() => setDeleting(null)}
        onConfirmRemove={() => void confirmDelete()}
      />
    );
  }

  return (
    <div part="insurance">
      {list.data.length === 0 ? (
        <p className={styles.muted}>{t('insurance.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('menu.insurance')}>
          {list.data.map((insurance) => (
            <li key={insurance.insuranceId} className={styles.item} part="insurance-item">
              <p className={styles.itemTitle}>
                {insurance.planName}
                {insurance.isPrimary && <span className={styles.badge}>{t('insurance.primary')}</span>}
              </p>
              <p className={styles.muted}>{t('insurance.memberLine', { memberId: insurance.memberId })}</p>
              <div className={styles.actions}>
                <Button variant="secondary" aria-label={t('insurance.detailsLabel', { plan: insurance.planName })} onClick={() => open({ name: 'details', insurance })}>
                  {t('insurance.details')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button onClick={() => open({ name: 'create' })}>{t('insurance.add')}</Button>
    </div>
  );
}
