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

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

/** Loads the code of `components` once the first screen is up and the browser is idle. */
export function usePreloadWhenIdle(...components: Array<Pick<LazyComponent<never>, 'preload'>>): void {
  useEffect(
    () =>
      whenIdle(() => {
        for (const component of components) component.preload().catch(() => undefined);
      }),
    // The list is fixed for a component's life (module-level lazy components).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}
