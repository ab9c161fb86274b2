import { createContext, ContextRoot } from '@lit/context';
import type { RxConfigLayer } from './config-types';

/** Provided by <rx-config> through the Context Community Protocol. */
export const rxConfigContext = createContext<RxConfigLayer>(Symbol.for('rx-config'));

let contextRootAttached = false;

/**
 * Requests made before an <rx-config> is upgraded are kept by a ContextRoot and answered
 * when the provider appears, so script order on the host page does not matter.
 */
export function ensureContextRoot(): void {
  if (contextRootAttached || typeof document === 'undefined') return;
  contextRootAttached = true;
  new ContextRoot().attach(document.documentElement);
}

declare global {
  interface Window {
    rxConfig?: RxConfigLayer;
    __nonce__?: string;
  }
}

export function globalConfigLayer(): RxConfigLayer | undefined {
  if (typeof window === 'undefined') return undefined;
  const layer = window.rxConfig;
  if (window.__nonce__ && !layer?.nonce) return { ...layer, nonce: window.__nonce__ };
  return layer;
}
