import type { ReactNode } from 'react';
import { css, defineStyles, useSheet } from '../theme/define-styles';
import { dismissButtonStyles } from './dismiss-button.styles';

const styles = defineStyles({
  box: css`
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
  `,
  content: css`
    flex: 1;
    min-width: 0;
    & > :last-child {
      margin-bottom: 0;
    }
  `,
  titleClass: css`
    display: block;
    margin: 0 0 4px;
    font-weight: 700;
  `,
  close: css`
    margin: -10px -12px -10px 0;
  `,
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
});

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
  const sheet = useSheet(styles);
  const { box, content, titleClass, close } = sheet;
  const { dismiss } = useSheet(dismissButtonStyles);
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div
      role={role}
      part={`alert alert-${tone}`}
      data-tone={tone}
      className={[box, sheet[tone], className ?? ''].filter(Boolean).join(' ')}
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
        <button type="button" part="alert-close" className={`${dismiss} ${close}`} aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
