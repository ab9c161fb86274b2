import type { Page } from '@playwright/test';

const TALL_LINES = 12;

/** A message of 13 lines, several of which fill the timeline: "Message n of 12" and its lines. */
export const tallBody = (n: number) => [`Message ${n} of 12`, ...Array.from({ length: TALL_LINES }, (_, line) => `Line ${line + 1} of message ${n}.`)].join('\n');

/**
 * Records, after every painted frame, which messages of the open timeline were on screen (at
 * least half of the message, or half of the timeline for one taller than it; a message the page
 * does not paint, under `visibility: hidden`, is not on screen). Found through the open shadow
 * roots of the page. Returns a reader of the frames recorded so far, oldest first.
 */
export async function recordVisibleFrames(page: Page): Promise<() => Promise<number[][]>> {
  await page.evaluate(() => {
    const frames: number[][] = [];
    (window as unknown as { visibleFrames: number[][] }).visibleFrames = frames;
    const deep = (root: Document | ShadowRoot, selector: string): Element | null => {
      const found = root.querySelector(selector);
      if (found) return found;
      for (const host of root.querySelectorAll('*')) {
        const inner = host.shadowRoot && deep(host.shadowRoot, selector);
        if (inner) return inner;
      }
      return null;
    };
    const sample = () => {
      const timeline = deep(document, '[part~="timeline"]');
      if (timeline) {
        const box = timeline.getBoundingClientRect();
        const visible = [...timeline.querySelectorAll('[data-msg-id]')]
          .filter((bubble) => {
            if (!bubble.checkVisibility({ visibilityProperty: true })) return false;
            const rect = bubble.getBoundingClientRect();
            const shown = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
            return shown >= Math.min(rect.height, box.height) / 2;
          })
          .map((bubble) => Number(bubble.getAttribute('data-msg-id')));
        if (visible.length > 0) frames.push(visible);
      }
      // After the frame is painted: a task queued from the frame's callback.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = sample;
        channel.port2.postMessage(null);
      });
    };
    sample();
  });
  return () => page.evaluate(() => (window as unknown as { visibleFrames: number[][] }).visibleFrames);
}
