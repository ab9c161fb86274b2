import type { FastifyCorsOptions } from '@fastify/cors';

/** Demo origins on this machine: http://localhost:*, http://*.localhost:* (brand hosts), http://127.0.0.1:*. */
const LOCAL_DEMO_ORIGIN = /^http:\/\/(localhost|([a-z0-9-]+\.)+localhost|127\.0\.0\.1)(:\d{1,5})?$/i;

export function isLocalDemoOrigin(origin: string): boolean {
  return LOCAL_DEMO_ORIGIN.test(origin);
}

/**
 * The request headers a page on another origin may send. aws-amplify v6's Cognito client sends
 * `X-Amz-Target`, `X-Amz-User-Agent`, `Cache-Control: no-store`, `amz-sdk-invocation-id` and
 * `amz-sdk-request` (its retry middleware) with a JSON 1.1 `Content-Type` to the identity endpoint.
 */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'X-Amz-Target',
  'X-Amz-User-Agent',
  'Cache-Control',
  'Amz-Sdk-Invocation-Id',
  'Amz-Sdk-Request',
];

/** CORS of the API and the identity endpoint; `isAllowedOrigin` is RX_ALLOWED_ORIGINS' rule. */
export function corsOptions(isAllowedOrigin: (origin: string) => boolean): FastifyCorsOptions {
  return {
    origin: (origin, callback) => callback(null, origin === undefined || isAllowedOrigin(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    // A repeated refill submission is answered from the first one and says so.
    exposedHeaders: ['Idempotency-Replayed'],
    maxAge: 600,
  };
}
