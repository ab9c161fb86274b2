import { useEffect, useLayoutEffect, useState } from 'react';
import { SETTLE_AT_NEWEST_MS, showsNewestAtEnd } from '../model/message-timeline';

/**
 * Whether a conversation just opened may be painted. The first scroll to the newest message
 * positions rows from estimated heights; the virtualiser corrects it once the tall rows are
 * measured, a frame or more later. Until the newest row sits at the bottom (checked after each
 * render, before the paint, whenever one of `layoutChanges` changes) the rows stay unpainted,
 * SETTLE_AT_NEWEST_MS at most from the first rows.
 */
export function useSettledAtNewest(
  timeline: React.RefObject<HTMLElement | null>,
  rows: React.RefObject<HTMLElement | null>,
  count: number,
  layoutChanges: readonly unknown[],
): boolean {
  const [settled, setSettled] = useState(false);
  useLayoutEffect(() => {
    const element = timeline.current;
    const container = rows.current;
    if (settled || !element || !container || count === 0) return;
    const lastRow = container.querySelector(`:scope > [data-index="${count - 1}"]`);
    const placed = showsNewestAtEnd({
      distanceFromEnd: element.scrollHeight - element.scrollTop - element.clientHeight,
      lastRowBottom: lastRow ? lastRow.getBoundingClientRect().bottom : null,
      rowsBottom: container.getBoundingClientRect().bottom,
    });
    if (placed) setSettled(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the virtualiser's positions, passed in
  }, [settled, count, timeline, rows, ...layoutChanges]);
  // The limit counts from the first rows, not from the mount: messages slow to load still settle.
  const hasRows = count > 0;
  useEffect(() => {
    if (settled || !hasRows) return;
    const timer = setTimeout(() => setSettled(true), SETTLE_AT_NEWEST_MS);
    return () => clearTimeout(timer);
  }, [settled, hasRows]);
  return settled;
}
