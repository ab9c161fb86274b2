import { expect } from '@open-wc/testing';
import { useLayoutEffect } from 'react';
import { defineRxElement } from '../../../src/core/element/define-rx-element';
import '../../../src/elements/host/rx-config';
import { waitFor } from '../support/wait';

/**
 * Counts the widget's committed renders. A render React starts and then throws away (a slice of a
 * transition interrupted by an update) calls the component again without committing it, so the
 * calls themselves are no measure.
 */
let widgetCommits = 0;
function Counted() {
  useLayoutEffect(() => {
    widgetCommits += 1;
  });
  return <p data-probe="counted">counted</p>;
}
defineRxElement({ tag: 'rx-test-counted', widget: Counted });

const ITEMS = 40;
const ITEM_MS = 4;
let timerFiredAt: number | undefined;
let timerScheduled = false;
let committedAt: number | undefined;

function busyFor(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // a component that takes a while to render
  }
}

function SlowItem({ index }: { index: number }) {
  if (index === 0 && !timerScheduled) {
    timerScheduled = true;
    setTimeout(() => (timerFiredAt = performance.now()), 0);
  }
  busyFor(ITEM_MS);
  return <li>{index}</li>;
}

function SlowList() {
  useLayoutEffect(() => {
    committedAt = performance.now();
  }, []);
  return (
    <ul>
      {Array.from({ length: ITEMS }, (_, index) => (
        <SlowItem key={index} index={index} />
      ))}
    </ul>
  );
}
defineRxElement({ tag: 'rx-test-slow-list', widget: SlowList });

function append(tag: string): HTMLElement {
  const element = document.createElement(tag);
  document.body.append(element);
  return element;
}

describe('an element mounting', () => {
  afterEach(() => document.body.querySelectorAll('rx-test-counted, rx-test-slow-list').forEach((element) => element.remove()));

  it('renders its widget once: the overlay root arriving after the first commit renders only the overlay users again', async () => {
    widgetCommits = 0;
    const element = append('rx-test-counted');
    await waitFor(() => element.shadowRoot?.querySelector('[data-probe="counted"]'), 3000, 'the widget');
    await waitFor(() => element.shadowRoot?.querySelector('.rx-overlay-root'), 3000, 'the overlay root');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(widgetCommits).to.equal(1);
  });

  it('renders a long widget in slices, so the page answers (a timer fires) before the widget is committed', async () => {
    const element = append('rx-test-slow-list');
    await waitFor(() => element.shadowRoot?.querySelectorAll('li').length === ITEMS, 5000, 'every item');
    await waitFor(() => timerFiredAt !== undefined, 1000, 'the timer');
    expect(committedAt).to.be.a('number');
    // One unsliced render would hold the timer until after the commit (ITEMS x ITEM_MS = 160 ms of rendering).
    expect(timerFiredAt!).to.be.lessThan(committedAt! - (ITEMS * ITEM_MS) / 2);
  });
});
