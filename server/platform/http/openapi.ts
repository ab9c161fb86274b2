import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { strictContentSecurityPolicy } from './csp';

/** OpenAPI 3.1 generated from the routes' zod schemas, served as JSON and as a browsable page. */
export async function registerOpenApi(app: FastifyInstance, apiPrefix: string, cspReportUri?: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'rx-widgets reference API',
        description: 'The API the rx-widgets web components call (spec 01 and 02).',
        version: '0.1.0',
      },
      tags: [
        { name: 'notices', description: 'Outage banner' },
        { name: 'email-preferences', description: 'Unsubscribe page' },
        { name: 'dev', description: 'Development and test helpers (not in production)' },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // Swagger UI loads only its own scripts; it writes <style> elements at run time, so inline styles
  // (never scripts) are allowed on this page alone.
  await app.register(fastifySwaggerUi, {
    routePrefix: `${apiPrefix}/docs`,
    staticCSP: strictContentSecurityPolicy({ reportUri: cspReportUri, inlineStyles: true }),
  });
  app.get(`${apiPrefix}/openapi.json`, { schema: { hide: true } }, () => app.swagger());
}
