import { createContext, useCallback, useContext } from 'react';
import type { RxConfig } from '../config/config-types';
import type { Brand } from '../brand/brands';
import { emitRxEvent, type RxEventMap, type RxEventName } from '../events/emit';

export interface ElementContextValue {
  host: HTMLElement;
  config: RxConfig;
  brand: Brand;
}

export const ElementContext = createContext<ElementContextValue | null>(null);

function useElementContext(): ElementContextValue {
  const value = useContext(ElementContext);
  if (!value) throw new Error('This hook must be used inside an rx element');
  return value;
}

export const useHostElement = () => useElementContext().host;
export const useRxConfig = () => useElementContext().config;
export const useBrand = () => useElementContext().brand;

/** Dispatches an `rx-*` event from this element's host. */
export function useEmit() {
  const host = useHostElement();
  return useCallback(<K extends RxEventName>(name: K, detail: RxEventMap[K]) => emitRxEvent(host, name, detail), [host]);
}
