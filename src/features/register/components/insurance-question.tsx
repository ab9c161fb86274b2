import { useTranslation } from 'react-i18next';
import { Alert } from '../../../core/ui/alert';
import { RadioGroup } from '../../../core/ui/radio-group';
import { Select } from '../../../core/ui/select';
import { usePlanOptions } from '../api/insurance-plan-options';
import type { FieldRefs } from '../hooks/use-field-refs';
import type { InsuranceAnswer, RegistrationForm } from '../model/registration-form';

export interface InsuranceQuestionProps {
  brandId: number;
  form: Pick<RegistrationForm, 'insurance' | 'planId'>;
  planRef: FieldRefs['planId'];
  planError: string | undefined;
  onEdit: (patch: Partial<RegistrationForm>) => void;
}

/** The insurance yes/no question and, on yes, the plan chooser (warehouse-retail brand, spec 01 §2). */
export function InsuranceQuestion({ brandId, form, planRef, planError, onEdit }: InsuranceQuestionProps) {
  const { t } = useTranslation('register');
  const plans = usePlanOptions(brandId, true);
  const options = [
    { value: 'yes', label: t('insurance.yes') },
    { value: 'no', label: t('insurance.no') },
  ];
  return (
    <>
      <RadioGroup
        legend={t('insurance.question')}
        orientation="horizontal"
        options={options}
        value={form.insurance}
        onChange={(value) => onEdit({ insurance: value as InsuranceAnswer })}
      />
      {form.insurance === 'yes' && (
        <>
          {plans.isError && <Alert tone="warning">{t('insurance.plansFailed')}</Alert>}
          <Select
            ref={planRef}
            label={t('insurance.plan')}
            placeholder={plans.isPending ? t('insurance.plansLoading') : t('insurance.planPlaceholder')}
            options={(plans.data ?? []).map((plan) => ({ value: String(plan.planId), label: plan.planName }))}
            required
            value={form.planId}
            error={planError}
            onChange={(planId) => onEdit({ planId })}
          />
        </>
      )}
    </>
  );
}
