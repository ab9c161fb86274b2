/**
 * The bench's floor: the least a React 19 custom element can cost. A bare "hello" component
 * wrapped by @r2wc/react-to-web-component in an open shadow root, built exactly like the library
 * (see vite.config.ts in this folder). Every element's download and first render is reported
 * beside this one.
 */
import { createElement } from 'react';
import r2wc from '@r2wc/react-to-web-component';

function Hello({ name }: { name?: string }) {
  return createElement('p', null, `Hello, ${name ?? 'world'}!`);
}

if (!customElements.get('rx-floor')) {
  customElements.define('rx-floor', r2wc(Hello, { shadow: 'open', props: { name: 'string' } }));
}
