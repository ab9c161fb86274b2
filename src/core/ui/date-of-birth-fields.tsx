import { useId, useMemo, type ReactNode, type Ref } from 'react';
import type { DateParts } from '../../domain/common/date-of-birth';
import { css, defineStyles, useSheet } from '../theme/define-styles';
import { describedBy, useFieldStyles } from './field-styles';

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
  /** Three short number fields side by side. */
  row: css`
    display: grid;
    grid-template-columns: repeat(3, minmax(4.5em, 1fr));
    gap: var(--rx-space);
  `,
  /** A month chooser wide enough for month names; on narrow screens it takes its own line. */
  rowWithMonthNames: css`
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
  part: css`
    margin: 0;
  `,
});

/** The visible texts, already translated by the feature. */
export interface DateOfBirthLabels {
  legend: string;
  month: string;
  day: string;
  year: string;
  hint?: string;
  /** The empty choice of the month chooser. */
  monthPlaceholder?: string;
}

export interface DateOfBirthFieldsProps {
  value: DateParts;
  onChange: (value: DateParts) => void;
  labels: DateOfBirthLabels;
  /** A chooser of month names in the given language, or the month's number typed like the day and year. */
  month: { names: string } | 'number';
  /** Marks the group required (an asterisk and the controls' required state). */
  required?: boolean;
  error?: string;
  /** The parts the error is about, so only those controls are marked invalid; all of them when not given. */
  invalidParts?: ReadonlyArray<keyof DateParts>;
  /** Announce the error as soon as it appears (for errors shown while typing rather than on submit). */
  announceError?: boolean;
  monthRef?: Ref<HTMLSelectElement>;
  dayRef?: Ref<HTMLInputElement>;
  yearRef?: Ref<HTMLInputElement>;
}

const MAX_DIGITS: Record<keyof DateParts, number> = { month: 2, day: 2, year: 4 };
const AUTOCOMPLETE: Record<keyof DateParts, string> = { month: 'bday-month', day: 'bday-day', year: 'bday-year' };

/** Month, day and year in one labelled group; the group's hint and error describe each control. */
export function DateOfBirthFields(props: DateOfBirthFieldsProps) {
  const { value, onChange, labels, month, required, error, invalidParts = ['month', 'day', 'year'], announceError } = props;
  const namesLanguage = month === 'number' ? undefined : month.names;
  const sheet = useSheet(ownStyles);
  const styles = useFieldStyles();
  const id = useId();
  const legendId = `${id}-legend`;
  const hintId = labels.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const monthNames = useMemo(() => {
    if (!namesLanguage) return [];
    const format = new Intl.DateTimeFormat(namesLanguage, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: format.format(new Date(Date.UTC(2000, index, 1))) }));
  }, [namesLanguage]);

  const described = describedBy(hintId, errorId);
  const common = (part: keyof DateParts) => ({
    id: `${id}-${part}`,
    className: styles.control,
    autoComplete: AUTOCOMPLETE[part],
    required,
    value: value[part],
    'aria-invalid': error && invalidParts.includes(part) ? true : undefined,
    'aria-describedby': described,
  });
  const digitsInput = (part: keyof DateParts, ref?: Ref<HTMLInputElement>) => (
    <input
      {...common(part)}
      ref={ref}
      part="input"
      type="text"
      inputMode="numeric"
      maxLength={MAX_DIGITS[part]}
      onChange={(event) => onChange({ ...value, [part]: event.currentTarget.value.replace(/\D/g, '').slice(0, MAX_DIGITS[part]) })}
    />
  );
  const labelled = (part: keyof DateParts, control: ReactNode) => (
    <div className={sheet.part}>
      <label part="label" htmlFor={`${id}-${part}`} className={styles.label}>
        {labels[part]}
      </label>
      {control}
    </div>
  );

  return (
    <fieldset part="field" className={sheet.fieldset} aria-labelledby={legendId}>
      <legend id={legendId} className={sheet.legend}>
        {labels.legend}
        {required && (
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        )}
      </legend>
      {labels.hint && (
        <span id={hintId} className={styles.hint}>
          {labels.hint}
        </span>
      )}
      <div className={namesLanguage ? sheet.rowWithMonthNames : sheet.row}>
        {labelled(
          'month',
          namesLanguage ? (
            <select {...common('month')} ref={props.monthRef} part="select" onChange={(event) => onChange({ ...value, month: event.currentTarget.value })}>
              <option value="">{labels.monthPlaceholder}</option>
              {monthNames.map((name) => (
                <option key={name.value} value={name.value}>
                  {name.label}
                </option>
              ))}
            </select>
          ) : (
            digitsInput('month')
          ),
        )}
        {labelled('day', digitsInput('day', props.dayRef))}
        {labelled('year', digitsInput('year', props.yearRef))}
      </div>
      {error && (
        <span part="error" id={errorId} className={styles.error} role={announceError ? 'alert' : undefined}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
