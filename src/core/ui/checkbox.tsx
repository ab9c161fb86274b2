import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { css, defineStyles, useSheet } from '../theme/define-styles';
import { describedBy, useFieldStyles, type FieldBaseProps } from './field-styles';
import { FieldMessages } from './field-messages';

const ownStyles = defineStyles({
  invalidBox: css`
    &[aria-invalid='true']:not(:focus-visible) {
      outline: 2px solid var(--rx-color-danger);
      outline-offset: 1px;
    }
  `,
  text: css`
    cursor: pointer;
  `,
  indent: css`
    padding-inline-start: calc(22px + var(--rx-space));
  `,
});

export interface CheckboxProps extends FieldBaseProps {
  /** Visible label; may contain a link (e.g. to the terms). */
  label: ReactNode;
  value?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, hint, error, id: givenId, required, className, onChange, ref, ...rest }: CheckboxProps) {
  const { invalidBox, text, indent } = useSheet(ownStyles);
  const styles = useFieldStyles();
  const autoId = useId();
  const id = givenId ?? `${autoId}-checkbox`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div part="field" className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <div className={styles.choiceRow}>
        <input
          {...rest}
          ref={ref}
          id={id}
          type="checkbox"
          part="checkbox"
          className={`${styles.checkControl} ${invalidBox}`}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
          onChange={(event) => onChange?.(event.currentTarget.checked, event)}
        />
        <label part="label" htmlFor={id} className={text}>
          {label}
          {required && (
            <span aria-hidden="true" className={styles.required}>
              *
            </span>
          )}
        </label>
      </div>
      <FieldMessages id={id} hint={hint} error={error} className={indent} />
    </div>
  );
}
