import { createContext, useContext, type ReactNode } from 'react';

/**
 * The element inside the shadow root that dialogs, menus and toasts portal into.
 * Portals into document.body would lose the shadow root's styles.
 */
const OverlayRootContext = createContext<HTMLElement | null>(null);

export function OverlayRootProvider({ value, children }: { value: HTMLElement | null; children: ReactNode }) {
  return <OverlayRootContext.Provider value={value}>{children}</OverlayRootContext.Provider>;
}

export function useOverlayRoot(): HTMLElement | null {
  return useContext(OverlayRootContext);
}
