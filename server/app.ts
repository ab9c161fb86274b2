import type { FastifyInstance } from 'fastify';
import { buildHttpApp, type BuildAppOptions } from './platform/http/build-app';
import { apiRoutes } from './modules';

export { API_PREFIX, BODY_LIMIT_BYTES, loggerOptions, type AppMode, type BuildAppOptions, type LogStream } from './platform/http/build-app';

/**
 * The composition root: the platform's HTTP app (platform/http/build-app.ts) with every module's
 * routes (modules.ts). The platform imports no module; this file and modules.ts are where the two
 * meet. The development routes (server/dev/dev-routes.ts) are loaded on demand, outside production only.
 */
export function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  return buildHttpApp(options, { api: apiRoutes, loadDevRoutes: () => import('./dev/dev-routes') });
}
