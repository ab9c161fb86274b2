import { useCallback, useEffect, useRef } from 'react';
import { isShownEnough, SEEN_AFTER_MS } from '../model/message-timeline';

const THRESHOLDS = Array.from({ length: 21 }, (_, step) => step / 20);

/**
 * Reports the unread messages that have really been on screen (spec 01 §4): each message element
 * (with `data-msg-id`) is watched by an IntersectionObserver, which measures what the browser
 * actually drew, clipped by the timeline and the window; a message counts once it has stayed
 * shown enough (isShownEnough) for SEEN_AFTER_MS while the page is visible and the rows are
 * `painted` (rows kept under `visibility: hidden` are not on screen, though the observer, which
 * ignores visibility, finds them in place). Returns the ref callback for the message elements.
 *
 * The observer speaks only when a message crosses one of its thresholds (every 5 % of its
 * height). For a message taller than the timeline, "shown enough" (half the timeline) falls
 * between two of them, so a message already in view is measured again after each scroll and when
 * the rows become painted.
 */
export function useSeenMessages(
  timeline: React.RefObject<HTMLElement | null>,
  unread: ReadonlySet<number>,
  onSeen: (msgIds: number[]) => void,
  painted: boolean,
): (node: HTMLElement | null) => void | (() => void) {
  const unreadRef = useRef(unread);
  unreadRef.current = unread;
  const onSeenRef = useRef(onSeen);
  onSeenRef.current = onSeen;
  const paintedRef = useRef(painted);
  paintedRef.current = painted;
  /** The messages shown enough right now, with the timer that will report them. */
  const shown = useRef(new Map<number, ReturnType<typeof setTimeout> | null>());
  /** Every message element observed, and those in view but not shown enough (yet). */
  const watched = useRef(new Set<HTMLElement>());
  const inViewNotEnough = useRef(new Set<HTMLElement>());
  const observer = useRef<IntersectionObserver | null>(null);

  const arm = useCallback((msgId: number) => {
    if (globalThis.document?.visibilityState === 'hidden') return shown.current.set(msgId, null);
    shown.current.set(
      msgId,
      setTimeout(() => {
        shown.current.set(msgId, null);
        if (unreadRef.current.has(msgId)) onSeenRef.current([msgId]);
      }, SEEN_AFTER_MS),
    );
  }, []);

  const forget = useCallback((msgId: number) => {
    const timer = shown.current.get(msgId);
    if (timer) clearTimeout(timer);
    shown.current.delete(msgId);
  }, []);

  const observerOf = useCallback(() => {
    observer.current ??= new IntersectionObserver(
      (entries) => {
        const height = timeline.current?.clientHeight ?? 0;
        for (const entry of entries) {
          const target = entry.target as HTMLElement;
          const msgId = Number(target.dataset.msgId);
          const enough = paintedRef.current && entry.isIntersecting && isShownEnough(entry.intersectionRect.height, entry.boundingClientRect.height, height);
          if (entry.isIntersecting && !enough) inViewNotEnough.current.add(target);
          else inViewNotEnough.current.delete(target);
          if (!enough) forget(msgId);
          else if (!shown.current.has(msgId)) arm(msgId);
        }
      },
      { threshold: THRESHOLDS },
    );
    return observer.current;
  }, [arm, forget, timeline]);

  /** A fresh measurement of these elements: observing an element again always reports it once. */
  const measureAgain = useCallback((nodes: Iterable<HTMLElement>) => {
    const io = observer.current;
    if (!io) return;
    for (const node of [...nodes]) {
      io.unobserve(node);
      io.observe(node);
    }
  }, []);

  // Painted (or hidden again): what is in place counts from now.
  useEffect(() => measureAgain(watched.current), [painted, measureAgain]);

  // After each scroll (once a frame), the messages in view but not shown enough are measured again.
  useEffect(() => {
    const element = timeline.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      if (frame || inViewNotEnough.current.size === 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measureAgain(inViewNotEnough.current);
      });
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [timeline, measureAgain]);

  // A hidden page reads nothing; back in view, what is on screen counts from then.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      for (const [msgId, timer] of shown.current) if (timer === null && unreadRef.current.has(msgId)) arm(msgId);
    };
    document.addEventListener('visibilitychange', onVisibility);
    const timers = shown.current;
    const nodes = watched.current;
    const near = inViewNotEnough.current;
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      observer.current?.disconnect();
      observer.current = null;
      for (const timer of timers.values()) if (timer) clearTimeout(timer);
      timers.clear();
      nodes.clear();
      near.clear();
    };
  }, [arm]);

  return useCallback(
    (node: HTMLElement | null) => {
      if (!node) return;
      const io = observerOf();
      io.observe(node);
      watched.current.add(node);
      return () => {
        io.unobserve(node);
        watched.current.delete(node);
        inViewNotEnough.current.delete(node);
        forget(Number(node.dataset.msgId));
      };
    },
    [forget, observerOf],
  );
}
