import { useEffect } from 'react';
import { onSessionExpired } from '../../../core/session/session-expiry';
import type { RxEventMap } from '../../../core/events/emit';
import type { RouteResolution } from '../model/guards';
import { LOGIN_PATH } from '../model/routes';
import type { PortalRouter } from '../model/router';

/**
 * Follows what asks the portal to go elsewhere: a guard's redirect, an `rx-navigate` event from a
 * widget or the host page (handled ones are cancelled), and an expired session (to the login
 * screen, which says so).
 */
export function useNavigationRequests(host: HTMLElement, router: PortalRouter, resolution: RouteResolution) {
  useEffect(() => {
    if (resolution.kind === 'redirect') router.navigate(resolution.to, { replace: true });
  }, [resolution, router]);

  useEffect(() => {
    const onNavigate = (event: Event) => {
      const detail = (event as CustomEvent<RxEventMap['rx-navigate']>).detail;
      if (event.defaultPrevented || !detail || typeof detail.path !== 'string') return;
      if (router.navigate(detail.path, { replace: detail.replace, state: detail.state ?? null })) event.preventDefault();
    };
    host.addEventListener('rx-navigate', onNavigate);
    return () => host.removeEventListener('rx-navigate', onNavigate);
  }, [host, router]);

  useEffect(() => onSessionExpired(() => router.navigate(LOGIN_PATH, { replace: true, state: { sessionExpired: true } })), [router]);
}
