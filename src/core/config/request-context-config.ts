import { ContextEvent as ContextRequestEvent } from '@lit/context';
import { ensureContextRoot, rxConfigContext } from './config-context';
import type { RxConfigLayer } from './config-types';

/** Asks the nearest <rx-config> ancestor for its config, and follows its changes. */
export function requestContextConfig(host: Element, onValue: (layer: RxConfigLayer) => void): () => void {
  ensureContextRoot();
  let unsubscribe: (() => void) | undefined;
  host.dispatchEvent(
    new ContextRequestEvent(
      rxConfigContext,
      host,
      (value, dispose) => {
        unsubscribe = dispose;
        onValue(value);
      },
      true,
    ),
  );
  return () => unsubscribe?.();
}
