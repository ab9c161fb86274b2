import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useEmit, useHostElement, useRxConfig } from '../context/element-context';
import { portalBaseFor } from '../context/app-href';

export interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** App path, e.g. "/chat" or "/survey?survey_event_id=4". */
  to: string;
  /** Route state handed to the next screen. */
  state?: Record<string, unknown>;
  children: ReactNode;
}

const isExternal = (to: string) => /^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//');
const isModified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The href and click handler of a link to another screen of the portal. The href is the screen's
 * real address (the portal's, see `portalBaseFor`), so it opens in a new tab too. A plain click
 * emits `rx-navigate` from the element: when the portal (or the host page) handles it by
 * cancelling the event, the browser does not follow the href; when nobody does, the browser
 * follows it only if it leads to a portal, otherwise the host page routes by the event alone.
 * Modified clicks (new tab, new window) and addresses outside the portal keep the browser's behaviour.
 */
export function useAppLink(to: string, state?: Record<string, unknown>) {
  const emit = useEmit();
  const host = useHostElement();
  const { portalUrl } = useRxConfig();
  if (isExternal(to)) return { href: to, onClick: () => undefined };
  const base = portalBaseFor(host, portalUrl);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || isModified(event)) return;
    const notHandled = emit('rx-navigate', state ? { path: to, state } : { path: to });
    if (!notHandled || base === null) event.preventDefault();
  };
  return { href: `${base ?? ''}${to}`, onClick };
}

/** A link to another screen of the portal (see `useAppLink`). */
export function NavLink({ to, state, onClick, children, ...rest }: NavLinkProps) {
  const link = useAppLink(to, state);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    link.onClick(event);
  };
  return (
    <a {...rest} href={link.href} onClick={handleClick}>
      {children}
    </a>
  );
}
