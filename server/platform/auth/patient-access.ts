import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import { withAudit, type AuditAction, type AuditEntry } from '../audit/audit';
import { requireIdentity } from './authenticate';
import type { CallerPatient, PatientForSubject } from './patient-of-caller';
import { rememberedCallers } from './remembered-callers';
import type { TokenVerifier } from './token-verifier';
import type { Database } from '../db/database';
import { errorBody } from '../http/error-handling';

/**
 * Route-level access metadata, declared in each route's `config` so that the route table says
 * who may call what (the cross-route tests are generated from it):
 * - auth 'patient': a valid ID token whose subject is a patient (401 / 403 otherwise);
 *   auth 'none': open (registration, company lookups, dev helpers).
 * - uIdIn: where the route carries the caller's u_id; any other u_id is answered 403.
 * - audit: the patient data the route reads or writes (one audit row per successful call).
 */
export interface RouteAccess {
  auth: 'patient' | 'none';
  uIdIn?: 'query' | 'body' | 'none';
  audit?: { action: AuditAction; entity: string };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAccess['auth'];
    uIdIn?: RouteAccess['uIdIn'];
    audit?: RouteAccess['audit'];
  }
  interface FastifyRequest {
    /** The caller's patient, on auth 'patient' routes. */
    patient?: CallerPatient;
  }
}

export const FORBIDDEN_U_ID_MESSAGE = 'u_id does not belong to the caller';
export const NO_PATIENT_MESSAGE = 'No patient record belongs to the caller';

/**
 * Adds the checks that `config.auth: 'patient'` promises to every route registered after it in
 * this scope: the token is verified before anything else (onRequest), and the caller's patient
 * is loaded and the u_id compared right after the body is parsed and before it is validated,
 * so another patient's u_id is 403 whatever the rest of the request looks like.
 */
export function installPatientAccess(app: FastifyInstance, deps: { db: Database; verifier: TokenVerifier; patientForSubject: PatientForSubject }): void {
  const authenticate = requireIdentity(deps.verifier) as onRequestHookHandler;
  const patientForSubject = rememberedCallers(deps.patientForSubject);
  app.addHook('onRoute', (route) => {
    if (route.config?.auth !== 'patient') return;
    const checkCaller = callerCheck(deps.db, patientForSubject, route.config.uIdIn ?? 'none') as preValidationHookHandler;
    route.onRequest = [authenticate, ...hookList(route.onRequest)];
    route.preValidation = [checkCaller, ...hookList(route.preValidation)];
  });
}

function hookList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

function callerCheck(db: Database, patientForSubject: PatientForSubject, uIdIn: NonNullable<RouteAccess['uIdIn']>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const patient = request.identity ? await patientForSubject(db, request.identity.sub, request.identity.pool) : null;
    if (!patient) return reply.code(403).send(errorBody(403, NO_PATIENT_MESSAGE));
    request.patient = patient;
    if (uIdIn === 'none') return;
    const source = uIdIn === 'query' ? request.query : request.body;
    const claimed = source !== null && typeof source === 'object' && !Array.isArray(source) ? (source as Record<string, unknown>).u_id : undefined;
    // A missing u_id is the schema's to refuse (400).
    if (claimed !== undefined && !isSameId(claimed, patient.uId)) {
      return reply.code(403).send(errorBody(403, FORBIDDEN_U_ID_MESSAGE));
    }
  };
}

function isSameId(claimed: unknown, uId: number): boolean {
  if (typeof claimed === 'number') return claimed === uId;
  return typeof claimed === 'string' && /^\d{1,10}$/.test(claimed) && Number(claimed) === uId;
}

/** The caller's patient inside a handler of an auth 'patient' route. */
export function callerOf(request: FastifyRequest): CallerPatient {
  if (!request.patient) throw new Error(`${request.method} ${request.routeOptions.url} is not an auth 'patient' route`);
  return request.patient;
}

/** The route as audit rows name it: method and pattern, never the query string. */
export function auditRouteOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
}

/**
 * Runs `fn` through `withAudit` with the route's declared `config.audit`, the caller (null on
 * open routes) and the route pattern: one audit row when `fn` succeeds, none when it throws.
 */
export function audited<T>(
  db: Database,
  request: FastifyRequest,
  fn: (tx: Database) => Promise<T>,
  entityId?: AuditEntry<T>['entityId'],
): Promise<T> {
  const declared = request.routeOptions.config.audit;
  if (!declared) throw new Error(`${auditRouteOf(request)} declares no config.audit`);
  return withAudit(
    db,
    {
      actorUId: request.patient?.uId ?? null,
      action: declared.action,
      entity: declared.entity,
      entityId,
      route: auditRouteOf(request),
      clientAddress: request.ip,
    },
    fn,
  );
}
