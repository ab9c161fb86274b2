import { useId, type ChangeEvent, type ChangeEventHandler, type FocusEventHandler, type HTMLAttributes, type TextareaHTMLAttributes, type KeyboardEventHandler, type Ref } from 'react';
import { describedBy, useFieldStyles, type FieldBaseProps } from './field-styles';
import { FieldMessages } from './field-messages';

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
  // What is not the field's own passes to the control as it is (the props above are its attributes).
  // A multiline field's props are its textarea's: typed as the input's, which have every attribute but rows.
  const { label, hint, error, className, multiline, rows = 4, type = 'text', onValueChange, ...attributes } = props as Omit<
    SingleLineTextFieldProps,
    'multiline'
  > & { multiline?: boolean; rows?: number };
  const styles = useFieldStyles();
  const autoId = useId();
  const id = props.id ?? `${autoId}-input`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const controlProps = {
    ...attributes,
    id,
    className: styles.control,
    part: 'input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hintId, errorId),
    onChange: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => {
      attributes.onChange?.(event);
      onValueChange?.(event.currentTarget.value);
    },
  };
  const control = multiline ? (
    <textarea {...(controlProps as TextareaHTMLAttributes<HTMLTextAreaElement>)} rows={rows} />
  ) : (
    <input {...controlProps} type={type} />
  );

  return (
    <div part="field" className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label part="label" htmlFor={id} className={styles.label}>
        {label}
        {props.required && (
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        )}
      </label>
      {control}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
