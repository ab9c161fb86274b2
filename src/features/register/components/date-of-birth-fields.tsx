import { useId, useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { describedBy, useFieldStyles } from '../../../core/ui/field-styles';
import type { DateParts } from '../../../core/validation/date-of-birth';

const ownStyles = defineStyles({
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
    grid-template-columns: minmax(9em, 2fr) minmax(4.5em, 1fr) minmax(5.5em, 1fr);
    gap: var(--rx-space);
    @media (max-width: 420px) {
      grid-template-columns: 1fr 1fr;
      & > :first-child {
        grid-column: 1 / -1;
      }
    }
  `,
  small: css`
    margin: 0;
  `,
});

export interface DateOfBirthFieldsProps {
  value: DateParts;
  onChange: (value: DateParts) => void;
  error?: string;
  /** The parts the error is about, so only those controls are marked invalid. */
  invalidParts?: ReadonlyArray<keyof DateParts>;
  monthRef?: Ref<HTMLSelectElement>;
  dayRef?: Ref<HTMLInputElement>;
  yearRef?: Ref<HTMLInputElement>;
}

/** Month, day and year in one labelled group; the group's hint and error describe each control. */
export function DateOfBirthFields({ value, onChange, error, invalidParts = [], monthRef, dayRef, yearRef }: DateOfBirthFieldsProps) {
  const { t, i18n } = useTranslation('register');
  const { fieldset, legend, row, small } = useSheet(ownStyles);
  const styles = useFieldStyles();
  const id = useId();
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: format.format(new Date(Date.UTC(2000, index, 1))) }));
  }, [i18n.language]);

  const invalid = (part: keyof DateParts) => (error && invalidParts.includes(part) ? true : undefined);
  const described = describedBy(hintId, errorId);
  const set = (part: keyof DateParts, next: string) => onChange({ ...value, [part]: next });

  return (
    <fieldset part="field" className={fieldset} aria-labelledby={legendId}>
      <legend id={legendId} className={legend}>
        {t('dob.legend')}
        <span aria-hidden="true" className={styles.required}>
          *
        </span>
      </legend>
      <span id={hintId} className={styles.hint}>
        {t('dob.hint')}
      </span>
      <div className={row}>
        <div className={small}>
          <label htmlFor={`${id}-month`} className={styles.label}>
            {t('dob.month')}
          </label>
          <select
            id={`${id}-month`}
            ref={monthRef}
            part="select"
            className={styles.control}
            autoComplete="bday-month"
            required
            value={value.month}
            aria-invalid={invalid('month')}
            aria-describedby={described}
            onChange={(event) => set('month', event.currentTarget.value)}
          >
            <option value="">{t('dob.monthPlaceholder')}</option>
            {months.map((month) => (
              <option key={month.value} value={month.value}>
                {month.label}
              </option>
            ))}
          </select>
        </div>
        <div className={small}>
          <label htmlFor={`${id}-day`} className={styles.label}>
            {t('dob.day')}
          </label>
          <input
            id={`${id}-day`}
            ref={dayRef}
            part="input"
            className={styles.control}
            type="text"
            inputMode="numeric"
            autoComplete="bday-day"
            maxLength={2}
            required
            value={value.day}
            aria-invalid={invalid('day')}
            aria-describedby={described}
            onChange={(event) => set('day', event.currentTarget.value.replace(/\D/g, ''))}
          />
        </div>
        <div className={small}>
          <label htmlFor={`${id}-year`} className={styles.label}>
            {t('dob.year')}
          </label>
          <input
            id={`${id}-year`}
            ref={yearRef}
            part="input"
            className={styles.control}
            type="text"
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            required
            value={value.year}
            aria-invalid={invalid('year')}
            aria-describedby={described}
            onChange={(event) => set('year', event.currentTarget.value.replace(/\D/g, ''))}
          />
        </div>
      </div>
      {error && (
        <span part="error" id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
