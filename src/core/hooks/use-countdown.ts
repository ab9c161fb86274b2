import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown from `seconds`, ticking once a second; it starts again whenever
 * `restartKey` changes.
 */
export function useCountdown(seconds: number, restartKey: unknown): number {
  const [state, setState] = useState({ key: restartKey, left: seconds });
  if (state.key !== restartKey) setState({ key: restartKey, left: seconds });
  const left = state.key === restartKey ? state.left : seconds;

  useEffect(() => {
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setState((current) => (current.key === restartKey ? { key: restartKey, left: remaining } : current));
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, restartKey]);

  return left;
}
