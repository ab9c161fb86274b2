import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import { INVALID_NDC_STATUS, NDC_LIMIT_STATUS, ndcError } from '../../../src/domain/survey/ndc';
import { drugSearchQuerySchema, drugSearchResponseSchema } from '../../../src/domain/survey/survey.schema';
import { searchDrugDirectory, type DrugSearchField } from './ndc-products';
import { HttpError } from '../../platform/http/http-error';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { patientRoute } from '../../platform/http/route-declarations';

export const NO_DRUG_MATCHES_MESSAGE = 'No matches found!';

/** The drug directory (spec 02 §7 "Drug lookup"): openFDA's NDC query shape over the shipped dataset. */
export const drugDirectoryRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app) => {
  app.get(
    '/drugs/ndc.json',
    patientRoute({ uIdIn: 'none' }, {
      summary: 'Search the drug directory by brand name or product NDC',
      description:
        'openFDA query shape: search=brand_name_base:"humi" (from the start, any case) or search=product_ndc:"0074-4339", ' +
        `limit 1-10 (default 10). A product NDC of more than 9 digits is ${NDC_LIMIT_STATUS} NDC_LIMIT; one of fewer than 8 ` +
        `digits or with the hyphen out of place is ${INVALID_NDC_STATUS} INVALID_NDC. 404 '${NO_DRUG_MATCHES_MESSAGE}' when nothing matches.`,
      tags: ['surveys'],
      querystring: drugSearchQuerySchema,
      response: {
        200: drugSearchResponseSchema,
        409: errorResponseSchema.describe('NDC_LIMIT: more than 9 digits'),
        410: errorResponseSchema.describe('INVALID_NDC: not a product NDC'),
      },
    }),
    async (request) => {
      const separator = request.query.search.indexOf(':');
      const field = request.query.search.slice(0, separator) as DrugSearchField;
      const value = request.query.search.slice(separator + 1).replace(/^"|"$/g, '');
      if (field === 'product_ndc') {
        const error = ndcError(value);
        if (error === 'NDC_LIMIT') throw new HttpError(409, 'NDC_LIMIT');
        if (error === 'INVALID_NDC') throw new HttpError(410, 'INVALID_NDC');
      } else if (value.trim().replace(/\*$/, '').length === 0) {
        throw new HttpError(400, 'querystring/search: a brand name is required');
      }
      const results = searchDrugDirectory(field, value, request.query.limit);
      if (results.length === 0) throw new HttpError(404, NO_DRUG_MATCHES_MESSAGE);
      return { meta: { results: { skip: 0, limit: request.query.limit, total: results.length } }, results };
    },
  );
};
