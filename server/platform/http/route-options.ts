import type { Database } from '../db/database';
import type { AnonymousWriteLimit } from '../rate-limit/anonymous-write-limit';
import type { LookupRateLimit } from '../rate-limit/lookup-rate-limit';
import type { SignUpIdentityUser } from '../identity/registration-identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TokenTrust } from '../auth/token-trust';
import type { ConversationAnnouncer } from '../realtime/conversation-announcer';
import type { IdentityServer } from '../identity/identity-server';
import type { PageHostOptions } from './page-host';

/** What every patient-data route group is registered with. */
export interface PatientDataRouteOptions {
  db: Database;
  /**
   * A registration code that needs no invitation, accepted by registration and enrollment; given
   * outside production only (server/dev/test-registration-code.ts), absent in production.
   */
  testRegistrationCode?: string;
  rateLimit: LookupRateLimit;
  /** Anonymous writes: per client (the lookup plugin) and per address written to. */
  anonymousWriteLimit: AnonymousWriteLimit;
  signUpIdentityUser: SignUpIdentityUser;
  /** The current time (delivery dates, feedback times); tests fix it. */
  now: () => Date;
}

/** What the development-only routes (server/dev/) are registered with. */
export type DevRouteOptions = PatientDataRouteOptions & { conversationAnnouncer: ConversationAnnouncer };

/** What the modules' route list (server/modules.ts) is mounted with under /api. */
export interface ApiRoutesOptions {
  db: Database;
  /** Whose ID tokens the API accepts. */
  identity: TokenTrust;
  /** The registration code that needs no invitation (server/dev/, outside production only). */
  testRegistrationCode?: string;
  lookupRateLimit?: LookupRateLimit;
  anonymousWriteLimit?: AnonymousWriteLimit;
  signUpIdentityUser?: SignUpIdentityUser;
  now?: () => Date;
  /** Tells the real-time side about conversations the routes create. */
  conversationAnnouncer: ConversationAnnouncer;
  /** The development-only routes, registered after the modules' (given outside production only). */
  devRoutes?: FastifyPluginAsyncZod<DevRouteOptions>;
}

/** The development-only routes (server/dev/dev-routes.ts), which the composition root loads outside production only. */
export interface DevRoutes {
  devApiRoutes: FastifyPluginAsyncZod<DevRouteOptions>;
  identityDevRoutes: FastifyPluginAsyncZod<{ db: Database; identity?: IdentityServer }>;
  /** The demo pages around the portal and the development mailbox page. */
  demoPages: FastifyPluginAsyncZod<PageHostOptions>;
  /** The registration code that needs no invitation. */
  TEST_REGISTRATION_CODE: string;
}

/**
 * What the composition root (server/app.ts) hands the platform's app builder: the platform knows
 * no module, so the modules' routes and the loader of the development routes come in from above.
 */
export interface AppRoutes {
  /** Every module's routes, mounted under /api. */
  api: FastifyPluginAsyncZod<ApiRoutesOptions>;
  /** Called outside production only. */
  loadDevRoutes: () => Promise<DevRoutes>;
}
