import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyContextConfig, type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MODULE_ROUTES } from '../modules';
import type { PatientDataRouteOptions } from '../platform/http/route-options';
import { DEFAULT_ANONYMOUS_WRITE_LIMIT } from '../platform/rate-limit/anonymous-write-limit';
import { DEFAULT_LOOKUP_RATE_LIMIT } from '../platform/rate-limit/lookup-rate-limit';

/** One route of the reference server as its module registers it. */
export interface ReferenceRoute {
  method: string;
  /** The path under the API base, e.g. `/user/medications`. */
  path: string;
  /** Its request and response schemas: the shared zod schemas of src/domain. */
  schema: FastifySchema | undefined;
  config: (FastifyContextConfig & { auth?: string }) | undefined;
  /** Repository-relative file that registered it, e.g. `server/modules/refill/refill.routes.ts`. */
  file: string;
  /** The folder under server/modules/ that file is in (or the file's folder outside it). */
  module: string;
}

const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const THIS_FILE = fileURLToPath(import.meta.url);

/** The first frame of the stack in the project's own code: the file whose `app.get(…)` made the route. */
function registeringFile(stack: string): string | null {
  for (const line of stack.split('\n').slice(1)) {
    const match = /\(?((?:file:\/\/)?\/[^():]+\.[cm]?[jt]sx?):\d+:\d+\)?\s*$/.exec(line.trim());
    if (!match) continue;
    const file = match[1]!.startsWith('file://') ? fileURLToPath(match[1]!) : match[1]!;
    if (file === THIS_FILE || file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    return path.relative(REPOSITORY_ROOT, file).split(path.sep).join('/');
  }
  return null;
}

const moduleOf = (file: string) => /^server\/modules\/([^/]+)\//.exec(file)?.[1] ?? path.posix.dirname(file);

/**
 * Every production API route of the reference server, read at run time from the composition
 * root's module list (server/modules.ts) registered on a bare Fastify app: no database, no
 * handler runs. Where each route comes from is read from the registration's own call stack, so
 * the answer follows a route moved to another file or module.
 */
export async function referenceRoutes(): Promise<ReferenceRoute[]> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: ReferenceRoute[] = [];
  const stackLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 100;
  app.addHook('onRoute', (route) => {
    const stack = new Error('route registration').stack ?? '';
    const file = registeringFile(stack) ?? 'unknown';
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, path: route.url.replace(/^\/api(?=\/)/, ''), schema: route.schema, config: route.config as ReferenceRoute['config'], file, module: moduleOf(file) });
    }
  });
  // Registration only: the handlers (which use the database) never run.
  const options = {
    db: {},
    rateLimit: DEFAULT_LOOKUP_RATE_LIMIT,
    anonymousWriteLimit: DEFAULT_ANONYMOUS_WRITE_LIMIT,
    signUpIdentityUser: () => Promise.reject(new Error('not in the route reader')),
    now: () => new Date(),
  } as unknown as PatientDataRouteOptions;
  try {
    await app.register(
      async (api) => {
        for (const { routes: plugin } of MODULE_ROUTES) await api.register(plugin, options);
      },
      { prefix: '/api' },
    );
    await app.ready();
  } finally {
    Error.stackTraceLimit = stackLimit;
    await app.close();
  }
  return routes;
}

export const routeKey = (method: string, routePath: string) => `${method.toUpperCase()} ${routePath}`;
