import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { css, defineStyles, useSheet } from '../theme/define-styles';
import { dismissButtonStyles } from './dismiss-button.styles';
import { durations } from './durations';
import { useOverlayRoot } from './overlay-root';

const styles = defineStyles({
  stack: css`
    position: fixed;
    inset-inline: 0;
    bottom: calc(var(--rx-space) * 2);
    z-index: calc(var(--rx-z-overlay) + 1);
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--rx-space);
    padding: 0 calc(var(--rx-space) * 2);
    pointer-events: none;
    font-family: var(--rx-font-family);
    font-size: var(--rx-font-size);
    line-height: var(--rx-line-height);
  `,
  region: css`
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--rx-space);
    width: 100%;
    &:empty {
      display: none;
    }
  `,
  item: css`
    display: flex;
    align-items: center;
    gap: var(--rx-space);
    width: 100%;
    max-width: 560px;
    padding: var(--rx-space) var(--rx-space) var(--rx-space) calc(var(--rx-space) * 2);
    border-radius: var(--rx-radius);
    box-shadow: var(--rx-shadow);
    pointer-events: auto;
  `,
  message: css`
    flex: 1;
    margin: 0;
  `,
  info: css`
    background: var(--rx-color-text);
    color: var(--rx-color-surface);
  `,
  success: css`
    background: var(--rx-color-success);
    color: var(--rx-color-surface);
  `,
  warning: css`
    background: var(--rx-color-warning);
    color: var(--rx-color-warning-text);
    border: 1px solid var(--rx-color-warning-text);
  `,
  error: css`
    background: var(--rx-color-danger);
    color: var(--rx-color-surface);
  `,
});

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  tone?: ToastTone;
  /** How long the toast stays, in ms; paused while hovered or focused. */
  durationMs?: number;
}

export interface ToastApi {
  show(message: string, options?: ToastOptions): void;
}

interface ToastEntry {
  id: number;
  message: string;
  tone: ToastTone;
  durationMs: number;
}

/**
 * An open modal dialog makes the rest of the page inert, toasts included (a popover shown after it
 * would be inert too): while one is open, the toasts' live regions move into the topmost, where
 * they are seen, read out and reachable by keyboard. The dialog reports itself through `add` and
 * `remove`.
 */
interface ToastHosts {
  add(dialog: HTMLElement): void;
  remove(dialog: HTMLElement): void;
}

const ToastContext = createContext<(ToastApi & ToastHosts) | null>(null);

/** For the dialog: where toasts go while it is open (nothing outside a ToastProvider). */
export const useToastHosts = (): ToastHosts | null => useContext(ToastContext);

export interface ToastProviderProps {
  children: ReactNode;
  /** Accessible name of each toast's close button (the translated text). */
  closeLabel: string;
}

export function ToastProvider({ children, closeLabel }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [dialogs, setDialogs] = useState<HTMLElement[]>([]);
  const nextId = useRef(1);
  const overlayRoot = useOverlayRoot();
  const { stack, region } = useSheet(styles);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const api = useMemo<ToastApi & ToastHosts>(
    () => ({
      show(message, options) {
        const entry: ToastEntry = {
          id: nextId.current++,
          message,
          tone: options?.tone ?? 'info',
          durationMs: options?.durationMs ?? durations.snackbarDefault,
        };
        setToasts((list) => [...list, entry]);
      },
      add: (dialog) => setDialogs((list) => [...list, dialog]),
      remove: (dialog) => setDialogs((list) => list.filter((open) => open !== dialog)),
    }),
    [],
  );
  const target = dialogs.at(-1) ?? overlayRoot;

  // The live regions are in place before a toast is added to them (also in a dialog, from its
  // opening), so that screen readers notice the toast.
  const renderList = (errors: boolean) =>
    toasts
      .filter((toast) => (toast.tone === 'error') === errors)
      .map((toast) => <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} onDismiss={dismiss} />);
  const regions = (
    <div part="toasts" className={stack}>
      <div role="alert" className={region}>
        {renderList(true)}
      </div>
      <div role="status" aria-live="polite" className={region}>
        {renderList(false)}
      </div>
    </div>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {target ? createPortal(regions, target) : regions}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}

function ToastItem({ toast, closeLabel, onDismiss }: { toast: ToastEntry; closeLabel: string; onDismiss: (id: number) => void }) {
  const sheet = useSheet(styles);
  const { item, message } = sheet;
  const { dismiss } = useSheet(dismissButtonStyles);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.durationMs);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, toast.id, onDismiss]);


  return (
    <div
      part={`toast toast-${toast.tone}`}
      data-tone={toast.tone}
      className={`${item} ${sheet[toast.tone]}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <p className={message}>{toast.message}</p>
      <button type="button" className={dismiss} aria-label={closeLabel} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
