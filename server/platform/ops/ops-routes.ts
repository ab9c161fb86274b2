import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness';
import type { Metrics } from './metrics';

export interface OpsRoutesOptions {
  readiness: Readiness;
  /** Absent: /metrics is not served (404). */
  metrics?: Metrics;
}

/**
 * The operations surface, outside /api and without authentication: `/healthz` (the process
 * answers), `/readyz` (ready for traffic) and, when turned on, `/metrics` (Prometheus). Never
 * cached, and left out of the OpenAPI document: they are for load balancers and scrapers, not
 * for the widgets' API contract.
 */
export async function opsRoutes(app: FastifyInstance, options: OpsRoutesOptions): Promise<void> {
  const schema = { hide: true };
  app.get('/healthz', { schema }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { schema }, async (_request, reply) => {
    const report = await options.readiness.report();
    reply.header('Cache-Control', 'no-store').code(report.ready ? 200 : 503);
    return { status: report.status, parts: report.parts, ...(report.ready ? {} : { failing: report.failing }) };
  });
  const metrics = options.metrics;
  if (metrics) {
    app.get('/metrics', { schema }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store').type(metrics.registry.contentType);
      return metrics.registry.metrics();
    });
  }
}
