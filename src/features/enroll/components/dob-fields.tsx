import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { TextField } from '../../../core/ui/text-field';

const styles = defineStyles({
  fieldset: css`
    margin: 0 0 calc(var(--rx-space) * 2);
    padding: 0;
    border: 0;
    min-width: 0;
  `,
  legend: css`
    padding: 0;
    margin: 0 0 4px;
    font-weight: 600;
  `,
  row: css`
    display: grid;
    grid-template-columns: repeat(3, minmax(4.5em, 1fr));
    gap: var(--rx-space);
  `,
  error: css`
    margin: 0;
    color: var(--rx-color-danger);
  `,
});

export interface DobParts {
  month: string;
  day: string;
  year: string;
}

/** Month, day and year as numbers in one labelled group (spec 02 §5 date of birth parts). */
export function DobFields({ value, onChange, error }: { value: DobParts; onChange: (next: DobParts) => void; error?: string }) {
  const { t } = useTranslation('enroll');
  const sheet = useSheet(styles);
  const legendId = useId();
  const digits = (next: string, max: number) => next.replace(/\D/g, '').slice(0, max);
  return (
    <fieldset className={sheet.fieldset} aria-labelledby={legendId}>
      <legend id={legendId} className={sheet.legend}>
        {t('dob')}
      </legend>
      <div className={sheet.row}>
        <TextField label={t('month')} inputMode="numeric" autoComplete="bday-month" value={value.month} maxLength={2} onValueChange={(v) => onChange({ ...value, month: digits(v, 2) })} />
        <TextField label={t('day')} inputMode="numeric" autoComplete="bday-day" value={value.day} maxLength={2} onValueChange={(v) => onChange({ ...value, day: digits(v, 2) })} />
        <TextField label={t('year')} inputMode="numeric" autoComplete="bday-year" value={value.year} maxLength={4} onValueChange={(v) => onChange({ ...value, year: digits(v, 4) })} />
      </div>
      {error && (
        <p className={sheet.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
