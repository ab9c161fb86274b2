import type { CSSProperties } from 'react';
import { css, defineStyles, useSheet } from '../theme/define-styles';

const spinnerStyles = defineStyles({
  wrapper: css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
  `,
  circle: css`
    display: block;
    width: var(--rx-spinner-size);
    height: var(--rx-spinner-size);
    border: var(--rx-spinner-stroke) solid var(--rx-color-border);
    border-top-color: var(--rx-color-primary);
    border-radius: 50%;
    animation: rx-spin 0.8s linear infinite;
    @media (prefers-reduced-motion: reduce) {
      animation-duration: 2.4s;
    }
  `,
});

export interface SpinnerProps {
  /** Announced text, e.g. "Loading prescriptions" (visually hidden). */
  label: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

export function Spinner({ label, size = 'medium', className }: SpinnerProps) {
  const { wrapper, circle } = useSheet(spinnerStyles);
  const px = { small: 16, medium: 32, large: 48 }[size];
  const dimensions = { '--rx-spinner-size': `${px}px`, '--rx-spinner-stroke': `${Math.max(2, Math.round(px / 8))}px` } as CSSProperties;
  return (
    <span role="status" part="spinner" className={[wrapper, className ?? ''].filter(Boolean).join(' ')}>
      <span className={circle} style={dimensions} aria-hidden="true" />
      <span className="rx-visually-hidden">{label}</span>
    </span>
  );
}
