import { useId } from 'react';
import type { BrandInfo } from '../../../domain/company/brand-info.schema';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { useFieldStyles } from '../../../core/ui/field-styles';
import { Alert } from '../../../core/ui/alert';
import { Checkbox } from '../../../core/ui/checkbox';
import { RadioGroup } from '../../../core/ui/radio-group';
import { TextField } from '../../../core/ui/text-field';
import { CALL_PHARMACY_PAYMENT, OTHER_SUPPLY_ID, PAYMENT_OPTIONS, SUPPLY_OPTIONS } from '../../../domain/refill/refill-choices';
import type { RefillDraft } from '../model/draft';
import { PharmacyContact } from './pharmacy-contact';
import { useStepTranslation } from '../hooks/use-step-translation';

const styles = defineStyles({
  group: css`
    margin: 0 0 calc(var(--rx-space) * 3);
  `,
  roomyGroup: css`
    && {
      margin: 0 0 calc(var(--rx-space) * 3);
    }
  `,
});

export interface PaymentStepProps {
  draft: RefillDraft;
  update: (patch: Partial<RefillDraft>) => void;
  pharmacy: BrandInfo | null | undefined;
}

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');

/** Step 3: payment option, supplies and delivery instructions. */
export function PaymentStep({ draft, update, pharmacy }: PaymentStepProps) {
  const { t } = useStepTranslation();
  const { group, roomyGroup } = useSheet(styles);
  const fields = useFieldStyles();
  const id = useId();
  const yesNoOptions = [
    { value: 'yes', label: t('actions.yes') },
    { value: 'no', label: t('actions.no') },
  ];
  const toggleSupply = (supId: number, checked: boolean) =>
    update({ supplyIds: checked ? [...draft.supplyIds.filter((s) => s !== supId), supId].sort((a, b) => a - b) : draft.supplyIds.filter((s) => s !== supId) });

  return (
    <>
      <RadioGroup
        className={group}
        legend={t('payment.legend')}
        required
        value={draft.paymentMethod === null ? '' : String(draft.paymentMethod)}
        onChange={(value) => update({ paymentMethod: Number(value) as 0 | 1 | 2 })}
        options={PAYMENT_OPTIONS.map((option) => ({ value: String(option.index), label: t(`payment.options.${option.key}`) }))}
      />
      {draft.paymentMethod === CALL_PHARMACY_PAYMENT && (
        <Alert tone="info">
          <p part="call-pharmacy">{t('payment.callPharmacy')}</p>
          <PharmacyContact pharmacy={pharmacy} withHours={false} />
        </Alert>
      )}
      <RadioGroup
        className={group}
        legend={t('payment.needSupplies')}
        orientation="horizontal"
        required
        value={yesNo(draft.needSupplies)}
        onChange={(value) => update({ needSupplies: value === 'yes' })}
        options={yesNoOptions}
      />
      {draft.needSupplies && (
        <fieldset className={`${fields.group} ${roomyGroup}`} part="supplies" aria-describedby={`${id}-supplies-hint`}>
          <legend>{t('payment.supplies')}</legend>
          <span id={`${id}-supplies-hint`} className="rx-visually-hidden">
            {t('payment.suppliesHint')}
          </span>
          {SUPPLY_OPTIONS.map((option) => (
            <Checkbox
              key={option.supId}
              label={t(`payment.supplyOptions.${option.key}`)}
              checked={draft.supplyIds.includes(option.supId)}
              onChange={(checked) => toggleSupply(option.supId, checked)}
            />
          ))}
          {draft.supplyIds.includes(OTHER_SUPPLY_ID) && (
            <TextField
              label={t('payment.otherSupplies')}
              required
              maxLength={200}
              value={draft.otherSupplies}
              onValueChange={(otherSupplies) => update({ otherSupplies })}
            />
          )}
        </fieldset>
      )}
      <RadioGroup
        className={group}
        legend={t('payment.instructions')}
        orientation="horizontal"
        value={yesNo(draft.wantsInstructions)}
        onChange={(value) => update({ wantsInstructions: value === 'yes' })}
        options={yesNoOptions}
      />
      {draft.wantsInstructions && (
        <TextField
          multiline
          rows={3}
          label={t('payment.instructionsText')}
          required
          maxLength={500}
          value={draft.deliveryInstructions}
          onValueChange={(deliveryInstructions) => update({ deliveryInstructions })}
        />
      )}
    </>
  );
}
