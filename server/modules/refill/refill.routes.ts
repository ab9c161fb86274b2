import { inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../../src/domain/common/common.schema';
import { EDIT_ALLOWED_STATUSES, PrescriptionStatus } from '../../../src/domain/medication/statuses';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import { billingQuerySchema, billingResponseSchema } from '../../../src/domain/medication/order.schema';
import { type RefillSubmitResponse, refillRequestPayloadSchema, refillRequestsQuerySchema, refillRequestsResponseSchema, refillSubmitResponseSchema } from '../../../src/domain/refill/refill.schema';
import type { Database } from '../../platform/db/database';
import {
  addressUsedByRequests,
  billingOf,
  findRefillRequestRow,
  insertRefillRequest,
  listRefillRequests,
  refillRequestRecord,
  replaceRefillRequest,
  setDisplayStatus,
} from './refill.queries';
import { setAddressInRefill } from '../patient';
import { pharmacyTimeZoneOf } from '../company';
import { prescriptions } from './refill.tables';
import { HttpError } from '../../platform/http/http-error';
import { IDEMPOTENCY_REPLAYED_HEADER, runIdempotent, type IdempotentOutcome } from '../../platform/http/idempotency';
import { audited, callerOf } from '../../platform/auth/patient-access';
import { checkRefillRequest, statusOutsideRequest } from './refill.rules';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { patientRoute } from '../../platform/http/route-declarations';

const tags = ['refills'];

export const refillUpdatePayloadSchema = refillRequestPayloadSchema
  .extend({ requestId: idSchema.describe('The request to change') })
  .meta({ id: 'RefillUpdatePayload' });

const idempotencyHeaders = (required: boolean) =>
  z.looseObject({
    'idempotency-key': z
      .string()
      .optional()
      .describe(
        `${required ? 'Required' : 'Optional'}: a unique value per intended request (at most 255 characters), e.g. a UUID. ` +
          'The same key and body again answer the first result with Idempotency-Replayed: true.',
      ),
  });

const idempotencyErrors = {
  409: errorResponseSchema.describe('An active order holds a prescription, or a request with this Idempotency-Key is still being processed'),
  422: errorResponseSchema.describe('The Idempotency-Key was already used with a different request'),
} as const;

const RULES_DESCRIPTION =
  'Every prescription must be the caller\'s (403), active, refillable through the portal with refills left, without a ' +
  'required assessment to complete and without an active order (409, the message then says "active order"). rxNumber ' +
  "is the first prescription's number; addrId one of the caller's addresses or pickup locations, with isPickup as the " +
  'address has it; deliveryDate one of the allowed delivery days (2 business days of lead in the pharmacy\'s time zone, ' +
  'Monday to Friday or Tuesday to Thursday when a prescription ships cold, holidays and force-allowed days of the ' +
  "company's calendar, no earlier than each prescription's next refill date, 17 days of window); supplies 1 to 4 once " +
  'each, Other (4) with its text (400 otherwise).';

/** Refill requests (spec 02 §2 "Refill wizard", §7): list, submit, edit, and billing of orders. */
export const refillRequestRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db, now }) => {
  app.get(
    '/refill-requests',
    patientRoute({ uIdIn: 'query', audit: { action: 'read', entity: 'refill_request' } }, {
      summary: "The caller's refill requests, newest first",
      description: 'status=active keeps requests that are requested (2) or processing (5); requestId only that request.',
      tags,
      querystring: refillRequestsQuerySchema,
      response: { 200: refillRequestsResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const { status, requestId } = request.query;
      return { refills: await audited(db, request, (tx) => listRefillRequests(tx, uId, { status, requestId })) };
    },
  );

  app.post(
    '/refill-requests',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'refill_request' } }, {
      summary: 'Request a refill (delivery or pickup) of some prescriptions',
      description:
        'Needs an Idempotency-Key header (400 without one). ' +
        RULES_DESCRIPTION +
        ' The prescriptions then show as requested (2) and the address is locked (inRefill).',
      tags,
      headers: idempotencyHeaders(true),
      body: refillRequestPayloadSchema,
      response: { 200: refillSubmitResponseSchema, ...idempotencyErrors },
    }),
    async (request, reply) => {
      const caller = callerOf(request);
      const outcome = await runIdempotent<RefillSubmitResponse>(db, request, { required: true }, (store) =>
        audited(
          db,
          request,
          async (tx) => {
            const checked = await checkRefillRequest(tx, caller, request.body, { now: now() });
            const gIds = checked.prescriptions.map((row) => row.gId);
            const requestId = await insertRefillRequest(tx, { ...checked, uId: caller.uId, gIds, dateRequested: now() });
            await setDisplayStatus(tx, gIds, PrescriptionStatus.REQUESTED);
            await lockAddress(tx, caller.uId, checked.addrId);
            const answer = { request: await refillRequestRecord(tx, caller.uId, requestId) };
            await store(tx, answer);
            return answer;
          },
          (answer) => answer.request.requestId,
        ),
      );
      return answerOf(reply, outcome);
    },
  );

  app.put(
    '/refill-requests',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'refill_request' } }, {
      summary: 'Change a refill request that the pharmacy has not started on',
      description:
        'Only a request of the caller that is still requested (2) may change (404 for an unknown one, 409 once it is ' +
        'processing, shipped or cancelled). Date, address, payment, supplies, instructions and prescriptions are ' +
        'replaced; the same rules as a new request apply, the request itself not counting as an active order. ' +
        RULES_DESCRIPTION +
        ' An Idempotency-Key header is optional and works as for POST.',
      tags,
      headers: idempotencyHeaders(false),
      body: refillUpdatePayloadSchema,
      response: { 200: refillSubmitResponseSchema, ...idempotencyErrors },
    }),
    async (request, reply) => {
      const caller = callerOf(request);
      const { requestId } = request.body;
      const outcome = await runIdempotent<RefillSubmitResponse>(db, request, { required: false }, (store) =>
        audited(
          db,
          request,
          async (tx) => {
            const current = await findRefillRequestRow(tx, caller.uId, requestId, true);
            if (!current) throw new HttpError(404, 'No such refill request');
            if (!EDIT_ALLOWED_STATUSES.has(current.status)) {
              throw new HttpError(409, 'This refill request can no longer be changed: the pharmacy has started on it');
            }
            const at = now();
            const checked = await checkRefillRequest(tx, caller, request.body, { now: at, editingRequestId: requestId });
            const gIds = checked.prescriptions.map((row) => row.gId);
            const removed = await replaceRefillRequest(tx, requestId, { ...checked, gIds });
            await setDisplayStatus(tx, gIds, PrescriptionStatus.REQUESTED);
            await reopenPrescriptions(tx, removed, at, await pharmacyTimeZoneOf(tx, caller.brandId));
            await lockAddress(tx, caller.uId, checked.addrId);
            if (current.addrId !== checked.addrId && !(await addressUsedByRequests(tx, current.addrId, requestId))) {
              await setAddressInRefill(tx, caller.uId, current.addrId, 0);
            }
            const answer = { request: await refillRequestRecord(tx, caller.uId, requestId) };
            await store(tx, answer);
            return answer;
          },
          requestId,
        ),
      );
      return answerOf(reply, outcome);
    },
  );

  app.get(
    '/refill-requests/billing',
    patientRoute({ uIdIn: 'query', audit: { action: 'read', entity: 'billing' } }, {
      summary: 'Billing entries of a prescription, an order or a refill request',
      description:
        "Give one of rxNumber, orderId or requestId (400 without any). Only the caller's orders are searched: another " +
        "patient's order gives no entries.",
      tags,
      querystring: billingQuerySchema,
      response: { 200: billingResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const { rxNumber, orderId, requestId } = request.query;
      if (rxNumber === undefined && orderId === undefined && requestId === undefined) {
        throw new HttpError(400, 'querystring: give one of rxNumber, orderId or requestId');
      }
      return { results: await audited(db, request, (tx) => billingOf(tx, uId, { rxNumber, orderId, requestId })) };
    },
  );
};

function answerOf(reply: FastifyReply, outcome: IdempotentOutcome<RefillSubmitResponse>): RefillSubmitResponse | FastifyReply {
  if (!outcome.replayed) return outcome.body;
  return reply.code(outcome.status).header(IDEMPOTENCY_REPLAYED_HEADER, 'true').send(outcome.body);
}

const lockAddress = (tx: Database, uId: number, addrId: number) => setAddressInRefill(tx, uId, addrId, 1);

/** Prescriptions taken out of a request show as open again (or not yet due). */
async function reopenPrescriptions(tx: Database, gIds: readonly number[], at: Date, timeZone: string): Promise<void> {
  if (gIds.length === 0) return;
  const rows = await tx.select().from(prescriptions).where(inArray(prescriptions.gId, [...gIds]));
  for (const row of rows) await setDisplayStatus(tx, [row.gId], statusOutsideRequest(row, at, timeZone));
}
