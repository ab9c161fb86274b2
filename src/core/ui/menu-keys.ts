/**
 * What a key pressed in an open menu does (WAI-ARIA menu button): move focus to another item,
 * close the menu (Escape, focus back on the button), or let Tab close it and move on.
 */
export type MenuKeyAction = { kind: 'focus'; index: number } | { kind: 'close' } | { kind: 'tab' };

/**
 * Arrows wrap around, Home and End go to the ends, a printable letter goes to the next item
 * whose label starts with it (from the one after the focused item); other keys do nothing.
 */
export function menuKeyAction(key: string, focusIndex: number, labels: readonly string[]): MenuKeyAction | null {
  const last = labels.length - 1;
  switch (key) {
    case 'ArrowDown':
      return { kind: 'focus', index: focusIndex >= last ? 0 : focusIndex + 1 };
    case 'ArrowUp':
      return { kind: 'focus', index: focusIndex <= 0 ? last : focusIndex - 1 };
    case 'Home':
      return { kind: 'focus', index: 0 };
    case 'End':
      return { kind: 'focus', index: last };
    case 'Escape':
      return { kind: 'close' };
    case 'Tab':
      return { kind: 'tab' };
  }
  if (key.length !== 1 || !/\S/.test(key)) return null;
  const letter = key.toLowerCase();
  const order = labels.map((_, i) => (focusIndex + 1 + i) % labels.length);
  const match = order.find((i) => labels[i]!.trim().toLowerCase().startsWith(letter));
  return match === undefined ? null : { kind: 'focus', index: match };
}
