import { useTranslation } from 'react-i18next';
import { chosenOption, type CareProgramItem, type CareProgramWalk } from '../../../domain/patient/care-program-walk';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { layoutStyles, spreadRow } from '../../../core/ui/layout.styles';
import { Button } from '../../../core/ui/button';
import { StepHeading } from './step-heading';

const styles = defineStyles({
  list: css`
    list-style: none;
    margin: 0 0 calc(var(--rx-space) * 2);
    padding: 0;
  `,
  row: css`
    ${spreadRow}
    padding: var(--rx-space) 0;
    border-bottom: 1px solid var(--rx-color-border);
  `,
  choice: css`
    margin: 0;
  `,
});

export interface ReviewStepProps {
  items: readonly CareProgramItem[];
  walk: CareProgramWalk;
  busy: boolean;
  locked: boolean;
  /** Focus the heading: the patient moved here from a drug. */
  moved: boolean;
  onEdit(gpiGroup: string): void;
  onConfirm(): void;
}

/** Every drug with its chosen disease, an Edit button each, and Confirm. */
export function ReviewStep({ items, walk, busy, locked, moved, onEdit, onConfirm }: ReviewStepProps) {
  const { t } = useTranslation('care-programs');
  const { list, row, choice } = useSheet(styles);
  const layout = useSheet(layoutStyles);
  return (
    <section part="review" aria-labelledby="rx-care-programs-review">
      <StepHeading id="rx-care-programs-review" stepKey="review" focus={moved}>
        {t('reviewTitle')}
      </StepHeading>
      <ul className={list} part="review-list">
        {items.map((item) => {
          const drugs = item.drugNames.join(', ');
          return (
            <li key={item.gpiGroup} className={row} part="review-item">
              <p className={choice}>
                <strong>{drugs}</strong>: {chosenOption(walk, item)?.diseaseName}
              </p>
              <Button variant="secondary" part="button edit-button" disabled={locked} aria-label={t('editLabel', { drugs })} onClick={() => onEdit(item.gpiGroup)}>
                {t('edit')}
              </Button>
            </li>
          );
        })}
      </ul>
      <div className={layout.actions}>
        <Button part="button confirm-button" busy={busy} busyLabel={t('saving')} disabled={locked} onClick={onConfirm}>
          {t('confirm')}
        </Button>
      </div>
    </section>
  );
}
