import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import type { AppMode } from '../app';
import { devCspReportRoutes } from './dev-csp-reports';
import { emailPreferenceRoutes } from './email-preferences';
import { noticeRoutes } from './notices';

export interface ApiRoutesOptions {
  db: Database;
  mode: AppMode;
}

/** Every route group of the API; each group is one file in this folder. Mounted under /api. */
export const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (app, { db, mode }) => {
  await app.register(noticeRoutes, { db });
  await app.register(emailPreferenceRoutes, { db });
  if (mode !== 'production') await app.register(devCspReportRoutes);
};
