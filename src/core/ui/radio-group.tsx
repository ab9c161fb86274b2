import { useId, type ReactNode } from 'react';
import { css, defineStyles, useSheet } from '../theme/define-styles';
import { describedBy, useFieldStyles } from './field-styles';
import { FieldMessages } from './field-messages';

const ownStyles = defineStyles({
  list: css`
    display: flex;
    flex-direction: column;
    flex-wrap: wrap;
    gap: var(--rx-space) calc(var(--rx-space) * 3);
    margin: 4px 0 0;
  `,
  horizontal: css`
    flex-direction: row;
  `,
  fieldset: css`
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  `,
  legendClass: css`
    padding: 0;
    margin: 0 0 4px;
    font-weight: 600;
  `,
  invalidList: css`
    padding-inline-start: var(--rx-space);
    border-inline-start: 3px solid var(--rx-color-danger);
  `,
  row: css`
    min-height: 24px;
  `,
  labelClass: css`
    cursor: pointer;
  `,
});

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Rendered as the fieldset's legend (the group's accessible name). */
  legend: ReactNode;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Form field name; a unique one is generated when omitted. */
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  className?: string;
}

/** Native radios sharing one name: the browser provides roving focus and arrow-key selection. */
export function RadioGroup({
  legend,
  options,
  value,
  defaultValue,
  onChange,
  name,
  hint,
  error,
  required,
  disabled,
  orientation = 'vertical',
  className,
}: RadioGroupProps) {
  const { fieldset, legendClass, invalidList, row, labelClass, list: listBase, horizontal } = useSheet(ownStyles);
  const list = orientation === 'horizontal' ? `${listBase} ${horizontal}` : listBase;
  const styles = useFieldStyles();
  const id = useId();
  const groupName = name ?? `${id}-radio`;
  const legendId = `${id}-legend`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  return (
    <fieldset
      part="radio-group"
      role="radiogroup"
      className={[styles.field, fieldset, className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={legendId}
      aria-describedby={describedBy(hintId, errorId)}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      disabled={disabled}
    >
      <legend id={legendId} part="legend" className={legendClass}>
        {legend}
        {required && (
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        )}
      </legend>
      <FieldMessages id={id} hint={hint} />
      <div className={[list, error ? invalidList : ''].filter(Boolean).join(' ')}>
        {options.map((option, index) => {
          const optionId = `${id}-option-${index}`;
          const optionHintId = option.hint ? `${optionId}-hint` : undefined;
          return (
            <div key={option.value}>
              <div className={`${styles.choiceRow} ${row}`}>
                <input
                  id={optionId}
                  type="radio"
                  part="radio"
                  className={styles.checkControl}
                  name={groupName}
                  value={option.value}
                  disabled={option.disabled}
                  required={required}
                  aria-describedby={optionHintId}
                  {...(value !== undefined
                    ? { checked: value === option.value }
                    : { defaultChecked: defaultValue === option.value })}
                  onChange={(event) => {
                    if (event.currentTarget.checked) onChange?.(option.value);
                  }}
                />
                <label htmlFor={optionId} className={labelClass}>
                  {option.label}
                </label>
              </div>
              {option.hint && (
                <span id={optionHintId} className={styles.hint}>
                  {option.hint}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
