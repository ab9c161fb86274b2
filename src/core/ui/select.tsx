import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { describedBy, useFieldStyles } from './field-styles';
import { FieldMessages } from './field-messages';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  /** Text of a leading empty option (value ""), e.g. "Choose a state". */
  placeholder?: string;
  id?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  className?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({
  label,
  options,
  hint,
  error,
  placeholder,
  id: givenId,
  required,
  className,
  onChange,
  ref,
  ...rest
}: SelectProps) {
  const styles = useFieldStyles();
  const autoId = useId();
  const id = givenId ?? `${autoId}-select`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div part="field" className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label part="label" htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        )}
      </label>
      <select
        {...rest}
        ref={ref}
        id={id}
        part="select"
        required={required}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        onChange={(event) => onChange?.(event.currentTarget.value, event)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
