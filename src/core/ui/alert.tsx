import type { ReactNode } from 'react';
import { useStyles } from '../theme/style-context';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

interface AlertBaseProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

interface DismissibleAlertProps extends AlertBaseProps {
  onDismiss: () => void;
  /** Accessible name of the close button. */
  dismissLabel: string;
}

interface StaticAlertProps extends AlertBaseProps {
  onDismiss?: undefined;
  dismissLabel?: undefined;
}

export type AlertProps = DismissibleAlertProps | StaticAlertProps;

/** Inline message; errors and warnings are announced assertively (role=alert), others politely. */
export function Alert({ tone = 'info', title, children, onDismiss, dismissLabel, className }: AlertProps) {
  const { css } = useStyles();
  const box = css`
    display: flex;
    align-items: flex-start;
    gap: var(--rx-space);
    margin: 0 0 calc(var(--rx-space) * 2);
    padding: calc(var(--rx-space) * 1.5) calc(var(--rx-space) * 2);
    border: 1px solid;
    border-inline-start-width: 6px;
    border-radius: var(--rx-radius);
    background: var(--rx-color-surface);
    color: var(--rx-color-text);
  `;
  const tones: Record<AlertTone, string> = {
    info: css`
      border-color: var(--rx-color-primary);
    `,
    success: css`
      border-color: var(--rx-color-success);
    `,
    warning: css`
      border-color: var(--rx-color-warning-text);
      background: var(--rx-color-warning);
      color: var(--rx-color-warning-text);
    `,
    error: css`
      border-color: var(--rx-color-danger);
    `,
  };
  const content = css`
    flex: 1;
    min-width: 0;
    & > :last-child {
      margin-bottom: 0;
    }
  `;
  const titleClass = css`
    display: block;
    margin: 0 0 4px;
    font-weight: 700;
  `;
  const close = css`
    flex: none;
    width: 44px;
    height: 44px;
    margin: -10px -12px -10px 0;
    padding: 0;
    border: 0;
    border-radius: var(--rx-radius);
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 1.5em;
    line-height: 1;
    cursor: pointer;
    &:focus-visible {
      outline: 3px solid var(--rx-color-focus);
      outline-offset: 2px;
    }
  `;
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div
      role={role}
      part={`alert alert-${tone}`}
      data-tone={tone}
      className={[box, tones[tone], className ?? ''].filter(Boolean).join(' ')}
    >
      <div className={content}>
        {title && (
          <strong part="alert-title" className={titleClass}>
            {title}
          </strong>
        )}
        {children}
      </div>
      {onDismiss && (
        <button type="button" part="alert-close" className={close} aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
