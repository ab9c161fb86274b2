import type { ReactNode } from 'react';
import { css, defineStyles, useSheet } from '../theme/define-styles';

/** `narrow` (32em) suits a short form; `wide` (48em) a document or a wizard. */
export type CardWidth = 'narrow' | 'wide';

export interface CardProps {
  /** The section's part names, e.g. "card". */
  part?: string;
  /** The id of the element that names the section, usually its heading. */
  labelledBy?: string;
  width?: CardWidth;
  children: ReactNode;
}

const cardStyles = defineStyles({
  box: css`
    padding: calc(var(--rx-space) * 3);
    background: var(--rx-color-surface);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
  `,
  narrow: css`
    max-width: 32em;
  `,
  wide: css`
    max-width: 48em;
  `,
});

/** A widget's box: a section on the surface colour, with a border and rounded corners. */
export function Card({ part, labelledBy, width = 'wide', children }: CardProps) {
  const classes = useSheet(cardStyles);
  return (
    <section part={part} className={`${classes.box} ${classes[width]}`} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
