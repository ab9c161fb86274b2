import { useCallback, useEffect, useRef, useState } from 'react';
import { startIdleController, type IdleController } from './idle-controller';
import { ACTIVE, type IdleState } from './idle-model';

export interface UseIdleLogoutOptions {
  /** Off for open routes and without a session. */
  enabled: boolean;
  timeoutMs: number;
  warningMs: number;
  /** Called once when the inactivity timeout is reached. */
  onExpire: () => void;
}

/** The idle state of the shared session, and the "Stay signed in" action. */
export function useIdleLogout({ enabled, timeoutMs, warningMs, onExpire }: UseIdleLogoutOptions) {
  const [state, setState] = useState<IdleState>(ACTIVE);
  const controller = useRef<IdleController | null>(null);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (!enabled) return;
    const started = startIdleController({
      timeoutMs,
      warningMs,
      onChange: setState,
      onExpire: () => expire.current(),
    });
    controller.current = started;
    return () => {
      started.stop();
      if (controller.current === started) controller.current = null;
    };
  }, [enabled, timeoutMs, warningMs]);

  const stayActive = useCallback(() => controller.current?.stayActive(), []);
  return { state: enabled ? state : ACTIVE, stayActive };
}
