/**
 * The bench's floor: the least a React 19 custom element can cost. A bare "hello" component
 * wrapped by @r2wc/core with the plain React renderer (one root, render, unmount) in an open
 * shadow root, built exactly like the library (see vite.config.ts in this folder). Every
 * element's download and first render is reported beside this one.
 */
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import r2wc, { type R2WCBaseProps } from '@r2wc/core';

interface HelloProps extends R2WCBaseProps {
  name?: string;
}

function Hello({ name }: HelloProps) {
  return createElement('p', null, `Hello, ${name ?? 'world'}!`);
}

const renderer = {
  mount(container: HTMLElement, component: ComponentType<HelloProps>, props: HelloProps) {
    const root = createRoot(container);
    root.render(createElement(component, props));
    return { root, component };
  },
  update({ root, component }: { root: Root; component: ComponentType<HelloProps> }, props: HelloProps) {
    root.render(createElement(component, props));
  },
  unmount({ root }: { root: Root }) {
    root.unmount();
  },
};

if (!customElements.get('rx-floor')) {
  customElements.define('rx-floor', r2wc(Hello, { shadow: 'open', props: { name: 'string' } }, renderer));
}
