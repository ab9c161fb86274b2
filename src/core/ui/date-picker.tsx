import { useState, type ReactNode, type Ref } from 'react';
import type { FieldBaseProps } from './field-styles';
import { TextField } from './text-field';

interface DatePickerBaseProps extends FieldBaseProps {
  /** An error from the caller; shown instead of the disallowed-date error. */
  error?: ReactNode;
  /** ISO date (YYYY-MM-DD) or "". Omit for an uncontrolled picker. */
  value?: string;
  defaultValue?: string;
  /** Earliest / latest selectable ISO date. */
  min?: string;
  max?: string;
  autoComplete?: string;
  /** Called with the ISO date ("" when cleared or incomplete) and whether it is allowed. */
  onChange?: (isoDate: string, allowed: boolean) => void;
  ref?: Ref<HTMLInputElement>;
}

interface DatePickerWithPredicate extends DatePickerBaseProps {
  /** Rules the native picker cannot express (weekends, holidays...). */
  isDateAllowed: (isoDate: string) => boolean;
  /** Shown when the chosen date fails isDateAllowed or lies outside min/max. */
  disallowedError: ReactNode;
}

interface DatePickerWithoutPredicate extends DatePickerBaseProps {
  isDateAllowed?: undefined;
  disallowedError?: ReactNode;
}

export type DatePickerProps = DatePickerWithPredicate | DatePickerWithoutPredicate;

/** Whether an ISO date lies within min/max (inclusive) and passes the predicate. */
export function isDateSelectable(
  isoDate: string,
  { min, max, isDateAllowed }: { min?: string; max?: string; isDateAllowed?: (isoDate: string) => boolean },
): boolean {
  if (!isoDate) return true;
  // ISO dates compare correctly as strings.
  if (min && isoDate < min) return false;
  if (max && isoDate > max) return false;
  return isDateAllowed ? isDateAllowed(isoDate) : true;
}

export function DatePicker({
  value,
  defaultValue,
  onChange,
  isDateAllowed,
  disallowedError,
  error,
  min,
  max,
  ...rest
}: DatePickerProps) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const current = value ?? ownValue;
  const allowed = isDateSelectable(current, { min, max, isDateAllowed });
  const shownError = error ?? (!allowed && disallowedError ? disallowedError : undefined);

  return (
    <TextField
      {...rest}
      type="date"
      min={min}
      max={max}
      value={current}
      error={shownError}
      onValueChange={(next) => {
        if (value === undefined) setOwnValue(next);
        onChange?.(next, isDateSelectable(next, { min, max, isDateAllowed }));
      }}
    />
  );
}
