import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depthLimitedJsonParser } from '../platform/http/json-depth';
import { jsonBodyErrorResponses } from '../platform/http/shared-responses';
import { CSP_REPORT_PATH } from '../platform/http/csp';
import { openRoute } from '../platform/http/route-declarations';

const MAX_STORED_REPORTS = 200;

const reportBodySchema = z
  .union([z.record(z.string(), z.unknown()), z.array(z.record(z.string(), z.unknown()))])
  .describe('A report-uri body ({ "csp-report": ... }) or a Reporting API batch');

const storedReportSchema = z.object({
  receivedAt: z.string().describe('ISO 8601 time the report arrived'),
  report: z.unknown(),
});

/**
 * Development/test only: collects CSP violation reports of the demo pages so a test can assert
 * that none happened. Kept in memory on purpose: one process, throwaway data.
 */
export const devCspReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports: z.infer<typeof storedReportSchema>[] = [];

  // Browsers post reports with these media types; both carry JSON.
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string' },
    depthLimitedJsonParser(app),
  );

  app.post(
    CSP_REPORT_PATH,
    openRoute({
      summary: 'Receive a CSP violation report',
      tags: ['dev'],
      body: reportBodySchema,
      response: { 204: z.undefined().describe('Stored'), ...jsonBodyErrorResponses },
    }),
    async (request, reply) => {
      const batch = Array.isArray(request.body) ? request.body : [request.body];
      for (const report of batch) reports.push({ receivedAt: new Date().toISOString(), report });
      reports.splice(0, Math.max(0, reports.length - MAX_STORED_REPORTS));
      return reply.code(204).send();
    },
  );

  app.get(
    '/dev/csp-reports',
    openRoute({
      summary: 'CSP violation reports received so far',
      tags: ['dev'],
      response: { 200: z.object({ reports: z.array(storedReportSchema) }) },
    }),
    async () => ({ reports }),
  );

  app.delete(
    '/dev/csp-reports',
    {
      config: { auth: 'none' },
      schema: { summary: 'Forget the stored CSP reports', tags: ['dev'], response: { 204: z.undefined() } },
    },
    async (_request, reply) => {
      reports.length = 0;
      return reply.code(204).send();
    },
  );
};
