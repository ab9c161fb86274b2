import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSheet } from '../../../core/theme/define-styles';
import { layoutStyles } from '../../../core/ui/layout.styles';
import { TextField } from '../../../core/ui/text-field';
import { RadioGroup } from '../../../core/ui/radio-group';
import { Checkbox } from '../../../core/ui/checkbox';
import { Select } from '../../../core/ui/select';
import { Button } from '../../../core/ui/button';
import { DateOfBirthFields } from '../../../core/ui/date-of-birth-fields';
import type { PharmacyOption } from '../../../domain/patient/enrollment.schema';
import { withContactType, type EnrollmentField, type EnrollmentForm, type EnrollmentProblem } from '../../../domain/patient/enrollment-rules';

export interface EnrollFormProps {
  form: EnrollmentForm;
  onChange: (next: EnrollmentForm) => void;
  problems: Partial<Record<EnrollmentField, EnrollmentProblem>>;
  /** Fields the patient has left, so problems show only after they are touched. */
  touched: ReadonlySet<EnrollmentField>;
  onTouch: (field: EnrollmentField) => void;
  pharmacies: readonly PharmacyOption[];
  busy: boolean;
  onSubmit: () => void;
}

export function EnrollForm({ form, onChange, problems, touched, onTouch, pharmacies, busy, onSubmit }: EnrollFormProps) {
  const { t } = useTranslation('enroll');
  const layout = useSheet(layoutStyles);
  const set = <K extends keyof EnrollmentForm>(key: K, value: EnrollmentForm[K], field: EnrollmentField) => {
    onChange({ ...form, [key]: value });
    onTouch(field);
  };
  const shown = (field: EnrollmentField) => {
    const problem = problems[field];
    return problem && touched.has(field) ? t(`problems.${problem}`) : undefined;
  };
  const valid = Object.keys(problems).length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !busy) onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate part="form">
      <TextField label={t('firstName')} autoComplete="given-name" required value={form.firstName} error={shown('firstName')} onValueChange={(v) => set('firstName', v, 'firstName')} />
      <TextField label={t('lastName')} autoComplete="family-name" required value={form.lastName} error={shown('lastName')} onValueChange={(v) => set('lastName', v, 'lastName')} />
      <DateOfBirthFields
        value={form}
        labels={{ legend: t('dob'), month: t('month'), day: t('day'), year: t('year') }}
        month="number"
        error={shown('dob')}
        announceError
        onChange={(parts) => {
          onChange({ ...form, ...parts });
          if (parts.month && parts.day && parts.year.length === 4) onTouch('dob');
        }}
      />
      <RadioGroup
        legend={t('contactType')}
        required
        orientation="horizontal"
        value={form.contactType}
        options={[
          { value: 'email', label: t('email') },
          { value: 'phone', label: t('phone') },
        ]}
        onChange={(v) => {
          onChange(withContactType(form, v === 'phone' ? 'phone' : 'email'));
          onTouch('contactType');
        }}
      />
      {form.contactType && (
        <TextField
          label={form.contactType === 'email' ? t('emailLabel') : t('phoneLabel')}
          hint={form.contactType === 'phone' ? t('phoneHint') : undefined}
          type={form.contactType === 'email' ? 'email' : 'tel'}
          autoComplete={form.contactType === 'email' ? 'email' : 'tel-national'}
          required
          value={form.contactValue}
          error={shown('contactValue')}
          onValueChange={(v) => set('contactValue', v, 'contactValue')}
        />
      )}
      <TextField
        label={t('rxNumber')}
        inputMode="numeric"
        disabled={form.noRxNumber}
        required={!form.noRxNumber}
        value={form.rxNumber}
        error={form.noRxNumber ? undefined : shown('rxNumber')}
        onValueChange={(v) => set('rxNumber', v, 'rxNumber')}
      />
      <Checkbox label={t('noRxNumber')} checked={form.noRxNumber} onChange={(checked) => set('noRxNumber', checked, 'rxNumber')} />
      {pharmacies.length > 0 && (
        <Select
          label={t('pharmacy')}
          placeholder={t('choosePharmacy')}
          required
          value={form.pharmacy}
          error={shown('pharmacy')}
          options={pharmacies.map((option, index) => ({ value: String(index), label: option.pharmacyName }))}
          onChange={(v) => set('pharmacy', v, 'pharmacy')}
        />
      )}
      <div className={layout.actions}>
        <Button type="submit" part="submit-button" disabled={!valid || busy} busy={busy} busyLabel={t('sending')}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
