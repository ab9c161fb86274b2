/** A part of the process that must be up before it takes traffic, and how to ask it. */
export type ReadinessProbe = () => boolean | Promise<boolean>;

export interface ReadinessReport {
  ready: boolean;
  status: 'ok' | 'unavailable' | 'draining';
  /** Each part: 'ok' or 'failing'. */
  parts: Record<string, 'ok' | 'failing'>;
  /** The failing parts' names ('draining' while the process shuts down). */
  failing: string[];
}

export interface Readiness {
  /** Set when the process starts shutting down: /readyz answers 503 'draining' from then on. */
  draining: boolean;
  /** Adds or replaces a part's probe (a probe that throws or outlasts the timeout is failing). */
  probe(part: string, check: ReadinessProbe): void;
  report(): Promise<ReadinessReport>;
}

const PROBE_TIMEOUT_MS = 2_000;

export function createReadiness(timeoutMs = PROBE_TIMEOUT_MS): Readiness {
  const probes = new Map<string, ReadinessProbe>();
  return {
    draining: false,
    probe(part, check) {
      probes.set(part, check);
    },
    async report() {
      const results = await Promise.all([...probes].map(async ([part, check]) => [part, await passes(check, timeoutMs)] as const));
      const parts = Object.fromEntries(results.map(([part, ok]) => [part, ok ? ('ok' as const) : ('failing' as const)]));
      const failing = results.filter(([, ok]) => !ok).map(([part]) => part);
      if (this.draining) return { ready: false, status: 'draining', parts, failing: ['draining', ...failing] };
      return { ready: failing.length === 0, status: failing.length === 0 ? 'ok' : 'unavailable', parts, failing };
    },
  };
}

async function passes(check: ReadinessProbe, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
    timer.unref();
  });
  try {
    return await Promise.race([Promise.resolve().then(check), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The process's readiness, for main.ts: a shutdown handler sets `readiness.draining = true` so the
 * load balancer stops sending new requests before the server closes.
 */
export const readiness: Readiness = createReadiness();
