import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSheet } from '../theme/define-styles';
import { styles } from './menu-button.styles';
import { menuKeyAction } from './menu-keys';

export interface MenuItem {
  id: string;
  label: string;
  onSelect: () => void;
}

export interface MenuButtonProps {
  /** Accessible name of the button (it may show only an icon). */
  label: string;
  /** What the button shows; the label is used when omitted. */
  children?: ReactNode;
  items: readonly MenuItem[];
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  className?: string;
}

/**
 * The WAI-ARIA menu button: Enter, Space or Arrow Down open the menu on its first item, Arrow Up
 * on its last; arrows, Home, End and first letters move; Enter or Space choose; Escape closes and
 * returns focus to the button; Tab or a click outside closes. Rendered in place, inside the
 * element's shadow root.
 */
export function MenuButton({ label, children, items, align = 'end', className }: MenuButtonProps) {
  const { wrapper, button, item, menu, menuAtEnd } = useSheet(styles);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const openAt = (index: number) => {
    setFocusIndex((index + items.length) % items.length);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  // A press anywhere outside the button and the menu closes it (across shadow boundaries).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      const wrapper = wrapperRef.current;
      if (wrapper && !event.composedPath().includes(wrapper)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space open through the button's click (which also puts focus on the first item).
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const action = menuKeyAction(event.key, focusIndex, items.map((entry) => entry.label));
    if (!action) return;
    if (action.kind === 'tab') return setOpen(false);
    event.preventDefault();
    if (action.kind === 'close') {
      event.stopPropagation();
      close(true);
    } else setFocusIndex(action.index);
  };

  return (
    <div ref={wrapperRef} className={[wrapper, className ?? ''].filter(Boolean).join(' ')}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        part="menu-button"
        className={button}
        aria-label={children ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {children ?? label}
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          part="menu"
          aria-labelledby={buttonId}
          className={align === 'end' ? `${menu} ${menuAtEnd}` : menu}
          onKeyDown={onMenuKeyDown}
          onBlur={(event) => {
            const next = event.relatedTarget as Node | null;
            if (next && !wrapperRef.current?.contains(next)) setOpen(false);
          }}
        >
          {items.map((entry, index) => (
            <li key={entry.id} role="none">
              <button
                ref={(node) => {
                  itemRefs.current[index] = node;
                }}
                type="button"
                role="menuitem"
                part="menu-item"
                tabIndex={index === focusIndex ? 0 : -1}
                className={item}
                onClick={() => {
                  close(true);
                  entry.onSelect();
                }}
              >
                {entry.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
