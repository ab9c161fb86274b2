import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { css, defineStyles, useSheet } from '../theme/define-styles';
import { disclosureToggle } from './layout.styles';

const styles = defineStyles({
  frame: css`
    margin: 0 0 calc(var(--rx-space) * 2);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
  `,
  heading: css`
    margin: 0;
    font-size: 1em;
  `,
  toggle: css`
    padding: calc(var(--rx-space) * 1.5) calc(var(--rx-space) * 2);
    background: var(--rx-color-background);
    ${disclosureToggle}
  `,
  padded: css`
    padding: var(--rx-space) calc(var(--rx-space) * 2) calc(var(--rx-space) * 2);
  `,
});

export interface DisclosureProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The heading's text: the toggle button's name. */
  summary: ReactNode;
  children: ReactNode;
  initiallyOpen?: boolean;
  /** The frame: a section of its own, or an item of a list. */
  as?: 'section' | 'li';
  togglePart?: string;
  /** The body's id (by default a generated one). */
  bodyId?: string;
  /** The body without padding, for a table that fills it. */
  flush?: boolean;
}

/**
 * A framed section whose heading button shows and hides its body (the WAI-ARIA disclosure
 * pattern). It keeps its open state, so a toggle re-renders neither its parent nor its body.
 */
export function Disclosure({ summary, children, initiallyOpen = false, as: Frame = 'section', togglePart, bodyId, flush, ...frame }: DisclosureProps) {
  const sheet = useSheet(styles);
  const [open, setOpen] = useState(initiallyOpen);
  const generatedId = useId();
  const body = bodyId ?? `${generatedId}-body`;
  return (
    <Frame className={sheet.frame} {...frame}>
      <h3 className={sheet.heading}>
        <button type="button" className={sheet.toggle} part={togglePart} aria-expanded={open} aria-controls={body} onClick={() => setOpen(!open)}>
          <span>{summary}</span>
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        </button>
      </h3>
      <div id={body} hidden={!open} className={flush ? undefined : sheet.padded}>
        {children}
      </div>
    </Frame>
  );
}
