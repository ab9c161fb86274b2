import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';

export interface InventoriedRoute {
  method: string;
  url: string;
  /** Hidden routes (docs UI, demo pages, static files) are left out of the OpenAPI document. */
  hidden: boolean;
  schema: FastifySchema | undefined;
  /** The route's `config` (access metadata such as `auth`, `uIdIn`, `audit`). */
  config: FastifyContextConfig | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app, in registration order (HEAD twins left out). */
    routeInventory: readonly InventoriedRoute[];
  }
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Records every route and refuses, at registration time, an API route without request and
 * response schemas: such a route would be missing from (or wrong in) the OpenAPI document.
 * Install before any route is registered.
 */
export function installRouteInventory(app: FastifyInstance, apiPrefix: string): void {
  const routes: InventoriedRoute[] = [];
  app.decorate('routeInventory', routes);
  app.addHook('onRoute', (route) => {
    const schema = route.schema as (FastifySchema & { hide?: boolean }) | undefined;
    const hidden = schema?.hide === true;
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    for (const method of methods) {
      routes.push({ method, url: route.url, hidden, schema, config: route.config });
      if (!hidden && isUnder(route.url, apiPrefix)) assertDocumented(method, route.url, schema);
    }
  });
}

function isUnder(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`);
}

function assertDocumented(method: string, url: string, schema: FastifySchema | undefined): void {
  if (!schema?.response) throw new Error(`API route ${method} ${url} must declare schema.response`);
  if (METHODS_WITH_BODY.has(method) && !schema.body) {
    throw new Error(`API route ${method} ${url} must declare schema.body`);
  }
}
