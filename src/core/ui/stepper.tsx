import type { ReactNode } from 'react';
import { css, defineStyles, useSheet } from '../theme/define-styles';

const styles = defineStyles({
  list: css`
    display: flex;
    flex-wrap: wrap;
    gap: var(--rx-space) calc(var(--rx-space) * 2);
    margin: 0 0 calc(var(--rx-space) * 2);
    padding: 0;
    list-style: none;
  `,
  item: css`
    display: flex;
    align-items: center;
    gap: var(--rx-space);
    color: var(--rx-color-text-muted);
    &[data-status='current'] {
      color: var(--rx-color-text);
      font-weight: 700;
    }
    &[data-status='completed'] {
      color: var(--rx-color-text);
    }
    &[data-status='error'] {
      color: var(--rx-color-danger);
    }
  `,
  marker: css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: 28px;
    height: 28px;
    border: 2px solid var(--rx-color-border);
    border-radius: 50%;
    background: var(--rx-color-surface);
    font-size: 0.875em;
    font-weight: 700;
    [data-status='current'] > & {
      border-color: var(--rx-color-primary);
      color: var(--rx-color-primary);
    }
    [data-status='completed'] > & {
      border-color: var(--rx-color-primary);
      background: var(--rx-color-primary);
      color: var(--rx-color-primary-text);
    }
    [data-status='error'] > & {
      border-color: var(--rx-color-danger);
      background: var(--rx-color-danger);
      color: var(--rx-color-surface);
    }
  `,
});

export type StepStatus = 'completed' | 'current' | 'error' | 'upcoming';

export interface StepItem {
  label: ReactNode;
  /** Overrides the status derived from currentIndex (e.g. 'error'). */
  status?: StepStatus;
}

export interface StepperProps {
  /** Accessible name of the list, e.g. "Refill progress". */
  label: string;
  steps: readonly StepItem[];
  /** Index of the current step; earlier steps are completed, later ones upcoming. */
  currentIndex: number;
  /** Visually hidden status text per state, e.g. { completed: 'Completed', error: 'Needs attention' }. */
  statusLabels?: Partial<Record<StepStatus, string>>;
  className?: string;
}

export function stepStatus(step: StepItem, index: number, currentIndex: number): StepStatus {
  if (step.status) return step.status;
  if (index < currentIndex) return 'completed';
  return index === currentIndex ? 'current' : 'upcoming';
}

export function Stepper({ label, steps, currentIndex, statusLabels, className }: StepperProps) {
  const { list, item, marker } = useSheet(styles);
  const symbols: Record<StepStatus, (n: number) => string> = {
    completed: () => '✓',
    error: () => '!',
    current: (n) => String(n),
    upcoming: (n) => String(n),
  };
  return (
    <ol part="stepper" aria-label={label} className={[list, className ?? ''].filter(Boolean).join(' ')}>
      {steps.map((step, index) => {
        const status = stepStatus(step, index, currentIndex);
        const statusLabel = statusLabels?.[status];
        return (
          <li
            key={index}
            part={`step step-${status}`}
            data-status={status}
            aria-current={index === currentIndex ? 'step' : undefined}
            className={item}
          >
            <span className={marker} aria-hidden="true">
              {symbols[status](index + 1)}
            </span>
            <span>{step.label}</span>
            {statusLabel && <span className="rx-visually-hidden">{` (${statusLabel})`}</span>}
          </li>
        );
      })}
    </ol>
  );
}
