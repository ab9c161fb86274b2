import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { API_PREFIX } from '../../../server/app';
import type { Database } from '../../../server/platform/db/database';
import type { InventoriedRoute } from '../../../server/platform/http/route-inventory';
import type { RouteAccess } from '../../../server/platform/auth/patient-access';

export interface ApiRoute extends InventoriedRoute {
  /** "GET /api/user" */
  name: string;
  /** Declared in `config.auth`; development helpers under /api/dev/ are open when they do not say. */
  auth: RouteAccess['auth'] | undefined;
  uIdIn: NonNullable<RouteAccess['uIdIn']>;
  audit: RouteAccess['audit'];
}

const DEV_PREFIX = `${API_PREFIX}/dev/`;

/** Every documented API route of the app, with its access metadata. */
export function apiRoutesOf(app: FastifyInstance): ApiRoute[] {
  return app.routeInventory
    .filter((route) => !route.hidden && route.url.startsWith(`${API_PREFIX}/`))
    .map((route) => ({
      ...route,
      name: `${route.method} ${route.url}`,
      auth: route.config?.auth ?? (route.url.startsWith(DEV_PREFIX) ? 'none' : undefined),
      uIdIn: route.config?.uIdIn ?? 'none',
      audit: route.config?.audit,
    }));
}

/** The route's URL with path parameters filled in. */
export function concreteUrl(route: InventoriedRoute, value = '1'): string {
  return route.url.replace(/:[A-Za-z0-9_]+/g, value);
}

/** Whether requests carry a JSON body: POST, PUT, PATCH, and a DELETE that declares a body schema. */
export const hasBody = (method: string, route?: InventoriedRoute) =>
  ['POST', 'PUT', 'PATCH'].includes(method) || (method === 'DELETE' && route !== undefined && zodSchema(route, 'body') !== undefined);

export function zodSchema(route: InventoriedRoute, part: 'body' | 'querystring'): z.ZodType | undefined {
  return (route.schema as Record<string, z.ZodType | undefined> | undefined)?.[part];
}

/** The property names an object schema knows, for fuzzing near-valid requests. */
export function knownKeys(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Row counts of every table of the current schema (a partitioned table counted once, its partitions not listed). */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const { rows } = await db.execute<{ table_name: string }>(
    sql`SELECT c.relname AS table_name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
        WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of rows) {
    const result = await db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM "${table}"`));
    counts[table] = Number(result.rows[0]!.n);
  }
  return counts;
}

export async function auditRowCount(db: Database): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log`);
  return Number(rows[0]!.n);
}
