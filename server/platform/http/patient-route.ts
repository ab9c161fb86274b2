import type { RouteAccess } from '../auth/patient-access';
import { patientRouteErrors } from './shared-responses';

/** Where an auth 'patient' route carries the caller's u_id, and what the audit trail records of it. */
export type PatientRouteAccess = Omit<RouteAccess, 'auth'>;

/**
 * The options of an auth 'patient' route (platform/auth/patient-access.ts): its `config` from
 * `access`, and its `schema` whose answers are the route's own `response` over the error answers
 * every patient route can give (`patientRouteErrors`), so a route describes only what it adds or
 * says more precisely (e.g. its own 404).
 *
 *   app.get('/user/counseling', patientRoute({ uIdIn: 'query', audit: { action: 'read', entity: 'counseling' } }, {
 *     summary: '…', tags, querystring: counselingQuerySchema, response: { 200: counselingResponseSchema },
 *   }), handler);
 */
export function patientRoute<const S extends { response: object }>(access: PatientRouteAccess, schema: S) {
  return {
    config: { auth: 'patient' as const, ...access },
    schema: { ...schema, response: { ...patientRouteErrors, ...schema.response } },
  };
}
