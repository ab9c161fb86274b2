import { expect } from '@open-wc/testing';
import { useRef } from 'react';
import { useSeenMessages } from '../../../src/features/chat/hooks/use-seen-messages';
import { SEEN_AFTER_MS } from '../../../src/features/chat/model/message-timeline';
import { renderInShadow, type ShadowRender } from '../ui/render-in-shadow';
import { nextFrame, waitFor } from '../support/wait';

/** A timeline 200 px high over a spacer and messages of the given heights (ids 1, 2, ...). */
function Timeline({ heights, painted, onSeen }: { heights: number[]; painted: boolean; onSeen: (ids: number[]) => void }) {
  const timeline = useRef<HTMLDivElement>(null);
  const watch = useSeenMessages(timeline, new Set(heights.map((_, index) => index + 1)), onSeen, painted);
  return (
    <div ref={timeline} data-timeline style={{ height: 200, overflowY: 'auto' }}>
      <div style={{ height: 400 }} />
      {heights.map((height, index) => (
        <div key={index} ref={watch} data-msg-id={index + 1} style={{ height, visibility: painted ? undefined : 'hidden' }} />
      ))}
    </div>
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useSeenMessages', () => {
  let view: ShadowRender | undefined;
  afterEach(() => {
    view?.cleanup();
    view = undefined;
  });

  const mount = (heights: number[], painted = true) => {
    const seen: number[] = [];
    const onSeen = (ids: number[]) => seen.push(...ids);
    view = renderInShadow(<Timeline heights={heights} painted={painted} onSeen={onSeen} />);
    const timeline = view.root.querySelector<HTMLElement>('[data-timeline]')!;
    return { seen, timeline, repaint: (now: boolean) => view!.rerender(<Timeline heights={heights} painted={now} onSeen={onSeen} />) };
  };

  /** Scrolls so that `shown` px of the first message (it starts 400 px down) are in the 200 px timeline, and lets a frame pass. */
  const showFirst = async (timeline: HTMLElement, shown: number) => {
    timeline.scrollTop = 400 - 200 + shown;
    await nextFrame();
    await nextFrame();
  };

  it('reports a message shown enough for SEEN_AFTER_MS, and not one shown less', async () => {
    const { seen, timeline } = mount([150]);
    await showFirst(timeline, 60);
    await pause(SEEN_AFTER_MS + 300);
    expect(seen).to.deep.equal([]);
    await showFirst(timeline, 150);
    await waitFor(() => seen.length > 0, 3000, 'the message read');
    expect(seen).to.deep.equal([1]);
  });

  it('reports a message taller than the timeline once half the timeline shows it, even between two observer thresholds', async () => {
    // 900 px: enough from 100 px shown (ratio 0.111); the observer's thresholds on each side are 0.10 and 0.15.
    const { seen, timeline } = mount([900]);
    await showFirst(timeline, 95);
    await pause(SEEN_AFTER_MS + 300);
    expect(seen, 'not yet half the timeline').to.deep.equal([]);
    await showFirst(timeline, 125);
    await waitFor(() => seen.length > 0, SEEN_AFTER_MS + 2000, 'the tall message read');
    expect(seen).to.deep.equal([1]);
  });

  it('reports nothing while the rows are not painted, then what is on screen once they are', async () => {
    const { seen, timeline, repaint } = mount([150], false);
    await showFirst(timeline, 150);
    await pause(SEEN_AFTER_MS + 300);
    expect(seen, 'unpainted rows are not seen').to.deep.equal([]);
    repaint(true);
    await waitFor(() => seen.length > 0, SEEN_AFTER_MS + 2000, 'the message read once painted');
    expect(seen).to.deep.equal([1]);
  });
});
