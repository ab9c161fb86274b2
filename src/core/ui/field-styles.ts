import type { ReactNode } from 'react';
import { css, defineStyles, useSheet } from '../theme/define-styles';

/** What every labelled form control takes: its label, hint and error, and the native basics. */
export interface FieldBaseProps {
  /** Visible label (already translated). */
  label: ReactNode;
  hint?: ReactNode;
  /** Error text; when present the control is aria-invalid and described by it. */
  error?: ReactNode;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/** Joins the ids of the elements that describe a control; undefined when there are none. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

const fieldStyles = defineStyles({
  /** A checkbox or radio with its label beside it. */
  choiceRow: css`
    display: flex;
    align-items: flex-start;
    gap: var(--rx-space);
  `,
  /** The box of a checkbox or radio: a 22px target in the brand colour. */
  checkControl: css`
    flex: none;
    width: 22px;
    height: 22px;
    margin: 1px 0 0;
    accent-color: var(--rx-color-primary);
    cursor: pointer;
    &:disabled {
      cursor: not-allowed;
    }
  `,
  /** A fieldset grouping choices under a bold legend, without the browser's frame. */
  group: css`
    margin: 0 0 calc(var(--rx-space) * 2);
    padding: 0;
    border: 0;
    min-width: 0;
    & > legend {
      padding: 0;
      margin: 0 0 var(--rx-space);
      font-weight: 600;
    }
  `,
  field: css`
    display: block;
    margin: 0 0 calc(var(--rx-space) * 2);
  `,
  label: css`
    display: block;
    margin: 0 0 4px;
    font-weight: 600;
    color: var(--rx-color-text);
  `,
  hint: css`
    display: block;
    margin: 4px 0 0;
    font-size: 0.875em;
    color: var(--rx-color-text-muted);
  `,
  error: css`
    display: block;
    margin: 4px 0 0;
    font-size: 0.875em;
    font-weight: 600;
    color: var(--rx-color-danger);
  `,
  control: css`
    display: block;
    width: 100%;
    min-height: 44px;
    margin: 0;
    padding: 8px 12px;
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
    background: var(--rx-color-surface);
    color: var(--rx-color-text);
    font: inherit;
    &[aria-invalid='true'] {
      border: 2px solid var(--rx-color-danger);
      padding: 7px 11px;
    }
    &:disabled {
      opacity: 0.6;
      cursor: not-allowed;
    }
  `,
  required: css`
    color: var(--rx-color-danger);
    margin-inline-start: 2px;
  `,
});

/** Shared look of labelled form fields (TextField, Select, DatePicker, Checkbox, RadioGroup). */
export function useFieldStyles() {
  return useSheet(fieldStyles);
}
