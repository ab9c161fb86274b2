import type { ReactNode } from 'react';
import { useFieldStyles } from './field-styles';

export interface FieldMessagesProps {
  /** The control's id: the hint is `<id>-hint` and the error `<id>-error`, as its aria-describedby names them. */
  id: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** A class both take besides their own (e.g. an indent under a checkbox). */
  className?: string;
}

/** A form control's hint and error, below it. */
export function FieldMessages({ id, className, ...messages }: FieldMessagesProps) {
  const styles = useFieldStyles();
  return (['hint', 'error'] as const).map(
    (kind) =>
      messages[kind] && (
        <span key={kind} part={kind} id={`${id}-${kind}`} className={className ? `${styles[kind]} ${className}` : styles[kind]}>
          {messages[kind]}
        </span>
      ),
  );
}
