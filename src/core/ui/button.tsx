import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useSheet } from '../theme/define-styles';
import { buttonStyles } from './button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-busy'> {
  variant?: ButtonVariant;
  /** Work in progress: shows a spinner, sets aria-busy and ignores clicks while keeping focus. */
  busy?: boolean;
  /** Shown and announced in place of the children while busy, e.g. "Saving": the button's name then. */
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
  className,
  onClick,
  children,
  part = 'button',
  ...rest
}: ButtonProps) {
  const { base, full, spinner, ...variants } = useSheet(buttonStyles);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const showBusyLabel = busy && Boolean(busyLabel);
  const classes = [base, variants[variant], fullWidth ? full : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      part={part}
      className={classes}
      aria-busy={busy || undefined}
      aria-disabled={busy && !rest.disabled ? true : undefined}
      onClick={handleClick}
    >
      {busy && <span className={spinner} aria-hidden="true" />}
      {showBusyLabel ? (
        <>
          {/* Kept mounted but hidden, so the name is the busy label alone ("Sending your feedback"). */}
          <span hidden>{children}</span>
          <span>{busyLabel}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
