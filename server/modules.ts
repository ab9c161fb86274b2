import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppMode } from './platform/http/build-app';
import type { TokenTrust } from './platform/auth/token-trust';
import { createTokenVerifier } from './platform/auth/token-verifier';
import type { Database } from './platform/db/database';
import { signUpIdentityUser } from './platform/identity/admin';
import { isSessionRevoked } from './platform/identity/revocations';
import { DEFAULT_ANONYMOUS_WRITE_LIMIT, type AnonymousWriteLimit } from './platform/rate-limit/anonymous-write-limit';
import { DEFAULT_LOOKUP_RATE_LIMIT, installLookupRateLimit, type LookupRateLimit } from './platform/rate-limit/lookup-rate-limit';
import { addressRoutes } from './modules/patient/address.routes';
import { careGroupRoutes } from './modules/patient/care-group.routes';
import { companyRoutes } from './modules/company/company.routes';
import { devAccountRoutes } from './dev/dev-accounts';
import { devCspReportRoutes } from './dev/csp-reports.dev';
import { devRefillRoutes } from './modules/refill/refill.dev';
import { devProfileRoutes } from './modules/patient/patient.dev';
import { devCareProgramRoutes } from './modules/patient/care-program.dev';
import { devCareTeamRoutes } from './modules/messaging/care-team.dev';
import { feedbackRoutes } from './modules/survey/feedback.routes';
import { medicationRoutes } from './modules/medication/medication.routes';
import { refillRequestRoutes } from './modules/refill/refill.routes';
import { emailPreferenceRoutes } from './modules/account/email-preferences.routes';
import { noticeRoutes } from './modules/company/notices.routes';
import { insuranceRoutes } from './modules/patient/insurance.routes';
import { installPatientAccess } from './platform/auth/patient-access';
import type { ConversationAnnouncer } from './platform/realtime/conversation-announcer';
import { patientRoutes } from './modules/patient/patient.routes';
import { registrationRoutes } from './modules/account/registration.routes';
import type { SignUpIdentityUser } from './platform/identity/registration-identity';
import { conversationRoutes } from './modules/messaging/messaging.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import type { PatientDataRouteOptions } from './platform/http/route-options';
import { selfReportedRoutes } from './modules/patient/self-reported.routes';
import { supportRoutes } from './modules/company/support.routes';
import { userRoutes } from './modules/account/user.routes';
import { emailVerificationRoutes } from './modules/account/email-verification.routes';
import { authLinkRoutes } from './modules/account/auth-links.routes';
import { devAuthLinkRoutes } from './modules/account/auth-links.dev';
import { sessionRoutes } from './modules/account/session.routes';
import { counselingRoutes } from './modules/counseling/counseling.routes';
import { devCounselingRoutes } from './modules/counseling/counseling.dev';
import { surveyRoutes } from './modules/survey/survey.routes';
import { drugDirectoryRoutes } from './modules/medication/drug-directory.routes';
import { devSurveyRoutes } from './modules/survey/survey.dev';
import { documentRoutes } from './modules/document/document.routes';
import { enrollmentRoutes } from './modules/enrollment/enrollment.routes';
import { devDocumentRoutes } from './modules/document/document.dev';
import { discountCardRoutes } from './modules/discount-card/discount-card.routes';
import { devDiscountCardRoutes } from './modules/discount-card/discount-card.dev';
import { refillReminderRoutes } from './modules/reminders/reminders.routes';
import { devRefillReminderRoutes } from './modules/reminders/reminders.dev';

export interface ApiRoutesOptions {
  db: Database;
  mode: AppMode;
  /** Whose ID tokens the API accepts. */
  identity: TokenTrust;
  lookupRateLimit?: LookupRateLimit;
  anonymousWriteLimit?: AnonymousWriteLimit;
  signUpIdentityUser?: SignUpIdentityUser;
  now?: () => Date;
  /** Tells the real-time side about conversations the routes create. */
  conversationAnnouncer: ConversationAnnouncer;
}

/** Every route group of the API; each group is one file in this folder. Mounted under /api. */
export const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (app, { db, mode, identity, ...options }) => {
  // Both act on the routes registered after them: `config.auth: 'patient'` and `config.rateLimit`.
  installPatientAccess(app, { db, verifier: createTokenVerifier(identity, { isSessionRevoked: (originJti) => isSessionRevoked(db, originJti) }) });
  await installLookupRateLimit(app, db);
  const patientData: PatientDataRouteOptions = {
    db,
    mode,
    rateLimit: options.lookupRateLimit ?? DEFAULT_LOOKUP_RATE_LIMIT,
    anonymousWriteLimit: options.anonymousWriteLimit ?? DEFAULT_ANONYMOUS_WRITE_LIMIT,
    signUpIdentityUser: options.signUpIdentityUser ?? ((input) => signUpIdentityUser(input)),
    now: options.now ?? (() => new Date()),
  };

  await app.register(noticeRoutes, { db });
  await app.register(emailPreferenceRoutes, patientData);
  await app.register(sessionRoutes, patientData);
  await app.register(userRoutes, patientData);
  await app.register(emailVerificationRoutes, patientData);
  await app.register(authLinkRoutes, { db, rateLimit: patientData.rateLimit, now: patientData.now });
  await app.register(patientRoutes, patientData);
  await app.register(registrationRoutes, patientData);
  await app.register(companyRoutes, patientData);
  await app.register(supportRoutes, patientData);
  await app.register(careGroupRoutes, patientData);
  await app.register(insuranceRoutes, patientData);
  await app.register(addressRoutes, patientData);
  await app.register(selfReportedRoutes, patientData);
  await app.register(medicationRoutes, patientData);
  await app.register(refillRequestRoutes, patientData);
  await app.register(feedbackRoutes, patientData);
  await app.register(counselingRoutes, patientData);
  await app.register(documentRoutes, patientData);
  await app.register(enrollmentRoutes, patientData);
  await app.register(conversationRoutes, { db });
  await app.register(analyticsRoutes, { db });
  if (mode !== 'production') await app.register(devCspReportRoutes);
  if (mode !== 'production') await app.register(devAccountRoutes);
  if (mode !== 'production') await app.register(devAuthLinkRoutes, { db, now: patientData.now });
  if (mode !== 'production') await app.register(devRefillRoutes, patientData);
  if (mode !== 'production') await app.register(devCounselingRoutes, patientData);
  if (mode !== 'production') await app.register(devProfileRoutes, patientData);
  await app.register(surveyRoutes, patientData);
  await app.register(drugDirectoryRoutes, patientData);
  if (mode !== 'production') await app.register(devSurveyRoutes, patientData);
  if (mode !== 'production') await app.register(devDocumentRoutes, patientData);
  if (mode !== 'production') await app.register(devCareTeamRoutes, { db, announcer: options.conversationAnnouncer });
  if (mode !== 'production') await app.register(devCareProgramRoutes, patientData);
  await app.register(discountCardRoutes, patientData);
  if (mode !== 'production') await app.register(devDiscountCardRoutes, patientData);
  await app.register(refillReminderRoutes, patientData);
  if (mode !== 'production') await app.register(devRefillReminderRoutes, patientData);
};
