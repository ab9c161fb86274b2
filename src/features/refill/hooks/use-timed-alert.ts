import { useCallback, useEffect, useRef, useState } from 'react';
import type { AlertTone } from '../../../core/ui/alert';

export interface ShownAlert {
  /** A new id per showing, so a repeated message is announced again. */
  id: number;
  key: string;
  tone: AlertTone;
  /** Stays until dismissed or replaced. */
  persistent: boolean;
}

/** One message at a time; a non-persistent one goes away after `durationMs`. */
export function useTimedAlert(durationMs: number) {
  const [alert, setAlert] = useState<ShownAlert | null>(null);
  const nextId = useRef(1);
  useEffect(() => {
    if (!alert || alert.persistent) return;
    const timer = setTimeout(() => setAlert((current) => (current?.id === alert.id ? null : current)), durationMs);
    return () => clearTimeout(timer);
  }, [alert, durationMs]);
  const show = useCallback((key: string, tone: AlertTone = 'error', persistent = false) => {
    setAlert({ id: nextId.current++, key, tone, persistent });
  }, []);
  const dismiss = useCallback(() => setAlert(null), []);
  return { alert, show, dismiss };
}

export type TimedAlert = ReturnType<typeof useTimedAlert>;
