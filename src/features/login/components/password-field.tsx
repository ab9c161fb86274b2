import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { describedBy, useFieldStyles } from '../../../core/ui/field-styles';
import { FieldMessages } from '../../../core/ui/field-messages';
import { credentialInput } from './credential-input';

const styles = defineStyles({
  row: css`
    position: relative;
    display: flex;
    align-items: stretch;
  `,
  input: css`
    padding-inline-end: 52px;
    &[aria-invalid='true'] {
      padding-inline-end: 51px;
    }
  `,
  toggle: css`
    position: absolute;
    inset-block: 0;
    inset-inline-end: 0;
    width: 48px;
    border: 0;
    border-radius: 0 var(--rx-radius) var(--rx-radius) 0;
    background: transparent;
    color: var(--rx-color-primary);
    cursor: pointer;
    &:focus-visible {
      outline-offset: -3px;
    }
    & svg {
      width: 24px;
      height: 24px;
    }
  `,
});

export interface PasswordFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  autoComplete: 'current-password' | 'new-password';
  /** Ids of elements describing the field (e.g. the password hint). */
  describedById?: string;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A password input with a labelled show/hide toggle button (aria-pressed while shown). */
export function PasswordField({ label, value, onChange, onBlur, autoComplete, describedById, error, disabled, autoFocus }: PasswordFieldProps) {
  const { t } = useTranslation('login');
  const { row, input, toggle } = useSheet(styles);
  const field = useFieldStyles();
  const id = useId();
  const inputId = `${id}-password`;
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);


  return (
    <div part="field" className={field.field}>
      <label part="label" htmlFor={inputId} className={field.label}>
        {label}
      </label>
      <div className={row}>
        <input
          {...credentialInput}
          id={inputId}
          className={`${field.control} ${input}`}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(describedById, error ? errorId : undefined)}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        />
        <button
          type="button"
          part="password-toggle"
          className={toggle}
          aria-label={t('password.show')}
          title={visible ? t('password.hide') : t('password.show')}
          aria-pressed={visible}
          aria-controls={inputId}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M3 3l18 18" />}
          </svg>
        </button>
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  );
}
