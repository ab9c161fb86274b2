import type { ReactNode } from 'react';
import { useStyles } from '../theme/style-context';

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

const MAX_WIDTH: Record<CardWidth, string> = { narrow: '32em', wide: '48em' };

/** A widget's box: a section on the surface colour, with a border and rounded corners. */
export function Card({ part, labelledBy, width = 'wide', children }: CardProps) {
  const { css } = useStyles();
  const box = css`
    max-width: ${MAX_WIDTH[width]};
    padding: calc(var(--rx-space) * 3);
    background: var(--rx-color-surface);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
  `;
  return (
    <section part={part} className={box} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
