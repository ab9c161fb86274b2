import type { FastifyCorsOptions } from '@fastify/cors';

/** Demo origins on this machine: http://localhost:*, http://*.localhost:* (brand hosts), http://127.0.0.1:*. */
const LOCAL_DEMO_ORIGIN = /^http:\/\/(localhost|([a-z0-9-]+\.)+localhost|127\.0\.0\.1)(:\d{1,5})?$/i;

export function isLocalDemoOrigin(origin: string): boolean {
  return LOCAL_DEMO_ORIGIN.test(origin);
}

export const corsOptions: FastifyCorsOptions = {
  origin: (origin, callback) => callback(null, origin === undefined || isLocalDemoOrigin(origin)),
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  // X-Amz-*, Cache-Control: what aws-amplify sends to the identity endpoint (/identity).
  allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Amz-Target', 'X-Amz-User-Agent', 'Cache-Control'],
  // A repeated refill submission is answered from the first one and says so.
  exposedHeaders: ['Idempotency-Replayed'],
  maxAge: 600,
};
