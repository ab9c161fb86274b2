import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useEmit } from '../context/element-context';
import { appHref } from '../context/app-href';

export interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** App path, e.g. "/chat" or "/survey?survey_event_id=4". */
  to: string;
  /** Route state handed to the next screen. */
  state?: Record<string, unknown>;
  children: ReactNode;
}

/**
 * A link to another screen of the portal. A plain click emits `rx-navigate` from the element; when
 * the portal (or the host page) handles it, the browser does not follow the href. Modified clicks
 * (new tab, new window) keep the browser's behaviour.
 */
export function NavLink({ to, state, onClick, children, ...rest }: NavLinkProps) {
  const emit = useEmit();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const notHandled = emit('rx-navigate', state ? { path: to, state } : { path: to });
    if (!notHandled) event.preventDefault();
  };
  return (
    <a {...rest} href={appHref(to)} onClick={handleClick}>
      {children}
    </a>
  );
}
