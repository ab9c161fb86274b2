import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { describedBy, useFieldStyles } from '../../../core/ui/field-styles';
import { FieldMessages } from '../../../core/ui/field-messages';
import type { NormalizedUsername } from '../../../core/validation/username';
import { usernameDisplay } from '../model/login-form';
import { credentialInput } from './credential-input';

const styles = defineStyles({
  labelRow: css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--rx-space);
  `,
  helpButton: css`
    flex: none;
    width: 44px;
    height: 44px;
    margin: -6px -8px -6px 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: var(--rx-color-primary);
    cursor: pointer;
  `,
  circle: css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    border: 2px solid currentColor;
    border-radius: 50%;
    font-weight: 700;
    line-height: 1;
  `,
  help: css`
    margin: 4px 0 0;
    padding: var(--rx-space);
    border-radius: var(--rx-radius);
    background: var(--rx-color-background);
    font-size: 0.875em;
  `,
});

const EXAMPLE_PHONE = '555-123-4567';
const EXAMPLE_EMAIL = 'name@example.com';

export interface UsernameFieldProps {
  value: string;
  normalized: NormalizedUsername;
  onChange: (display: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Mobile phone or e-mail, detected as typed (spec 01 §5): a phone is formatted ddd-ddd-dddd.
 * A help button shows what a username looks like, with an example.
 */
export function UsernameField({ value, normalized, onChange, disabled, autoFocus }: UsernameFieldProps) {
  const { t } = useTranslation('login');
  const { labelRow, helpButton, circle, help } = useSheet(styles);
  const field = useFieldStyles();
  const id = useId();
  const inputId = `${id}-username`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const [helpOpen, setHelpOpen] = useState(false);
  const [touched, setTouched] = useState(false);

  const showError = touched && value.trim() !== '' && !normalized.valid;
  const error =
    normalized.type === 'phone' ? t('username.invalidPhone', { phone: EXAMPLE_PHONE }) : t('username.invalidEmail', { email: EXAMPLE_EMAIL });


  return (
    <div part="field" className={field.field}>
      <div className={labelRow}>
        <label part="label" htmlFor={inputId} className={field.label}>
          {t('username.label')}
        </label>
        <button
          type="button"
          part="help-button"
          className={helpButton}
          aria-label={t('username.helpButton')}
          aria-expanded={helpOpen}
          aria-controls={helpId}
          onClick={() => setHelpOpen((open) => !open)}
        >
          <span className={circle} aria-hidden="true">
            ?
          </span>
        </button>
      </div>
      <input
        {...credentialInput}
        id={inputId}
        className={field.control}
        type="text"
        inputMode={normalized.type === 'phone' ? 'tel' : 'email'}
        autoComplete="username"
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-invalid={showError || undefined}
        aria-describedby={describedBy(helpOpen && helpId, showError && errorId)}
        onChange={(event) => onChange(usernameDisplay(event.currentTarget.value))}
        onBlur={() => setTouched(true)}
      />
      <div id={helpId} role="status" part="help">
        {helpOpen && <p className={help}>{t('username.help', { phone: EXAMPLE_PHONE, email: EXAMPLE_EMAIL })}</p>}
      </div>
      <FieldMessages id={id} error={showError && error} />
    </div>
  );
}
