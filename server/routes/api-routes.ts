import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppMode } from '../app';
import type { TokenTrust } from '../auth/token-trust';
import { createTokenVerifier } from '../auth/token-verifier';
import type { Database } from '../db/database';
import { signUpIdentityUser } from '../identity/admin';
import { isSessionRevoked } from '../identity/revocations';
import { DEFAULT_ANONYMOUS_WRITE_LIMIT, type AnonymousWriteLimit } from '../rate-limit/anonymous-write-limit';
import { DEFAULT_LOOKUP_RATE_LIMIT, installLookupRateLimit, type LookupRateLimit } from '../rate-limit/lookup-rate-limit';
import { addressRoutes } from './addresses';
import { careGroupRoutes } from './care-groups';
import { companyRoutes } from './company';
import { devAccountRoutes } from './dev-accounts';
import { devCspReportRoutes } from './dev-csp-reports';
import { devRefillRoutes } from './dev-refills';
import { devProfileRoutes } from './dev-profile-patients';
import { devCareProgramRoutes } from './dev-care-programs';
import { devCareTeamRoutes } from './dev-care-team';
import { feedbackRoutes } from './feedback';
import { medicationRoutes } from './medications';
import { refillRequestRoutes } from './refill-requests';
import { emailPreferenceRoutes } from './email-preferences';
import { noticeRoutes } from './notices';
import { insuranceRoutes } from './insurance';
import { installPatientAccess } from './patient-access';
import type { ConversationAnnouncer } from '../realtime/conversation-announcer';
import { patientRoutes } from './patients';
import { registrationRoutes } from './registration';
import type { SignUpIdentityUser } from './registration-identity';
import { conversationRoutes } from './conversations';
import { analyticsRoutes } from './analytics';
import type { PatientDataRouteOptions } from './route-options';
import { selfReportedRoutes } from './self-reported';
import { supportRoutes } from './support';
import { userRoutes } from './user';
import { emailVerificationRoutes } from './email-verification';
import { authLinkRoutes } from './auth-links';
import { devAuthLinkRoutes } from './dev-auth-links';
import { sessionRoutes } from './session';
import { counselingRoutes } from './counseling';
import { devCounselingRoutes } from './dev-counseling';
import { surveyRoutes } from './surveys';
import { drugDirectoryRoutes } from './drug-directory';
import { devSurveyRoutes } from './dev-surveys';
import { documentRoutes } from './documents';
import { enrollmentRoutes } from './enrollment';
import { devDocumentRoutes } from './dev-documents';
import { discountCardRoutes } from './discount-cards';
import { devDiscountCardRoutes } from './dev-discount-cards';
import { refillReminderRoutes } from './refill-reminders';
import { devRefillReminderRoutes } from './dev-refill-reminders';

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
