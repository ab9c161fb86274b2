import { useTranslation } from 'react-i18next';
import { useSheet } from '../../../core/theme/define-styles';
import { Button } from '../../../core/ui/button';
import type { CompanyVariant } from '../../../domain/company/company-module.schema';
import type { Insurance } from '../../../domain/patient/insurance.schema';
import { insuranceFieldsOf } from '../../../domain/patient/profile-rules';
import { CardPhotos } from './card-photos';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { profileStyles } from './profile-styles';

export interface InsuranceDetailsProps {
  uId: number;
  variant: CompanyVariant;
  insurance: Insurance;
  /** The insurance whose removal waits for confirmation, if any. */
  deleting: Insurance | null;
  removing: boolean;
  onEdit(): void;
  onRemove(): void;
  onBack(): void;
  onCancelRemove(): void;
  onConfirmRemove(): void;
}

/** One insurance's fields and card photos, with edit, remove (confirmed) and back. */
export function InsuranceDetails({ uId, variant, insurance, deleting, removing, onEdit, onRemove, onBack, onCancelRemove, onConfirmRemove }: InsuranceDetailsProps) {
  const { t } = useTranslation('profile');
  const styles = useSheet(profileStyles);
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
        <Button onClick={onEdit}>{t('actions.edit')}</Button>
        <Button variant="danger" onClick={onRemove}>
          {t('actions.remove')}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t('insurance.backToList')}
        </Button>
      </div>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('insurance.removeTitle')}
        body={deleting?.planName ?? ''}
        busy={removing}
        onCancel={onCancelRemove}
        onConfirm={onConfirmRemove}
      />
    </div>
  );
}
