import { useTranslation } from 'react-i18next';
import { TextField } from '../../../core/ui/text-field';

export interface CountedFieldProps {
  label: string;
  value: string;
  max: number;
  required?: boolean;
  multiline?: boolean;
  error?: string;
  autoFocus?: boolean;
  onChange(value: string): void;
}

/** A text field with its character counter ("12 of 50 characters"), the limit enforced while typing. */
export function CountedField({ label, value, max, required, multiline, error, autoFocus, onChange }: CountedFieldProps) {
  const { t } = useTranslation('profile');
  const hint = t('form.counter', { count: value.length, max });
  return multiline ? (
    <TextField multiline rows={3} label={label} value={value} maxLength={max} required={required} hint={hint} error={error} onValueChange={onChange} />
  ) : (
    <TextField label={label} value={value} maxLength={max} required={required} hint={hint} error={error} autoFocus={autoFocus} onValueChange={onChange} />
  );
}
