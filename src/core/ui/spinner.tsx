import { useStyles } from '../theme/style-context';

export interface SpinnerProps {
  /** Announced text, e.g. "Loading prescriptions" (visually hidden). */
  label: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

export function Spinner({ label, size = 'medium', className }: SpinnerProps) {
  const { css, keyframes } = useStyles();
  const spin = keyframes`from{transform:rotate(0deg)}to{transform:rotate(360deg)}`;
  const px = { small: 16, medium: 32, large: 48 }[size];
  const wrapper = css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
  `;
  const circle = css`
    display: block;
    width: ${px}px;
    height: ${px}px;
    border: ${Math.max(2, Math.round(px / 8))}px solid var(--rx-color-border);
    border-top-color: var(--rx-color-primary);
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
    @media (prefers-reduced-motion: reduce) {
      animation-duration: 2.4s;
    }
  `;
  return (
    <span role="status" part="spinner" className={[wrapper, className ?? ''].filter(Boolean).join(' ')}>
      <span className={circle} aria-hidden="true" />
      <span className="rx-visually-hidden">{label}</span>
    </span>
  );
}
