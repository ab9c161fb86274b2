import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DevRouteOptions } from '../platform/http/route-options';
import { devAuthLinkRoutes } from '../modules/account/auth-links.dev';
import { devCounselingRoutes } from '../modules/counseling/counseling.dev';
import { devDiscountCardRoutes } from '../modules/discount-card/discount-card.dev';
import { devDocumentRoutes } from '../modules/document/document.dev';
import { devCareTeamRoutes } from '../modules/messaging/care-team.dev';
import { devCareProgramRoutes } from '../modules/patient/care-program.dev';
import { devProfileRoutes } from '../modules/patient/patient.dev';
import { devRefillRoutes } from '../modules/refill/refill.dev';
import { devRefillReminderRoutes } from '../modules/reminders/reminders.dev';
import { devSurveyRoutes } from '../modules/survey/survey.dev';
import { devCspReportRoutes } from './csp-reports.dev';
import { devAccountRoutes } from './dev-accounts';
import { devMailboxRoutes } from './mailbox/mailbox-routes';

export { identityDevRoutes } from './identity.dev';
export { demoPages } from './demo-pages';
export { TEST_REGISTRATION_CODE } from './test-registration-code';

/**
 * Development and test only: every module's development routes (server/modules/<area>/<area>.dev.ts)
 * and the demo catalogue. The app builder loads this file outside production only, so production
 * runs none of it; production code imports nothing from server/dev/ or a `.dev.ts` file (eslint).
 */
export const devApiRoutes: FastifyPluginAsyncZod<DevRouteOptions> = async (app, options) => {
  const { db, now, conversationAnnouncer } = options;
  await app.register(devCspReportRoutes);
  await app.register(devAccountRoutes);
  await app.register(devMailboxRoutes, { db });
  await app.register(devAuthLinkRoutes, { db, now });
  await app.register(devRefillRoutes, options);
  await app.register(devCounselingRoutes, options);
  await app.register(devProfileRoutes, options);
  await app.register(devSurveyRoutes, options);
  await app.register(devDocumentRoutes, options);
  await app.register(devCareTeamRoutes, { db, announcer: conversationAnnouncer });
  await app.register(devCareProgramRoutes, options);
  await app.register(devDiscountCardRoutes, options);
  await app.register(devRefillReminderRoutes, options);
};
