import type { ReactNode, Ref } from 'react';
import { TextField } from '../../../core/ui/text-field';

export interface CodeFieldProps {
  label: ReactNode;
  value: string;
  /** Called with the digits typed (anything else is dropped). */
  onChange: (code: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A six-digit one-time code (multi-factor set-up, username change): digits only, offered by the phone's keyboard and autofill. */
export function CodeField({ onChange, ...field }: CodeFieldProps) {
  return (
    <TextField
      {...field}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      onValueChange={(typed) => onChange(typed.replace(/\D/g, ''))}
    />
  );
}
