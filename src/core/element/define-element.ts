import { createElement, startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import r2wc from '@r2wc/core';
import { ElementRoot, type ElementRuntime } from './element-root';
import { createContextConfigSource } from './context-config-source';
import { createShadowStyleTarget } from '../theme/shadow-style-target';
import { commonAttributes } from './common-attributes';
import { baseStyles } from '../theme/base-styles';
import { defaultPalette, kebab } from '../theme/tokens';
import { resolveConfig } from '../config/resolve-config';
import { globalConfigLayer } from '../config/config-context';

/**
 * How a prop reaches the widget: from an attribute of that type, or ('property') only as a
 * property set from JavaScript, never reflected to an attribute (objects that should not show
 * in the DOM, such as a stored request).
 */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json' | 'property';

/** An element's own attributes and properties: props of its widget only. */
export type ElementAttributes<P, A> = Partial<Record<Extract<keyof P, string>, AttributeType>> & Record<Exclude<keyof A, keyof P>, never>;

export interface RxElementDefinition<P, A extends ElementAttributes<P, A> = ElementAttributes<P, object>> {
  tag: `rx-${string}`;
  widget: ComponentType<P>;
  /** The element's own attributes and properties (camelCase prop name -> type); the common ones are added. */
  attributes?: A;
  /** Providers around the widget beyond the shared ones (the QueryClient, for `defineRxElement`). */
  scope?: ComponentType<{ children: ReactNode }>;
}

/** The DOM type of an element: its own attributes and properties, typed as its widget's props. */
export type RxElementOf<P, A> = HTMLElement & { [K in keyof A & keyof P]?: P[K] };


interface Mounted {
  root: Root;
  mountPoint: HTMLElement;
  runtime: ElementRuntime;
  widget: ComponentType<Record<string, unknown>>;
}

const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
const R2WC_CONNECTED = Symbol.for('r2wc.connected');


/**
 * Defines `tag` as a custom element rendering `widget` in an open shadow root, with the shared
 * providers (i18next, session, config, theme) and the definition's `scope`. Each element is its
 * own React root, mounted on connect and unmounted on disconnect. Defining the same tag twice is a no-op.
 */
export function defineElement<P, A extends ElementAttributes<P, A> = ElementAttributes<P, object>>(definition: RxElementDefinition<P, A>): CustomElementConstructor {
  const existing = customElements.get(definition.tag);
  if (existing) return existing;

  const widget = definition.widget as unknown as ComponentType<Record<string, unknown>>;
  const renderer = {
    mount(container: HTMLElement, _component: unknown, props: Record<string, unknown>): Mounted {
      const shadow = container as unknown as ShadowRoot;
      const host = shadow.host as HTMLElement;
      const contextConfig = createContextConfigSource(host);
      const nonce = resolveConfig({ context: contextConfig.get(), global: globalConfigLayer() }).nonce;
      const styleTarget = createShadowStyleTarget(shadow, baseStyles(defaultPalette), nonce);
      const mountPoint = document.createElement('div');
      mountPoint.className = 'rx-mount';
      shadow.append(mountPoint);
      const root = createRoot(mountPoint);
      const mounted: Mounted = { root, mountPoint, runtime: { host, contextConfig, styleTarget, scope: definition.scope }, widget };
      renderer.update(mounted, props);
      return mounted;
    },
    update(mounted: Mounted, props: Record<string, unknown>) {
      const { container: _container, ...rest } = props;
      // Renders from the host's side (the mount, a changed attribute or property) are transitions:
      // React renders them in slices of a few milliseconds and lets the page answer in between,
      // instead of one long task while the whole widget renders.
      startTransition(() => mounted.root.render(createElement(ElementRoot, { ...rest, runtime: mounted.runtime, widget: mounted.widget })));
    },
    unmount(mounted: Mounted) {
      mounted.root.unmount();
      mounted.mountPoint.remove();
      mounted.runtime.styleTarget.detach();
      mounted.runtime.contextConfig.dispose();
    },
  };

  const props = { ...commonAttributes, ...(definition.attributes ?? {}) } as Record<string, AttributeType>;
  const Base = r2wc(widget as ComponentType<Record<string, unknown>>, { shadow: 'open', props: props as never }, renderer as never) as unknown as {
    new (): HTMLElement & Record<symbol, unknown>;
    prototype: HTMLElement;
  };

  class RxElement extends Base {
    constructor() {
      super();
      // r2wc starts out "connected", so a property or attribute set on an element not yet in the
      // document (as <rx-portal> sets route state) would mount it detached, where no <rx-config>
      // answers its context request. It mounts on connect, with every value set before.
      this[R2WC_CONNECTED] = this.isConnected;
    }

    /** r2wc ignores a removed attribute; we clear the prop so the widget sees it go. */
    attributeChangedCallback(name: string, oldValue: string | null, value: string | null) {
      const prop = value === null && Object.keys(props).find((p) => kebab(p) === name);
      if (prop) {
        (this[R2WC_PROPS] as Record<string, unknown>)[prop] = undefined;
        (this[R2WC_RENDER] as () => void).call(this);
        return;
      }
      (Base.prototype as unknown as { attributeChangedCallback(n: string, o: string | null, v: string | null): void }).attributeChangedCallback.call(
        this,
        name,
        oldValue,
        value,
      );
    }
  }

  customElements.define(definition.tag, RxElement);
  return RxElement;
}
