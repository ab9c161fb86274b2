import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '../../../src/domain/common/error-response.schema';
import { summarizeError } from './log-safety';

/**
 * Every failure is answered `{ error, message }`: 4xx with the reason (invalid JSON, wrong
 * content type, body too large, schema violations) and 503 for a service this server does not
 * run, anything else as a bare 500 so no
 * internals leak. Request bodies are never logged.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(errorBody(400, describeValidationError(error)));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const contentType = String(request.headers['content-type'] ?? 'none').slice(0, 100);
      return reply.code(415).send(errorBody(415, `Content-Type ${contentType} is not accepted; send application/json`));
    }
    const status = error.statusCode;
    // 4xx with its reason; 503 when a service the route needs is not configured on this server.
    if (!isResponseSerializationError(error) && status !== undefined && ((status >= 400 && status < 500) || status === 503)) {
      return reply.code(status).send(errorBody(status, error.message));
    }
    // Route, status and the error's class and code: never its message or fields (SQL parameters).
    request.log.error({ route: request.routeOptions.url, status: 500, error: summarizeError(error) }, 'request failed');
    return reply.code(500).send(errorBody(500, 'An unexpected error occurred.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}

export function errorBody(status: number, message: string): ErrorResponse {
  return { error: STATUS_CODES[status] ?? 'Error', message };
}

type ValidationFailure = Pick<FastifyError, 'validation' | 'validationContext'>;

/** e.g. "body/email: Invalid email address; body/notificationPreference: Invalid input" */
function describeValidationError(error: ValidationFailure): string {
  const context = error.validationContext ?? 'request';
  return (error.validation ?? [])
    .map((issue) => `${context}${issue.instancePath}: ${issue.message ?? 'invalid'}`)
    .join('; ');
}
