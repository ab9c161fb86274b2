import type { ReactNode } from 'react';
import type { RefillSupply } from '../../../domain/refill/refill.schema';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { Button } from '../../../core/ui/button';
import { OTHER_SUPPLY_ID, PAYMENT_OPTIONS, SUPPLY_OPTIONS } from '../../../domain/refill/refill-choices';
import { RefillStep, type RefillStepNumber } from '../model/wizard';
import { displayDate } from './format';
import { useStepTranslation } from '../hooks/use-step-translation';

const styles = defineStyles({
  section: css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    justify-content: space-between;
    gap: var(--rx-space);
    padding: calc(var(--rx-space) * 1.5) 0;
    border-bottom: 1px solid var(--rx-color-border);
    & h4 {
      margin: 0 0 4px;
    }
    & p,
    & ul,
    & dl {
      margin: 0;
    }
    & ul {
      padding-inline-start: 1.25em;
    }
    & dt {
      font-weight: 600;
    }
    & dd {
      margin: 0 0 var(--rx-space);
    }
  `,
  body: css`
    flex: 1 1 16em;
    min-width: 0;
  `,
});

export interface OrderSummaryProps {
  medications: readonly string[];
  deliveryDate: string | null;
  /** The address as one line; null when unknown. */
  address: string | null;
  paymentMethod: number | null;
  supplies: readonly RefillSupply[] | null;
  deliveryInstructions: string | null;
  /** Shows an Edit button per section (review); absent in the read-only view. */
  onEdit?: (step: RefillStepNumber) => void;
}

/** What the order holds: the review's sections with Edit buttons, or the read-only view of an order. */
export function OrderSummary({ medications, deliveryDate, address, paymentMethod, supplies, deliveryInstructions, onEdit }: OrderSummaryProps) {
  const { t } = useStepTranslation();
  const { section, body } = useSheet(styles);
  const payment = PAYMENT_OPTIONS.find((option) => option.index === paymentMethod);
  const supplyName = (supply: RefillSupply) => {
    const option = SUPPLY_OPTIONS.find((entry) => entry.supId === supply.supId);
    if (!option) return supply.value;
    return supply.supId === OTHER_SUPPLY_ID && supply.value ? `${t('payment.supplyOptions.other')}: ${supply.value}` : t(`payment.supplyOptions.${option.key}`);
  };

  const editButton = (step: RefillStepNumber, what: string) =>
    onEdit && (
      <Button variant="secondary" part="button edit-button" onClick={() => onEdit(step)}>
        {t('actions.edit')}
        <span className="rx-visually-hidden"> {what}</span>
      </Button>
    );

  const block = (title: string, content: ReactNode, edit: ReactNode, partName: string) => (
    <div className={section} part={`summary-section summary-${partName}`}>
      <div className={body}>
        <h4>{title}</h4>
        {content}
      </div>
      {edit}
    </div>
  );

  return (
    <div part="summary">
      {block(
        t('review.medications'),
        <ul>
          {medications.map((name, index) => (
            <li key={`${name}-${index}`}>{name}</li>
          ))}
        </ul>,
        null,
        'medications',
      )}
      {block(t('review.date'), <p>{deliveryDate ? displayDate(deliveryDate) : t('review.none')}</p>, editButton(RefillStep.deliveryDate, t('review.date')), 'date')}
      {block(t('review.address'), <p>{address ?? t('review.none')}</p>, editButton(RefillStep.address, t('review.address')), 'address')}
      {block(
        t('review.details'),
        <dl>
          <dt>{t('review.payment')}</dt>
          <dd>{payment ? t(`payment.options.${payment.key}`) : t('review.none')}</dd>
          <dt>{t('review.supplies')}</dt>
          <dd>{supplies && supplies.length > 0 ? supplies.map(supplyName).join(', ') : t('review.noSupplies')}</dd>
          <dt>{t('review.instructions')}</dt>
          <dd>{deliveryInstructions || t('review.none')}</dd>
        </dl>,
        editButton(RefillStep.payment, t('review.details')),
        'details',
      )}
    </div>
  );
}
