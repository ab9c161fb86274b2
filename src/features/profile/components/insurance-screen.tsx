import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSheet } from '../../../core/theme/define-styles';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { durations } from '../../../core/ui/durations';
import { Spinner } from '../../../core/ui/spinner';
import { useToast } from '../../../core/ui/toast';
import type { CompanyVariant } from '../../../domain/company/company-module.schema';
import type { Insurance } from '../../../domain/patient/insurance.schema';
import { insuranceFieldsOf } from '../../../domain/patient/profile-rules';
import { INSURANCE, useOwnedList, useOwnedListWrites } from '../api/owned-list';
import { insuranceSaveMessage } from '../model/profile-messages';
import { loadCardPhoto, removeCardPhoto, removeCardPhotos, saveCardPhoto, type CardSide } from '../state/card-photos';
import { useDataUrl } from '../hooks/use-data-url';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
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
    const fields: Record<string, unknown> = {
      planName: values.planName.trim(),
      memberId: values.memberId.trim(),
      bin: values.bin.trim(),
      pcn: values.pcn.trim(),
      group: values.group.trim(),
    };
    if (variant === 'care-program') fields.planType = values.planType.trim();
    if (variant === 'home-only') fields.personCode = values.personCode.trim() || null;
    if (insurance) fields.isPrimary = isPrimary;
    const completing = !insurance && activityId !== null;
    if (completing) fields.activityId = activityId;
    let saved: Insurance;
    try {
      const body = await save.mutateAsync({ id: insurance?.insuranceId, fields });
      saved = body.insurance as Insurance;
    } catch (error) {
      setFailure(t(`messages.${insuranceSaveMessage(error)}`));
      return;
    }
    try {
      await storePhotos(uId, saved.insuranceId, photos);
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
      <div part="insurance-details">
        <h3>{insurance.planName}</h3>
        <dl className={styles.details}>
          {insuranceFieldsOf(variant).map((field) => (
            <div key={field} className={styles.contents}>
              <dt>{t(`insurance.fields.${field}`)}</dt>
              <dd>{insurance[field] || t('account.notGiven')}</dd>
            </div>
          ))}
          <dt>{t('insurance.fields.isPrimary')}</dt>
          <dd>{insurance.isPrimary ? t('insurance.yes') : t('insurance.no')}</dd>
        </dl>
        <CardPhotos uId={uId} insuranceId={insurance.insuranceId} />
        <div className={styles.actions}>
          <Button onClick={() => open({ name: 'edit', insurance })}>{t('actions.edit')}</Button>
          <Button variant="danger" onClick={() => setDeleting(insurance)}>
            {t('actions.remove')}
          </Button>
          <Button variant="secondary" onClick={() => open({ name: 'view' })}>
            {t('insurance.backToList')}
          </Button>
        </div>
        <ConfirmDeleteDialog
          open={deleting !== null}
          title={t('insurance.removeTitle')}
          body={deleting?.planName ?? ''}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        />
      </div>
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

async function storePhotos(uId: number, insuranceId: number, photos: Record<CardSide, Blob | null>): Promise<void> {
  for (const side of ['front', 'back'] as const) {
    const image = photos[side];
    if (image) await saveCardPhoto({ uId, insuranceId, side, image });
    else await removeCardPhoto(uId, insuranceId, side);
  }
}

/** The card photos kept in this browser for one insurance. */
function CardPhotos({ uId, insuranceId }: { uId: number; insuranceId: number }) {
  const [photos, setPhotos] = useState<Record<CardSide, Blob | null>>({ front: null, back: null });
  useEffect(() => {
    let alive = true;
    void Promise.all([loadCardPhoto(uId, insuranceId, 'front'), loadCardPhoto(uId, insuranceId, 'back')])
      .then(([front, back]) => alive && setPhotos({ front, back }))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [uId, insuranceId]);
  return (
    <div part="card-photos">
      <CardPhotoView side="front" photo={photos.front} />
      <CardPhotoView side="back" photo={photos.back} />
    </div>
  );
}

function CardPhotoView({ side, photo }: { side: CardSide; photo: Blob | null }) {
  const { t } = useTranslation('profile');
  const { muted, photo: photoClass } = useSheet(profileStyles);
  const url = useDataUrl(photo);
  const sideLabel = t(`insurance.photo.${side}`);
  return url ? (
    <img className={photoClass} src={url} alt={t('insurance.photo.alt', { side: sideLabel })} />
  ) : (
    <p className={muted}>{t('insurance.photo.noneSide', { side: sideLabel })}</p>
  );
}
