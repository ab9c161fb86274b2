import { useTranslation } from 'react-i18next';
import { TextField } from '../../../core/ui/text-field';
import { digitsOnly } from '../../../core/validation/codes';

export interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Translation key under codeErrors, when the code is refused. */
  error?: 'codeRequired' | 'codeNumeric' | 'mfaCodeFormat' | null;
  hint?: string;
  /** Longest code accepted as typed. */
  maxLength?: number;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A numeric one-time code: digits only, offered by the phone's keyboard and autofill. */
export function CodeField({ label, value, onChange, error, hint, maxLength = 6, disabled, autoFocus }: CodeFieldProps) {
  const { t } = useTranslation('login');
  return (
    <TextField
      label={label}
      hint={hint}
      value={value}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={maxLength}
      required
      disabled={disabled}
      autoFocus={autoFocus}
      error={error ? t(`codeErrors.${error}`) : undefined}
      onValueChange={(typed) => onChange(digitsOnly(typed, maxLength))}
    />
  );
}
