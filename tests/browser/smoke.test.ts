import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

describe('browser harness', () => {
  it('renders React into a shadow root', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const r = createRoot(root);
    r.render(createElement('p', null, 'hello'));
    await new Promise((res) => setTimeout(res, 50));
    expect(root.querySelector('p')?.textContent).to.equal('hello');
    r.unmount();
    host.remove();
  });
});
