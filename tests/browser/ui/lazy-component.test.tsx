import { expect } from '@open-wc/testing';
import { Suspense, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { lazyComponent } from '../../../src/core/ui/lazy-component';
import { waitFor } from '../support/wait';

/** A part of a screen whose code loads on demand (later steps, dialogs). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Greeting = ({ name }: { name: string }) => <p data-part="greeting">Hello {name}</p>;

describe('lazyComponent', () => {
  let container: HTMLElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    root.unmount();
    container.remove();
  });

  it('shows the fallback until its code is in, then the component with its props', async () => {
    const load = deferred<typeof Greeting>();
    const Lazy = lazyComponent(() => load.promise);
    flushSync(() =>
      root.render(
        <Suspense fallback={<p data-part="fallback">Loading</p>}>
          <Lazy name="Pat" />
        </Suspense>,
      ),
    );
    await waitFor(() => container.querySelector('[data-part="fallback"]'), 2000, 'fallback');
    expect(container.querySelector('[data-part="greeting"]')).to.equal(null);
    load.resolve(Greeting);
    await waitFor(() => container.querySelector('[data-part="greeting"]')?.textContent === 'Hello Pat', 2000, 'greeting');
  });

  it('once preloaded, renders in the same commit, without suspending', async () => {
    let loads = 0;
    const Lazy = lazyComponent(async () => {
      loads += 1;
      return Greeting;
    });
    await Lazy.preload();
    await Lazy.preload();
    let show: (value: boolean) => void = () => undefined;
    function Screen() {
      const [shown, setShown] = useState(false);
      show = setShown;
      return <Suspense fallback={<p data-part="fallback">Loading</p>}>{shown ? <Lazy name="Lee" /> : <p>First screen</p>}</Suspense>;
    }
    flushSync(() => root.render(<Screen />));
    flushSync(() => show(true));
    expect(container.querySelector('[data-part="fallback"]')).to.equal(null);
    expect(container.querySelector('[data-part="greeting"]')?.textContent).to.equal('Hello Lee');
    expect(loads).to.equal(1);
  });

  it('loads again after a failed load', async () => {
    let attempts = 0;
    const Lazy = lazyComponent(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network');
      return Greeting;
    });
    let failed = false;
    await Lazy.preload().catch(() => (failed = true));
    expect(failed).to.equal(true);
    await Lazy.preload();
    expect(attempts).to.equal(2);
    flushSync(() =>
      root.render(
        <Suspense fallback={null}>
          <Lazy name="Sam" />
        </Suspense>,
      ),
    );
    expect(container.querySelector('[data-part="greeting"]')?.textContent).to.equal('Hello Sam');
  });
});
