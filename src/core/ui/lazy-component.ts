import { createElement, use, useEffect, type ComponentType } from 'react';

export interface LazyComponent<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /** Starts loading the code (once); resolves when the component can render without waiting. */
  preload(): Promise<unknown>;
}

/**
 * A component whose code loads on demand: a later screen or step that the first screen does not
 * need. Before its code is in, rendering it suspends (the nearest Suspense boundary shows its
 * fallback); once loaded, by `preload()` or a first render, it renders at once. A failed load is
 * retried on the next render.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  // `status`/`value` on the promise tell React's use() that it has settled: no suspending once loaded.
  type Loading = Promise<ComponentType<P>> & { status?: 'fulfilled'; value?: ComponentType<P> };
  let loading: Loading | undefined;
  const preload = (): Loading => {
    if (!loading) {
      const promise: Loading = load().then(
        (component) => Object.assign(promise, { status: 'fulfilled' as const, value: component }).value!,
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      loading = promise;
    }
    return loading;
  };
  function Lazy(props: P) {
    return createElement(use(preload() as Promise<ComponentType<P>>), props);
  }
  return Object.assign(Lazy, { preload });
}

/** What a person does first on a page: the later screens' code is worth loading from then on. */
const firstInputEvents = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Runs `run` once, when the browser is idle after the first input anywhere on the page (events
 * from inside shadow roots reach the document too). On a phone, code fetched and compiled while
 * the first screen and its data still load would compete with them; a patient who starts typing
 * or tapping gives that code the seconds it needs before the next screen.
 */
const afterFirstInput = (run: () => void): (() => void) => {
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    stopListening();
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 1000 });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 50);
      cancelIdle = () => clearTimeout(id);
    }
  };
  const stopListening = () => {
    for (const type of firstInputEvents) document.removeEventListener(type, start, true);
  };
  for (const type of firstInputEvents) document.addEventListener(type, start, { capture: true, passive: true });
  return () => {
    stopListening();
    cancelIdle?.();
  };
};

/** Loads the code of `components` once the patient first interacts with the page (see afterFirstInput). */
export function usePreloadOnFirstInput(...components: Array<Pick<LazyComponent<never>, 'preload'>>): void {
  useEffect(
    () =>
      afterFirstInput(() => {
        for (const component of components) component.preload().catch(() => undefined);
      }),
    // The list is fixed for a component's life (module-level lazy components).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}
