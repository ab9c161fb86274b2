import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../core/ui/alert';
import { Checkbox } from '../../../core/ui/checkbox';
import { TextField } from '../../../core/ui/text-field';
import type { CompanyVariant } from '../../../domain/company/company-module.schema';
import type { Insurance } from '../../../domain/patient/insurance.schema';
import { insuranceFieldsOf, missingInsuranceFields, requiredInsuranceFields, type InsuranceValues } from '../../../domain/patient/profile-rules';
import { loadCardPhoto, type CardSide } from '../state/card-photos';
import { CardPhotoField } from './card-photo-field';
import { FormActions } from './form-actions';

const MAX: Record<keyof InsuranceValues, number> = { planType: 50, planName: 100, memberId: 50, personCode: 10, bin: 20, pcn: 20, group: 50 };

export interface InsuranceSubmit {
  values: InsuranceValues;
  isPrimary: boolean;
  photos: Record<CardSide, Blob | null>;
}

export interface InsuranceFormProps {
  uId: number;
  variant: CompanyVariant;
  /** The insurance to change (edit); absent when adding. */
  insurance?: Insurance;
  busy: boolean;
  /** A save failure, already translated. */
  failure: string | null;
  onSubmit(submit: InsuranceSubmit): void;
  onCancel(): void;
}

const valuesOf = (insurance?: Insurance): InsuranceValues => ({
  planType: insurance?.planType ?? '',
  planName: insurance?.planName ?? '',
  memberId: insurance?.memberId ?? '',
  personCode: insurance?.personCode ?? '',
  bin: insurance?.bin ?? '',
  pcn: insurance?.pcn ?? '',
  group: insurance?.group ?? '',
});

/** Insurance create and edit: the variant's fields (spec 01 §5), card photos front and back. */
export function InsuranceForm({ uId, variant, insurance, busy, failure, onSubmit, onCancel }: InsuranceFormProps) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState<InsuranceValues>(() => valuesOf(insurance));
  const [isPrimary, setPrimary] = useState(insurance?.isPrimary ?? false);
  const [photos, setPhotos] = useState<Record<CardSide, Blob | null>>({ front: null, back: null });
  const [submitted, setSubmitted] = useState(false);
  const required = requiredInsuranceFields(variant);
  const missing = submitted ? missingInsuranceFields(values, variant) : [];

  useEffect(() => {
    if (!insurance) return;
    let alive = true;
    void Promise.all([loadCardPhoto(uId, insurance.insuranceId, 'front'), loadCardPhoto(uId, insurance.insuranceId, 'back')])
      .then(([front, back]) => alive && setPhotos((current) => ({ front: current.front ?? front, back: current.back ?? back })))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [uId, insurance]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy || missingInsuranceFields(values, variant).length > 0) return;
    onSubmit({ values, isPrimary, photos });
  };

  return (
    <form noValidate onSubmit={submit} part="insurance-form">
      <p>{t('form.requiredNote')}</p>
      {missing.length > 0 && <Alert tone="error">{t('insurance.missing')}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      {insuranceFieldsOf(variant).map((field, index) => (
        <TextField
          key={field}
          name={field}
          autoFocus={index === 0}
          label={t(`insurance.fields.${field}`)}
          required={required.includes(field)}
          hint={required.includes(field) ? undefined : t('form.optional')}
          maxLength={MAX[field]}
          value={values[field]}
          error={missing.includes(field) ? t('form.required') : undefined}
          onValueChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
        />
      ))}
      {insurance && <Checkbox label={t('insurance.fields.isPrimary')} checked={isPrimary} onChange={setPrimary} />}
      <p>{t('insurance.photo.note')}</p>
      {(['front', 'back'] as const).map((side) => (
        <CardPhotoField key={side} side={side} photo={photos[side]} onChange={(photo) => setPhotos((current) => ({ ...current, [side]: photo }))} />
      ))}
      <FormActions saveLabel={t('insurance.save')} busy={busy} onCancel={onCancel} />
    </form>
  );
}
