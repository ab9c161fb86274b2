import { requestContextConfig } from '../config/request-context-config';
import type { RxConfigLayer } from '../config/config-types';

/** The <rx-config> layer of one element as a tiny external store (read with useSyncExternalStore). */
export interface ContextConfigSource {
  get(): RxConfigLayer | undefined;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export function createContextConfigSource(host: Element): ContextConfigSource {
  let value: RxConfigLayer | undefined;
  const listeners = new Set<() => void>();
  // Answered synchronously when the provider is already upgraded, so the first render has it.
  const dispose = requestContextConfig(host, (next) => {
    value = next;
    listeners.forEach((listener) => listener());
  });
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      dispose();
      listeners.clear();
    },
  };
}
