import type { ReactNode } from 'react';
import { css, defineStyles, useSheet } from '../theme/define-styles';
import { Spinner } from './spinner';

const styles = defineStyles({
  container: css`
    position: relative;
    min-height: 64px;
  `,
  cover: css`
    position: absolute;
    inset: 0;
    z-index: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    background: color-mix(in srgb, var(--rx-color-surface) 70%, transparent);
    border-radius: var(--rx-radius);
  `,
});

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
  const { container, cover } = useSheet(styles);
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
