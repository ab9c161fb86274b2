import type { MouseEvent, ReactNode } from 'react';
import { useEmit } from '../../../core/context/element-context';
import { appHref } from '../../../core/context/app-href';

/**
 * A link to another screen of the portal: a real link (it can be opened in a new tab), but a
 * plain click asks the host to navigate through `rx-navigate` instead of loading the page.
 * Addresses outside the portal (http:, https:) are ordinary links. App paths carry the portal's
 * base path, so a new tab opens the portal on that screen.
 */
export function NavLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const emit = useEmit();
  const external = /^[a-z][a-z0-9+.-]*:/i.test(to);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (external || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    emit('rx-navigate', { path: to });
  };
  return (
    <a href={external ? to : appHref(to)} className={className} part="link" onClick={onClick}>
      {children}
    </a>
  );
}
