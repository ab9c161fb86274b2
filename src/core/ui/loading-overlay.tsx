import type { ReactNode } from 'react';
import { useStyles } from '../theme/style-context';
import { Spinner } from './spinner';

export interface LoadingOverlayProps {
  loading: boolean;
  /** Announced while loading, e.g. "Loading orders". */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * A container that, while loading, is aria-busy and covered by a spinner; its content is inert
 * (neither clickable nor focusable) until loading ends.
 */
export function LoadingOverlay({ loading, label, children, className }: LoadingOverlayProps) {
  const { css } = useStyles();
  const container = css`
    position: relative;
    min-height: 64px;
  `;
  const cover = css`
    position: absolute;
    inset: 0;
    z-index: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    background: rgba(255, 255, 255, 0.7);
    border-radius: var(--rx-radius);
  `;
  return (
    <div part="loading-container" aria-busy={loading} className={[container, className ?? ''].filter(Boolean).join(' ')}>
      <div inert={loading}>{children}</div>
      {loading && (
        <div part="loading-overlay" className={cover}>
          <Spinner label={label} />
        </div>
      )}
    </div>
  );
}
