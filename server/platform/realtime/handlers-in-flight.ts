/**
 * The socket event handlers still running in this process. A stopping process closes its
 * sockets first, but a handler already past its checks (a message being stored) still finishes,
 * and its broadcast to the other processes goes through the real-time relay: the relay closes
 * only once these have settled, or a message stored during the stop would reach no one live.
 */
const running = new Set<Promise<unknown>>();

/** How long a stopping process waits for them: a handler is a few database statements. */
export const SOCKET_HANDLERS_GRACE_MS = 5_000;

/** Counts `work` as in flight until it settles; returns it unchanged. */
export function trackSocketHandler<T>(work: Promise<T>): Promise<T> {
  running.add(work);
  const done = () => running.delete(work);
  work.then(done, done);
  return work;
}

export const socketHandlersInFlight = (): number => running.size;

/** Resolves when every handler running now has settled, or after `timeoutMs`, whichever is first. */
export async function socketHandlersSettled(timeoutMs: number): Promise<void> {
  if (running.size === 0) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([Promise.allSettled([...running]), timeout]);
  clearTimeout(timer);
}
