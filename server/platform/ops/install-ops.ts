import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { outboxCounts } from '../delivery/delivery-queue';
import { allowedOriginCheck } from './allowed-origins';
import { probeDatabase } from './database-probes';
import { createMetrics, installHttpMetrics, type MetricsOptions } from './metrics';
import { opsRoutes } from './ops-routes';
import { createReadiness, type Readiness } from './readiness';

export interface OpsOptions {
  mode: 'development' | 'test' | 'production';
  db: Database;
  /** RX_ALLOWED_ORIGINS, parsed (`parseAllowedOrigins`). */
  allowedOrigins?: readonly string[];
  /** The process's readiness (main.ts passes the shared `readiness`); default: a fresh one. */
  readiness?: Readiness;
  /** Turns /metrics on (RX_METRICS=enable). */
  metrics?: MetricsOptions;
  /** Whether ID tokens can be verified (a local identity server or an external trust). */
  identityReady: boolean;
}

/**
 * The operations side of the app: the partner-origin rule (`app.isAllowedOrigin`, for CORS and
 * socket.io), request metrics when turned on, and /healthz, /readyz, /metrics. Install before the
 * other routes, so every route is measured.
 */
export async function installOps(app: FastifyInstance, options: OpsOptions): Promise<void> {
  app.decorate('isAllowedOrigin', allowedOriginCheck(options.mode, options.allowedOrigins ?? []));
  if (options.metrics) installHttpMetrics(app, createMetrics({ outboxCounts: () => outboxCounts(options.db), ...options.metrics }));
  const readiness = options.readiness ?? createReadiness();
  probeDatabase(readiness, options.db);
  readiness.probe('identity', () => options.identityReady);
  await app.register(opsRoutes, { readiness, metrics: app.metrics });
}
