import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedResponseSchema, uIdQuerySchema } from '../../../src/domain/common/common.schema';
import { type Insurance, type InsuranceCreatePayload, insuranceCreatePayloadSchema, insuranceDeleteQuerySchema, insuranceListResponseSchema, insurancePlanOptionsQuerySchema, insurancePlanOptionsResponseSchema, insuranceSaveResponseSchema, insuranceUpdatePayloadSchema } from '../../../src/domain/patient/insurance.schema';
import type { Database } from '../../platform/db/database';
import { findCompany, planOptionsOf } from '../company';
import {
  deleteInsurance,
  insertInsurance,
  isDuplicateInsurance,
  listInsurance,
  updateInsurance,
  type InsuranceFields,
} from './insurance.queries';
import { HttpError } from '../../platform/http/http-error';
import { completeLinkedActivity } from './linked-activity';
import { audited, callerOf } from '../../platform/auth/patient-access';
import type { AuditEntry } from '../../platform/audit/audit';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { jsonBodyErrorResponses } from '../../platform/http/shared-responses';
import { openRoute, patientRoute } from '../../platform/http/route-declarations';

const tags = ['insurance'];
const DUPLICATE_MESSAGE = 'This insurance already exists on your profile';

/** Insurance on the profile (spec 01 §7 "Insurance"), with the variant rules of spec 01 §5. */
export const insuranceRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db }) => {
  /**
   * POST and PUT in one audited transaction: the variant rules, a card already on file refused (409),
   * the card stored by `save` (404 when it finds none to change), the linked activity completed.
   */
  const saveInsurance = (
    request: FastifyRequest,
    body: InsuranceCreatePayload,
    save: (tx: Database, uId: number, fields: InsuranceFields) => Promise<Insurance | null>,
    auditId: AuditEntry<Insurance>['entityId'],
    exceptId?: number,
  ) => {
    const caller = callerOf(request);
    return audited(
      db,
      request,
      async (tx) => {
        const fields = await checkedFields(tx, caller.companyId, body);
        if (await isDuplicateInsurance(tx, caller.uId, fields, exceptId)) throw new HttpError(409, DUPLICATE_MESSAGE);
        const saved = await save(tx, caller.uId, fields);
        if (!saved) throw new HttpError(404, 'No such insurance');
        await completeLinkedActivity(tx, caller.uId, body.activityId);
        return saved;
      },
      auditId,
    );
  };

  app.get(
    '/user/insurance',
    patientRoute({ uIdIn: 'query', audit: { action: 'read', entity: 'insurance' } }, {
      summary: "The caller's insurance, primary first",
      tags,
      querystring: uIdQuerySchema,
      response: { 200: insuranceListResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      return { results: await audited(db, request, (tx) => listInsurance(tx, uId)) };
    },
  );

  app.post(
    '/user/insurance',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'insurance' } }, {
      summary: 'Add an insurance',
      description:
        'planType is required for the care-program variant; personCode is accepted only for the home-only variant. ' +
        "409 (message containing 'already exists') for a card already on file. The first insurance becomes primary. " +
        'activityId completes that activity.',
      tags,
      body: insuranceCreatePayloadSchema,
      response: { 200: insuranceSaveResponseSchema },
    }),
    async (request) => ({
      insurance: await saveInsurance(request, request.body, (tx, uId, fields) => insertInsurance(tx, uId, fields), (insurance) => insurance.insuranceId),
    }),
  );

  app.put(
    '/user/insurance',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'insurance' } }, {
      summary: 'Change an insurance',
      description: "Same rules as POST. isPrimary true makes it the primary insurance (the others stop being primary).",
      tags,
      body: insuranceUpdatePayloadSchema,
      response: { 200: insuranceSaveResponseSchema },
    }),
    async (request) => {
      const { insuranceId, isPrimary } = request.body;
      return { insurance: await saveInsurance(request, request.body, (tx, uId, fields) => updateInsurance(tx, uId, insuranceId, fields, isPrimary), insuranceId, insuranceId) };
    },
  );

  app.delete(
    '/user/insurance',
    patientRoute({ uIdIn: 'query', audit: { action: 'write', entity: 'insurance' } }, {
      summary: 'Remove an insurance',
      description: 'When the primary insurance is removed, the oldest remaining one becomes primary.',
      tags,
      querystring: insuranceDeleteQuerySchema,
      response: { 200: deletedResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const insuranceId = request.query.insurance_id;
      await audited(
        db,
        request,
        async (tx) => {
          if (!(await deleteInsurance(tx, uId, insuranceId))) throw new HttpError(404, 'No such insurance');
        },
        insuranceId,
      );
      return { deleted: true as const, id: insuranceId };
    },
  );

  app.get(
    '/user/insurance/plan-options',
    openRoute({
      summary: "A brand's insurance plans for the registration plan chooser",
      description: 'Unauthenticated. An unknown brand has no plans.',
      tags,
      querystring: insurancePlanOptionsQuerySchema,
      response: { 200: insurancePlanOptionsResponseSchema, ...jsonBodyErrorResponses },
    }),
    async (request) => ({ insuranceOptions: await planOptionsOf(db, request.query.brand_id) }),
  );
};

/** The stored fields, after the variant rules of spec 01 §5. */
async function checkedFields(tx: Database, companyId: number, body: InsuranceCreatePayload): Promise<InsuranceFields> {
  const variant = (await findCompany(tx, companyId))?.variant ?? 'standard';
  const planType = body.planType?.trim() || null;
  const personCode = body.personCode?.trim() || null;
  if (variant === 'care-program' && !planType) throw new HttpError(400, 'body/planType: required for this pharmacy');
  if (variant !== 'home-only' && personCode) throw new HttpError(400, 'body/personCode: not used by this pharmacy');
  return {
    planType,
    planName: body.planName.trim(),
    memberId: body.memberId.trim(),
    personCode,
    bin: body.bin.trim(),
    pcn: body.pcn.trim(),
    group: body.group.trim(),
  };
}
