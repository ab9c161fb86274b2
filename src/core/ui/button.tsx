import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useStyles } from '../theme/style-context';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-busy'> {
  variant?: ButtonVariant;
  /** Work in progress: shows a spinner, sets aria-busy and ignores clicks while keeping focus. */
  busy?: boolean;
  /** Announced (visually hidden) while busy, e.g. "Saving". */
  busyLabel?: string;
  fullWidth?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  onClick,
  children,
  ref,
  part = 'button',
  ...rest
}: ButtonProps) {
  const { css, keyframes } = useStyles();
  const spin = keyframes`from{transform:rotate(0deg)}to{transform:rotate(360deg)}`;
  const base = css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: var(--rx-space);
    min-height: 44px;
    min-width: 44px;
    margin: 0;
    padding: 0 calc(var(--rx-space) * 2);
    border: 2px solid transparent;
    border-radius: var(--rx-radius);
    font: inherit;
    font-weight: 600;
    line-height: 1.2;
    text-decoration: none;
    cursor: pointer;
    &:focus-visible {
      outline: 3px solid var(--rx-color-focus);
      outline-offset: 2px;
    }
    &:disabled,
    &[aria-disabled='true'] {
      cursor: not-allowed;
    }
    &:disabled {
      opacity: 0.6;
    }
    &[aria-busy='true'] {
      cursor: progress;
    }
  `;
  const variants: Record<ButtonVariant, string> = {
    primary: css`
      background: var(--rx-color-primary);
      color: var(--rx-color-primary-text);
      &:hover:not(:disabled) {
        background: var(--rx-color-primary-dark);
      }
    `,
    secondary: css`
      background: var(--rx-color-surface);
      color: var(--rx-color-primary);
      border-color: var(--rx-color-primary);
      &:hover:not(:disabled) {
        background: var(--rx-color-background);
      }
    `,
    text: css`
      background: transparent;
      color: var(--rx-color-primary);
      padding: 0 var(--rx-space);
      &:hover:not(:disabled) {
        text-decoration: underline;
      }
    `,
    danger: css`
      background: var(--rx-color-danger);
      color: var(--rx-color-surface);
      &:hover:not(:disabled) {
        filter: brightness(0.9);
      }
    `,
  };
  const full = css`
    width: 100%;
  `;
  const spinner = css`
    width: 1em;
    height: 1em;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
    @media (prefers-reduced-motion: reduce) {
      animation-duration: 2.4s;
    }
  `;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const classes = [base, variants[variant], fullWidth ? full : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      part={part}
      className={classes}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-disabled={busy && !disabled ? true : undefined}
      onClick={handleClick}
    >
      {busy && <span className={spinner} aria-hidden="true" />}
      {children}
      {busy && busyLabel && <span className="rx-visually-hidden">{busyLabel}</span>}
    </button>
  );
}
