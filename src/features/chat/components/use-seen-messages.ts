import { useCallback, useEffect, useRef } from 'react';
import { isShownEnough, SEEN_AFTER_MS } from '../model/message-timeline';

const THRESHOLDS = Array.from({ length: 21 }, (_, step) => step / 20);

/**
 * Reports the unread messages that have really been on screen (spec 01 §4): each message element
 * (with `data-msg-id`) is watched by an IntersectionObserver, which measures what the browser
 * actually drew, clipped by the timeline and the window; a message counts once it has stayed
 * shown enough (isShownEnough) for SEEN_AFTER_MS while the page is visible. Returns the ref
 * callback for the message elements.
 */
export function useSeenMessages(
  timeline: React.RefObject<HTMLElement | null>,
  unread: ReadonlySet<number>,
  onSeen: (msgIds: number[]) => void,
): (node: HTMLElement | null) => void | (() => void) {
  const unreadRef = useRef(unread);
  unreadRef.current = unread;
  const onSeenRef = useRef(onSeen);
  onSeenRef.current = onSeen;
  /** The messages shown enough right now, with the timer that will report them. */
  const shown = useRef(new Map<number, ReturnType<typeof setTimeout> | null>());
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
          const msgId = Number((entry.target as HTMLElement).dataset.msgId);
          const enough = entry.isIntersecting && isShownEnough(entry.intersectionRect.height, entry.boundingClientRect.height, height);
          if (!enough) forget(msgId);
          else if (!shown.current.has(msgId)) arm(msgId);
        }
      },
      { threshold: THRESHOLDS },
    );
    return observer.current;
  }, [arm, forget, timeline]);

  // A hidden page reads nothing; back in view, what is on screen counts from then.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      for (const [msgId, timer] of shown.current) if (timer === null && unreadRef.current.has(msgId)) arm(msgId);
    };
    document.addEventListener('visibilitychange', onVisibility);
    const timers = shown.current;
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      observer.current?.disconnect();
      observer.current = null;
      for (const timer of timers.values()) if (timer) clearTimeout(timer);
      timers.clear();
    };
  }, [arm]);

  return useCallback(
    (node: HTMLElement | null) => {
      if (!node) return;
      const io = observerOf();
      io.observe(node);
      return () => {
        io.unobserve(node);
        forget(Number(node.dataset.msgId));
      };
    },
    [forget, observerOf],
  );
}
