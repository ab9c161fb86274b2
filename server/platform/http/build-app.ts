import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { NO_TOKEN_TRUST, trustOf, type TokenTrust } from '../auth/token-trust';
import { installApiCompression } from './api-compression';
import { corsOptions } from './cors';
import type { Database } from '../db/database';
import { pageHost, type DemoDirs } from './page-host';
import { installErrorHandling } from './error-handling';
import { refuseNulCharacters } from './nul-characters';
import { installSecurityHeaders } from './security-headers';
import type { IdentityServer } from '../identity/identity-server';
import { identityShim } from '../identity/shim/identity-shim';
import type { IdentityRateLimit } from '../identity/shim/identity-rate-limit';
import { limitJsonDepth } from './json-depth';
import { summarizeError } from './log-safety';
import { registerOpenApi } from './openapi';
import type { LookupRateLimit } from '../rate-limit/lookup-rate-limit';
import { API_PREFIX, type AppMode } from '../app-mode';
import { installRouteInventory } from './route-inventory';
import { installOps } from '../ops/install-ops';
import type { MetricsOptions } from '../ops/metrics';
import type { Readiness } from '../ops/readiness';
import { installConversationAnnouncer } from '../realtime/conversation-announcer';
import type { AppRoutes } from './route-options';
import { CSP_REPORT_PATH } from './csp';
import type { SignUpIdentityUser } from '../identity/registration-identity';
import type { AnonymousWriteLimit } from '../rate-limit/anonymous-write-limit';

export { API_PREFIX, type AppMode } from '../app-mode';

export interface BuildAppOptions {
  db: Database;
  mode: AppMode;
  /** Serve the widget bundle and the portal page too (npm start), and outside production the demo pages; absent for a bare API. */
  demo?: DemoDirs;
  /** Overrides the mode's logger (tests silence production mode with `false`). */
  logger?: FastifyServerOptions['logger'];
  /** The running local identity server, served at /identity; absent in tests that mint their tokens. */
  identityServer?: IdentityServer;
  /** Whose ID tokens the API accepts; default: the identity server's pools and key (none without one). */
  identity?: TokenTrust;
  /** Limits of the open lookup routes (registration, support, account recovery); tests change them. */
  lookupRateLimit?: LookupRateLimit;
  /** Per-address and per-username limits of the identity endpoint (/identity); tests change them. */
  identityRateLimit?: IdentityRateLimit;
  /** Limits of the anonymous writes (e-mail preference, enrollment), per client and per address; tests change them. */
  anonymousWriteLimit?: AnonymousWriteLimit;
  /** Creates the identity user of a registration; default: the running identity server. */
  signUpIdentityUser?: SignUpIdentityUser;
  /** The clock of the delivery-date rules and of stored times; default: the real time. */
  now?: () => Date;
  /** Partner origins allowed besides (outside production) the local demo ones: RX_ALLOWED_ORIGINS. */
  allowedOrigins?: readonly string[];
  /** What /readyz reports; default: a fresh readiness with the database and identity parts. */
  readiness?: Readiness;
  /** Serves Prometheus metrics at /metrics when given (RX_METRICS=enable); 404 otherwise. */
  metrics?: MetricsOptions;
  /** Load balancers whose X-Forwarded-For names the client (RX_TRUST_PROXY); none by default. */
  trustProxy?: string;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The platform's HTTP app with the routes the composition root hands in (server/app.ts's `buildApp`
 * gives every module's): the platform imports no module.
 */
export async function buildHttpApp(options: BuildAppOptions, routes: AppRoutes): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(options.mode),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installRouteInventory(app, API_PREFIX);
  installErrorHandling(app);
  refuseNulCharacters(app);
  installSecurityHeaders(app, API_PREFIX);
  installApiCompression(app, API_PREFIX);
  // JSON only: any other body type is answered 415 (routes that need another type add a parser).
  app.removeContentTypeParser('text/plain');
  limitJsonDepth(app);

  const identityReady = Boolean(options.identity ?? options.identityServer);
  await installOps(app, { ...options, identityReady });
  await app.register(fastifyCors, corsOptions(app.isAllowedOrigin));
  // The one place the mode decides the routes: server/dev/ is loaded outside production only.
  const dev = options.mode === 'production' ? undefined : await routes.loadDevRoutes();
  const cspReportUri = dev ? `${API_PREFIX}${CSP_REPORT_PATH}` : undefined;
  await registerOpenApi(app, API_PREFIX, cspReportUri);
  const conversationAnnouncer = installConversationAnnouncer(app);
  await app.register(routes.api, {
    prefix: API_PREFIX,
    db: options.db,
    conversationAnnouncer,
    testRegistrationCode: dev?.TEST_REGISTRATION_CODE,
    devRoutes: dev?.devApiRoutes,
    identity: options.identity ?? (options.identityServer ? trustOf(options.identityServer) : NO_TOKEN_TRUST),
    lookupRateLimit: options.lookupRateLimit,
    anonymousWriteLimit: options.anonymousWriteLimit,
    signUpIdentityUser: options.signUpIdentityUser,
    now: options.now,
  });
  if (options.identityServer) await app.register(identityShim, { identity: options.identityServer, rateLimit: options.identityRateLimit });
  if (dev) await app.register(dev.identityDevRoutes, { prefix: API_PREFIX, db: options.db, identity: options.identityServer });
  if (options.demo) {
    await app.register(pageHost, { ...options.demo, cspReportUri });
    if (dev) await app.register(dev.demoPages, { ...options.demo, cspReportUri });
  }
  return app;
}

/** The logger of a mode; `stream` captures the output (tests read it). */
export function loggerOptions(mode: AppMode, stream?: LogStream): FastifyServerOptions['logger'] {
  if (mode === 'test' && !stream) return false;
  const serializers = {
    // Class and code only: an error's message and fields can carry SQL parameters (patient data).
    err: (error: unknown) => summarizeError(error),
    // Method and path only: query strings can carry e-mails and ids, and bodies are never logged.
    req: (request: { method: string; url: string }) => ({
      method: request.method,
      url: request.url.split('?')[0],
    }),
  };
  return { level: 'info', ...(stream ? { stream } : {}), serializers } as unknown as FastifyServerOptions['logger'];
}

export interface LogStream {
  write(line: string): void;
}
