import { sendKeys } from '@web/test-runner-commands';

/**
 * Presses Tab (Shift+Tab when `backwards`) with the real keyboard until `target` has focus, at most
 * `max` times; returns where focus went after each press, `null` when no element of the page had
 * it. Past the last control of a modal <dialog> the browser moves focus out of the page (to its
 * own controls; nowhere in a headless browser), never to the page behind, and the next press
 * comes back to the dialog's first control.
 */
export async function tabUntil(root: ShadowRoot, target: Element, { backwards = false, max = 6 } = {}): Promise<Array<Element | null>> {
  const path: Array<Element | null> = [];
  if (backwards) await sendKeys({ down: 'Shift' });
  try {
    for (let presses = 0; presses < max && root.activeElement !== target; presses++) {
      await sendKeys({ press: 'Tab' });
      path.push(document.activeElement === document.body ? null : root.activeElement);
    }
  } finally {
    if (backwards) await sendKeys({ up: 'Shift' });
  }
  return path;
}

/** Every stop of a `tabUntil` path is inside `dialog` or out of the page, and the last one is where it was going. */
export function staysIn(dialog: Element, path: Array<Element | null>, target: Element): boolean {
  return path.at(-1) === target && path.every((stop) => stop === null || dialog.contains(stop));
}
