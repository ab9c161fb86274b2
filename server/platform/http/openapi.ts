import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { strictContentSecurityPolicy } from './csp';

/** The scheme patient routes declare: the identity's ID token, as the widgets send it. */
export const BEARER_SCHEME = 'bearerAuth';

/**
 * Each operation's `security` from its route's own `config.auth`: a patient route needs the
 * bearer token (Swagger UI's Authorize, generated clients), an open route declares none.
 */
const withSecurity: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  if (!transformed.schema || (transformed.schema as { hide?: boolean }).hide) return transformed;
  const auth = input.route.config?.auth;
  return { ...transformed, schema: { ...transformed.schema, security: auth === 'patient' ? [{ [BEARER_SCHEME]: [] }] : [] } };
};

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
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The ID token of the signed-in patient (Amazon Cognito or the local identity at /identity).' },
        },
      },
    },
    transform: withSecurity,
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
