import { useCallback, useId, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { css, defineStyles, useSheet } from '../theme/define-styles';
import { dismissButtonStyles } from './dismiss-button.styles';
import { useOverlayRoot } from './overlay-root';
import { useToastHosts } from './toast';

/**
 * The native modal `<dialog>`: `showModal()` puts it in the top layer, makes the rest of the page
 * inert (the host page too, shadow roots or not), sends Escape as a `cancel` event and gives focus
 * back to the element that had it when the dialog closes. It is closed before it leaves the
 * document: removing a modal dialog that is still open has crashed Chromium's renderer.
 */
const styles = defineStyles({
  panel: css`
    flex-direction: column;
    width: calc(100% - var(--rx-space) * 4);
    max-height: calc(100% - var(--rx-space) * 4);
    padding: 0;
    border: 0;
    background: var(--rx-color-surface);
    color: var(--rx-color-text);
    border-radius: var(--rx-radius);
    box-shadow: var(--rx-shadow);
    &[open] {
      display: flex;
    }
    &::backdrop {
      background: rgba(0, 0, 0, 0.5);
    }
  `,
  small: css`
    max-width: 400px;
  `,
  medium: css`
    max-width: 560px;
  `,
  large: css`
    max-width: 800px;
  `,
  header: css`
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: var(--rx-space);
    padding: calc(var(--rx-space) * 2) calc(var(--rx-space) * 3) 0;
  `,
  heading: css`
    margin: 0;
    padding-top: 8px;
    font-size: 1.25em;
    line-height: 1.3;
    font-weight: 600;
  `,
  close: css`
    margin: 0 -12px 0 0;
    &:hover {
      background: var(--rx-color-background);
    }
  `,
  body: css`
    padding: calc(var(--rx-space) * 2) calc(var(--rx-space) * 3);
  `,
  descriptionClass: css`
    margin: 0 0 var(--rx-space);
  `,
  footerClass: css`
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: var(--rx-space);
    padding: 0 calc(var(--rx-space) * 3) calc(var(--rx-space) * 2);
  `,
});

export type DialogCloseReason = 'escape' | 'backdrop' | 'close-button';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, backdrop click (when dismissible) and the close button. */
  onClose: (reason: DialogCloseReason) => void;
  /** Visible heading; the dialog's accessible name. */
  title: ReactNode;
  /** Optional text linked with aria-describedby. */
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, rendered at the bottom. */
  footer?: ReactNode;
  /** Label of an optional close (×) button in the header; no button when omitted. */
  closeLabel?: string;
  /** When false, a backdrop click does not close the dialog (Escape still calls onClose). */
  dismissible?: boolean;
  /** Element to focus on open; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/**
 * The focused element, looking through shadow roots: inside a shadow root
 * `document.activeElement` is the host, the real element is the root's `activeElement`.
 */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

/** A click on the backdrop reaches the dialog element itself, at a point outside its box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  const box = event.currentTarget.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return event.target === event.currentTarget && (x < box.left || x > box.right || y < box.top || y > box.bottom);
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  footer,
  closeLabel,
  dismissible = true,
  initialFocusRef,
  role = 'dialog',
  size = 'medium',
  className,
}: DialogProps) {
  const sheet = useSheet(styles);
  const { dismiss } = useSheet(dismissButtonStyles);
  const { header, heading, close, body, descriptionClass, footerClass } = sheet;
  const overlayRoot = useOverlayRoot();
  const toastHosts = useToastHosts();
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;
  const pressedOnBackdrop = useRef(false);
  /** Between showModal() and the close() before the element leaves (or is hidden by Suspense). */
  const shown = useRef(false);

  // Read once, while rendering the opening commit, before anything inside can take focus.
  const [returnFocusTo] = useState(deepActiveElement);

  // Rendered open (not modal), so that what its content does on mount (autoFocus, measuring)
  // meets a laid-out element; made modal as it is attached, closed as it is detached, before
  // React removes it (also when the portal's target arrives and the element moves there).
  const showModal = useCallback((dialog: HTMLDialogElement) => {
    const focused = deepActiveElement();
    dialog.close();
    dialog.showModal();
    shown.current = true;
    // The browser has focused the first focusable element; an autoFocus inside wins over it.
    (initialFocusRef?.current ?? (dialog.contains(focused) ? focused : null))?.focus();
    toastHosts?.add(dialog);
    return () => {
      shown.current = false;
      toastHosts?.remove(dialog);
      dialog.close();
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const dialog = (
    <dialog
      ref={showModal}
      open
      part="dialog"
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={[sheet.panel, sheet[size], className].filter(Boolean).join(' ')}
      onCancel={(event) => {
        // Escape. React passes a nested dialog's events up to this one: only its own count.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose('escape');
      }}
      onClose={(event) => {
        // Closed by the browser (a repeated Escape the page may not refuse) while still rendered open.
        if (event.target === event.currentTarget && shown.current && !event.currentTarget.open) event.currentTarget.showModal();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        // Only a press that starts and ends on the backdrop closes (not a text selection drag).
        if (dismissible && pressedOnBackdrop.current && onBackdrop(event)) onClose('backdrop');
        pressedOnBackdrop.current = false;
      }}
    >
      <div className={header}>
        <h2 id={titleId} part="dialog-title" className={heading}>
          {title}
        </h2>
        {closeLabel && (
          <button type="button" part="dialog-close" className={`${dismiss} ${close}`} aria-label={closeLabel} onClick={() => onClose('close-button')}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div part="dialog-body" className={body}>
        {description && (
          <p id={descriptionId} className={descriptionClass}>
            {description}
          </p>
        )}
        {children}
      </div>
      {footer && (
        <div part="dialog-footer" className={footerClass}>
          {footer}
        </div>
      )}
    </dialog>
  );

  // Never document.body: the overlay root sits inside the shadow root and carries its styles.
  return overlayRoot ? createPortal(dialog, overlayRoot) : dialog;
}
