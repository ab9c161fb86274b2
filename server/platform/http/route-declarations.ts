import type { RouteAccess } from '../auth/patient-access';
import { lookupLimit, type LookupRateLimit } from '../rate-limit/lookup-rate-limit';
import { lookupRouteErrors, patientRouteErrors } from './shared-responses';

/**
 * The options of the two kinds of route most modules declare, so that each route states only what
 * is its own: its access, its documentation and its answers. The route's `response` stands over
 * the error answers every route of its kind can give (it may describe one of them more precisely,
 * e.g. its own 404); the other schema keys pass through unchanged, so the OpenAPI document is the
 * same as with the options written out.
 *
 *   app.get('/user/counseling', patientRoute({ uIdIn: 'query', audit: { action: 'read', entity: 'counseling' } }, {
 *     summary: '…', tags, querystring: counselingQuerySchema, response: { 200: counselingResponseSchema },
 *   }), handler);
 */

/** Where an auth 'patient' route carries the caller's u_id, and what the audit trail records of it. */
export type PatientRouteAccess = Omit<RouteAccess, 'auth'>;

/** An auth 'patient' route (platform/auth/patient-access.ts), answering `patientRouteErrors` too. */
export function patientRoute<const S extends { response: object }>(access: PatientRouteAccess, schema: S) {
  return {
    config: { auth: 'patient' as const, ...access },
    schema: { ...schema, response: { ...patientRouteErrors, ...schema.response } },
  };
}

/** An open route under the lookup rate limit (platform/rate-limit/lookup-rate-limit.ts), answering `lookupRouteErrors` too. */
export function lookupRoute<const S extends { response: object }>(limit: LookupRateLimit, audit: RouteAccess['audit'], schema: S) {
  return {
    config: { auth: 'none' as const, rateLimit: lookupLimit(limit), audit },
    schema: { ...schema, response: { ...lookupRouteErrors, ...schema.response } },
  };
}

/** An open route (auth 'none') with nothing else in its config: development routes, public pages' data. */
export function openRoute<const S extends object>(schema: S) {
  return { config: { auth: 'none' as const }, schema };
}
