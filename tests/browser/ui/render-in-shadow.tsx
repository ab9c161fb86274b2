import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { baseStyles } from '../../../src/core/theme/base-styles';
import { createShadowStyleTarget, type ShadowStyleTarget } from '../../../src/core/theme/shadow-style-target';
import { bindStyles, StyleProvider } from '../../../src/core/theme/style-context';
import { defaultPalette } from '../../../src/core/theme/tokens';
import { OverlayRootProvider } from '../../../src/core/ui/overlay-root';
import { ToastProvider } from '../../../src/core/ui/toast';

export interface ShadowRender {
  host: HTMLDivElement;
  root: ShadowRoot;
  /** The element React renders into (inside `.rx-root`). */
  container: HTMLElement;
  /** Where dialogs and toasts portal to. */
  overlay: HTMLElement;
  styles: ShadowStyleTarget;
  rerender(node: ReactNode): void;
  cleanup(): void;
}

/** Renders a tree the way an rx element does: open shadow root, bound goober, overlay root, toasts. */
export function renderInShadow(node: ReactNode): ShadowRender {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const styles = createShadowStyleTarget(root, baseStyles(defaultPalette));
  const container = document.createElement('div');
  container.className = 'rx-root';
  const overlay = document.createElement('div');
  overlay.className = 'rx-root';
  overlay.setAttribute('data-overlay-root', '');
  root.append(container, overlay);
  const bound = bindStyles(styles.gooberTarget);
  const reactRoot: Root = createRoot(container);

  // The rules reach the sheet once per microtask; these tests read computed styles at once.
  const render = (tree: ReactNode) => {
    flushSync(() =>
      reactRoot.render(
        <StyleProvider value={bound}>
          <OverlayRootProvider value={overlay}>
            <ToastProvider closeLabel="Dismiss">{tree}</ToastProvider>
          </OverlayRootProvider>
        </StyleProvider>,
      ),
    );
    styles.flush();
  };
  render(node);

  return {
    host,
    root,
    container,
    overlay,
    styles,
    rerender: render,
    cleanup() {
      flushSync(() => reactRoot.unmount());
      styles.detach();
      host.remove();
    },
  };
}

/** The focused element inside the shadow root (document.activeElement is the host). */
export const activeIn = (root: ShadowRoot) => root.activeElement;

/** The form control labelled by the <label> whose text is `text`. */
export function getByLabel<T extends HTMLElement = HTMLElement>(root: ShadowRoot, text: string): T {
  const label = Array.from(root.querySelectorAll('label')).find((l) => l.textContent?.replace('*', '').trim() === text);
  if (!label) throw new Error(`no label "${text}"`);
  const control = label.control;
  if (!control) throw new Error(`label "${text}" is not associated with a control`);
  return control as unknown as T;
}

export function key(target: Element, keyName: string, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key: keyName, bubbles: true, composed: true, cancelable: true, ...init });
  flushSync(() => target.dispatchEvent(event));
  return event;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Clicks and flushes React's resulting update (discrete updates otherwise land in a microtask). */
export function click(target: HTMLElement) {
  flushSync(() => target.click());
}
