import { useId, type ChangeEventHandler, type FocusEventHandler, type HTMLAttributes, type KeyboardEventHandler, type Ref } from 'react';
import { describedBy, useFieldStyles, type FieldBaseProps } from './field-styles';

interface TextFieldBaseProps extends FieldBaseProps {
  value?: string;
  defaultValue?: string;
  placeholder?: string;
  readOnly?: boolean;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  minLength?: number;
  autoFocus?: boolean;
  /** Called with the new value on every change (alongside onChange). */
  onValueChange?: (value: string) => void;
}

export interface SingleLineTextFieldProps extends TextFieldBaseProps {
  multiline?: false;
  type?: 'text' | 'email' | 'tel' | 'password' | 'number' | 'search' | 'url' | 'date' | 'time';
  min?: string | number;
  max?: string | number;
  step?: string | number;
  pattern?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
}

export interface MultilineTextFieldProps extends TextFieldBaseProps {
  multiline: true;
  rows?: number;
  onChange?: ChangeEventHandler<HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
  onKeyDown?: KeyboardEventHandler<HTMLTextAreaElement>;
  ref?: Ref<HTMLTextAreaElement>;
}

export type TextFieldProps = SingleLineTextFieldProps | MultilineTextFieldProps;

export function TextField(props: TextFieldProps) {
  const styles = useFieldStyles();
  const autoId = useId();
  const id = props.id ?? `${autoId}-input`;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const shared = {
    id,
    name: props.name,
    value: props.value,
    defaultValue: props.defaultValue,
    placeholder: props.placeholder,
    required: props.required,
    disabled: props.disabled,
    readOnly: props.readOnly,
    autoComplete: props.autoComplete,
    inputMode: props.inputMode,
    maxLength: props.maxLength,
    minLength: props.minLength,
    autoFocus: props.autoFocus,
    className: styles.control,
    part: 'input',
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy(hintId, errorId),
  } as const;

  const control = props.multiline ? (
    <textarea
      {...shared}
      ref={props.ref}
      rows={props.rows ?? 4}
      onChange={(event) => {
        props.onChange?.(event);
        props.onValueChange?.(event.currentTarget.value);
      }}
      onBlur={props.onBlur}
      onKeyDown={props.onKeyDown}
    />
  ) : (
    <input
      {...shared}
      ref={props.ref}
      type={props.type ?? 'text'}
      min={props.min}
      max={props.max}
      step={props.step}
      pattern={props.pattern}
      onChange={(event) => {
        props.onChange?.(event);
        props.onValueChange?.(event.currentTarget.value);
      }}
      onBlur={props.onBlur}
      onKeyDown={props.onKeyDown}
    />
  );

  return (
    <div part="field" className={[styles.field, props.className ?? ''].filter(Boolean).join(' ')}>
      <label part="label" htmlFor={id} className={styles.label}>
        {props.label}
        {props.required && (
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        )}
      </label>
      {control}
      {props.hint && (
        <span part="hint" id={hintId} className={styles.hint}>
          {props.hint}
        </span>
      )}
      {props.error && (
        <span part="error" id={errorId} className={styles.error}>
          {props.error}
        </span>
      )}
    </div>
  );
}
