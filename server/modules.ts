import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTokenVerifier } from './platform/auth/token-verifier';
import { signUpIdentityUser } from './platform/identity/admin';
import { startSessionRevocationCache } from './platform/identity/session-revocation-cache';
import { DEFAULT_ANONYMOUS_WRITE_LIMIT } from './platform/rate-limit/anonymous-write-limit';
import { DEFAULT_LOOKUP_RATE_LIMIT, installLookupRateLimit } from './platform/rate-limit/lookup-rate-limit';
import { addressRoutes } from './modules/patient/address.routes';
import { careGroupRoutes } from './modules/patient/care-group.routes';
import { companyRoutes } from './modules/company/company.routes';
import { feedbackRoutes } from './modules/survey/feedback.routes';
import { medicationRoutes } from './modules/medication/medication.routes';
import { refillRequestRoutes } from './modules/refill/refill.routes';
import { orderHistoryRoutes } from './modules/refill/order-history.routes';
import { emailPreferenceRoutes } from './modules/account/email-preferences.routes';
import { noticeRoutes } from './modules/company/notices.routes';
import { insuranceRoutes } from './modules/patient/insurance.routes';
import { installPatientAccess } from './platform/auth/patient-access';
import { patientRoutes } from './modules/patient/patient.routes';
import { patientForSubject } from './modules/patient';
import { registrationRoutes } from './modules/account/registration.routes';
import { conversationRoutes } from './modules/messaging/messaging.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import type { ApiRoutesOptions, PatientDataRouteOptions } from './platform/http/route-options';
import { selfReportedRoutes } from './modules/patient/self-reported.routes';
import { supportRoutes } from './modules/account/support.routes';
import { userRoutes } from './modules/patient/user.routes';
import { emailVerificationRoutes } from './modules/account/email-verification.routes';
import { authLinkRoutes } from './modules/account/auth-links.routes';
import { sessionRoutes } from './modules/account/session.routes';
import { counselingRoutes } from './modules/counseling/counseling.routes';
import { surveyRoutes } from './modules/survey/survey.routes';
import { drugDirectoryRoutes } from './modules/medication/drug-directory.routes';
import { documentRoutes } from './modules/document/document.routes';
import { enrollmentRoutes } from './modules/enrollment/enrollment.routes';
import { discountCardRoutes } from './modules/discount-card/discount-card.routes';
import { refillReminderRoutes } from './modules/reminders/reminders.routes';

/** One route group of a module (server/modules/<area>/*.routes.ts), registered with the shared route options. */
export interface ModuleRoutes {
  /** The folder under server/modules/ (named like src/domain/<area>). */
  area: string;
  routes: FastifyPluginAsyncZod<PatientDataRouteOptions>;
}

/**
 * Every production route group, in registration order (the OpenAPI document lists them in it).
 * A new module adds its line here; its development-only routes go to server/dev/dev-routes.ts.
 */
export const MODULE_ROUTES: readonly ModuleRoutes[] = [
  { area: 'company', routes: noticeRoutes },
  { area: 'account', routes: emailPreferenceRoutes },
  { area: 'account', routes: sessionRoutes },
  { area: 'patient', routes: userRoutes },
  { area: 'account', routes: emailVerificationRoutes },
  { area: 'account', routes: authLinkRoutes },
  { area: 'patient', routes: patientRoutes },
  { area: 'account', routes: registrationRoutes },
  { area: 'company', routes: companyRoutes },
  { area: 'account', routes: supportRoutes },
  { area: 'patient', routes: careGroupRoutes },
  { area: 'patient', routes: insuranceRoutes },
  { area: 'patient', routes: addressRoutes },
  { area: 'patient', routes: selfReportedRoutes },
  { area: 'medication', routes: medicationRoutes },
  { area: 'refill', routes: orderHistoryRoutes },
  { area: 'refill', routes: refillRequestRoutes },
  { area: 'survey', routes: feedbackRoutes },
  { area: 'counseling', routes: counselingRoutes },
  { area: 'document', routes: documentRoutes },
  { area: 'enrollment', routes: enrollmentRoutes },
  { area: 'messaging', routes: conversationRoutes },
  { area: 'analytics', routes: analyticsRoutes },
  { area: 'survey', routes: surveyRoutes },
  { area: 'medication', routes: drugDirectoryRoutes },
  { area: 'discount-card', routes: discountCardRoutes },
  { area: 'reminders', routes: refillReminderRoutes },
];

/** Every module's routes (MODULE_ROUTES), mounted under /api. */
export const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (app, { db, identity, ...options }) => {
  // Revoked sessions held in memory, kept current through the database's notifications.
  const revocations = startSessionRevocationCache(db);
  app.addHook('onClose', () => revocations.close());
  // Both act on the routes registered after them: `config.auth: 'patient'` and `config.rateLimit`.
  installPatientAccess(app, {
    db,
    verifier: createTokenVerifier(identity, { isSessionRevoked: (originJti, issuedAt) => revocations.isRevoked(originJti, issuedAt) }),
    patientForSubject,
  });
  await installLookupRateLimit(app, db);
  const patientData: PatientDataRouteOptions = {
    db,
    testRegistrationCode: options.testRegistrationCode,
    rateLimit: options.lookupRateLimit ?? DEFAULT_LOOKUP_RATE_LIMIT,
    anonymousWriteLimit: options.anonymousWriteLimit ?? DEFAULT_ANONYMOUS_WRITE_LIMIT,
    signUpIdentityUser: options.signUpIdentityUser ?? ((input) => signUpIdentityUser(input)),
    now: options.now ?? (() => new Date()),
  };

  for (const { routes } of MODULE_ROUTES) await app.register(routes, patientData);
  if (options.devRoutes) await app.register(options.devRoutes, { ...patientData, conversationAnnouncer: options.conversationAnnouncer });
};
