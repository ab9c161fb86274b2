import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { css, defineStyles, useSheet } from '../theme/define-styles';
import { dismissButtonStyles } from './dismiss-button.styles';
import { useOverlayRoot } from './overlay-root';

const styles = defineStyles({
  panel: css`
    position: relative;
    display: flex;
    flex-direction: column;
    width: 100%;
    max-height: 100%;
    overflow: auto;
    background: var(--rx-color-surface);
    color: var(--rx-color-text);
    border-radius: var(--rx-radius);
    box-shadow: var(--rx-shadow);
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
  backdrop: css`
    position: fixed;
    inset: 0;
    z-index: var(--rx-z-overlay);
    display: flex;
    align-items: center;
    justify-content: center;
    padding: calc(var(--rx-space) * 2);
    background: rgba(0, 0, 0, 0.5);
    font-family: var(--rx-font-family);
    font-size: var(--rx-font-size);
    line-height: var(--rx-line-height);
    color: var(--rx-color-text);
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
  /** Element to focus on open; defaults to the first focusable element, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

const FOCUSABLE =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),' +
  'textarea:not([disabled]),iframe,audio[controls],video[controls],[contenteditable]:not([contenteditable="false"]),' +
  '[tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
  );
}

/**
 * The focused element, looking through shadow roots: inside a shadow root
 * `document.activeElement` is the host, the real element is the root's `activeElement`.
 */
function deepActiveElement(start: DocumentOrShadowRoot = document): HTMLElement | null {
  let active = start.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** Open dialog panels, innermost last; only the innermost one guards focus. */
const openDialogs: HTMLElement[] = [];

function activeIn(node: Node): HTMLElement | null {
  return deepActiveElement(node.getRootNode() as unknown as DocumentOrShadowRoot);
}

export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
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
  const { backdrop, header, heading, close, body, descriptionClass, footerClass } = sheet;
  const overlayRoot = useOverlayRoot();
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;
  // Read once, while rendering the opening commit, before anything inside can take focus.
  const [returnFocusTo] = useState(() => deepActiveElement());
  const pointerDownOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    openDialogs.push(panel);
    if (!panel.contains(activeIn(panel))) (initialFocusRef?.current ?? focusableIn(panel)[0] ?? panel).focus();

    // Pull focus back if something outside the top-most dialog (in the same root) receives it.
    const root = panel.getRootNode() as Document | ShadowRoot;
    const onFocusIn = (event: Event) => {
      const target = event.composedPath()[0];
      if (openDialogs[openDialogs.length - 1] !== panel) return;
      if (target instanceof Node && !panel.contains(target)) (focusableIn(panel)[0] ?? panel).focus();
    };
    root.addEventListener('focusin', onFocusIn);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      openDialogs.splice(openDialogs.indexOf(panel), 1);
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
    // Focus moves in on open and returns on close only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = panelRef.current;
    if (!panel) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onClose('escape');
      return;
    }
    // React bubbles events through portals: ignore keys from a nested dialog.
    if (event.key !== 'Tab' || !panel.contains(event.target as Node)) return;
    const items = focusableIn(panel);
    const first = items[0];
    const last = items[items.length - 1];
    const active = activeIn(panel);
    if (!first || !last) {
      event.preventDefault();
      panel.focus();
    } else if (event.shiftKey && (active === first || active === panel || !panel.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };


  const dialog = (
    <div
      part="dialog-backdrop"
      className={backdrop}
      onPointerDown={(event) => {
        pointerDownOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a press that starts and ends on the backdrop closes (not a text selection drag).
        if (dismissible && event.target === event.currentTarget && pointerDownOnBackdrop.current) onClose('backdrop');
        pointerDownOnBackdrop.current = false;
      }}
    >
      <div
        ref={panelRef}
        part="dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className={[sheet.panel, sheet[size], className ?? ''].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
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
      </div>
    </div>
  );

  // Never document.body: the overlay root sits inside the shadow root and carries its styles.
  return overlayRoot ? createPortal(dialog, overlayRoot) : dialog;
}
