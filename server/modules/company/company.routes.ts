import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandAlertsResponseSchema, brandInfoResponseSchema, brandQuerySchema } from '../../../src/domain/company/brand-info.schema';
import { brandImagesQuerySchema, brandImagesSchema, companyModulesQuerySchema, companyModulesResponseSchema } from '../../../src/domain/company/company-module.schema';
import { companyTermsQuerySchema, companyTermsResponseSchema } from '../../../src/domain/account/company-terms.schema';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import { rxStatusQuerySchema, rxStatusResponseSchema } from '../../../src/domain/medication/rx-status.schema';
import { shippingHolidaysQuerySchema, shippingHolidaysResponseSchema } from '../../../src/domain/refill/shipping-holiday.schema';
import {
  brandAlertsOf,
  brandImagesOf,
  brandInfoOf,
  companyModulesOf,
  findCompany,
  holidayListsOf,
  rxStatusesOf,
  shippingHolidaysOf,
  termsOf,
} from './company.queries';
import { HttpError } from '../../platform/http/http-error';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { jsonBodyErrorResponses } from '../../platform/http/shared-responses';
import { openRoute, patientRoute } from '../../platform/http/route-declarations';

const tags = ['company'];
const notFound = (what: string) => errorResponseSchema.describe(`Unknown ${what}`);

/**
 * Company and brand lookups (spec 01 §7 "Registration and access", spec 02 §7). Modules, logo,
 * brand info and terms are open: pages show them before sign-in. Alerts, status names and the
 * delivery calendar are for signed-in patients.
 */
export const companyRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db }) => {
  app.get(
    '/company/modules',
    openRoute({
      summary: "A company's modules and variant",
      description: 'Unauthenticated. 404 for an unknown company: the widget then asks for company 0, the fallback.',
      tags,
      querystring: companyModulesQuerySchema,
      response: { 200: companyModulesResponseSchema, 404: notFound('company'), ...jsonBodyErrorResponses },
    }),
    async (request) => {
      const found = await companyModulesOf(db, request.query.company_id);
      if (!found) throw new HttpError(404, 'Unknown company');
      return found;
    },
  );

  app.get(
    '/company/logo',
    openRoute({
      summary: "A brand's logo and favicon (base64 PNG)",
      description: 'Unauthenticated.',
      tags,
      querystring: brandImagesQuerySchema,
      response: { 200: brandImagesSchema, 404: notFound('company or brand'), ...jsonBodyErrorResponses },
    }),
    async (request) => {
      const { company_id: companyId, brand_id: brandId } = request.query;
      const images = (await findCompany(db, companyId)) ? await brandImagesOf(db, brandId) : null;
      if (!images) throw new HttpError(404, 'Unknown company or brand');
      return images;
    },
  );

  app.get(
    '/company/brand-info',
    openRoute({
      summary: 'The pharmacy behind a brand: address, support number, hours',
      description: 'Unauthenticated. The hours note is in the locale asked for when the brand has it, else in English.',
      tags,
      querystring: brandQuerySchema,
      response: { 200: brandInfoResponseSchema, 404: notFound('company or brand'), ...jsonBodyErrorResponses },
    }),
    async (request) => {
      const { company_id: companyId, brand_id: brandId, locale } = request.query;
      const brand = (await findCompany(db, companyId)) ? await brandInfoOf(db, brandId, locale) : null;
      if (!brand) throw new HttpError(404, 'Unknown company or brand');
      return { brand };
    },
  );

  app.get(
    '/company/brand-info/alerts',
    patientRoute({ uIdIn: 'none' }, {
      summary: "A brand's pharmacy updates, newest first",
      description: 'Spec 02: 404 when there are none, which the widget reads as an empty list.',
      tags,
      querystring: brandQuerySchema,
      response: { 200: brandAlertsResponseSchema, 404: errorResponseSchema.describe('No alerts') },
    }),
    async (request) => {
      const brandAlerts = await brandAlertsOf(db, request.query.brand_id, request.query.company_id);
      if (brandAlerts.length === 0) throw new HttpError(404, 'No alerts');
      return { brandAlerts };
    },
  );

  app.get(
    '/company/terms',
    openRoute({
      summary: "A brand's terms and conditions (base64 PDF)",
      description: 'Unauthenticated (the /terms page needs no login).',
      tags,
      querystring: companyTermsQuerySchema,
      response: { 200: companyTermsResponseSchema, 404: notFound('brand'), ...jsonBodyErrorResponses },
    }),
    async (request) => {
      const terms = await termsOf(db, request.query.brand_id);
      if (!terms) throw new HttpError(404, 'No terms for this brand');
      return terms;
    },
  );

  app.get(
    '/company/rx-status',
    patientRoute({ uIdIn: 'none' }, {
      summary: 'Patient-facing names of the prescription display statuses',
      description: "Company 0's names when the company has none. Statuses without a patient-facing name are left out.",
      tags,
      querystring: rxStatusQuerySchema,
      response: { 200: rxStatusResponseSchema },
    }),
    async (request) => ({ statuses: await rxStatusesOf(db, request.query.company_id, request.query.locale) }),
  );

  app.get(
    '/company/shipping-holidays',
    patientRoute({ uIdIn: 'none' }, {
      summary: 'Days without (or with extra) delivery',
      description: "Company 0's calendar when the company has none. Holiday names in the locale asked for when the calendar has them, else in English.",
      tags,
      querystring: shippingHolidaysQuerySchema,
      response: { 200: shippingHolidaysResponseSchema },
    }),
    async (request) => {
      const holidays = await shippingHolidaysOf(db, request.query.company_id, request.query.locale);
      return { shippingHolidays: holidayListsOf(holidays), holidays };
    },
  );
};
