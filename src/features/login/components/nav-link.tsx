import type { ReactNode } from 'react';
import { useAppLink } from '../../../core/ui/nav-link';

/**
 * A link of the login screen: an app path (a portal screen, see `useAppLink`: a real link that
 * a plain click turns into `rx-navigate`) or an ordinary link to an address outside the portal.
 */
export function NavLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const { href, onClick } = useAppLink(to);
  return (
    <a href={href} className={className} part="link" onClick={onClick}>
      {children}
    </a>
  );
}
