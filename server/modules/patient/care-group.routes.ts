import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { careGroupMappingResponseSchema, careGroupsPayloadSchema, careGroupsResponseSchema } from '../../../src/domain/patient/care-program.schema';
import { uIdQuerySchema } from '../../../src/domain/common/common.schema';
import { careGroupMappingsOf, hasChosenCareGroups, offeredCareGroupIds, saveCareGroups } from './care-group.queries';
import { HttpError } from '../../platform/http/http-error';
import { audited, callerOf } from '../../platform/auth/patient-access';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { patientRoute } from '../../platform/http/route-declarations';

const tags = ['care-programs'];

/** Mapping the patient's drugs to disease care programs (spec 01 §7, spec 02 §2 "Care programs page"). */
export const careGroupRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db }) => {
  app.get(
    '/care-groups/mapping',
    patientRoute({ uIdIn: 'query', audit: { action: 'read', entity: 'care_group_mapping' } }, {
      summary: "The caller's drugs and the care programs each may belong to",
      description: 'No group mappings: 404 (the widget then sets groups_mapped to 3 through PUT /user).',
      tags,
      querystring: uIdQuerySchema,
      response: { 200: careGroupMappingResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      return audited(db, request, async (tx) => {
        const careGroupMapping = await careGroupMappingsOf(tx, uId);
        if (careGroupMapping.length === 0) throw new HttpError(404, 'No group mappings.');
        return { careGroupMapping, initialSetup: !(await hasChosenCareGroups(tx, uId)) };
      });
    },
  );

  app.post(
    '/v2/patient/care-groups',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'care_group' } }, {
      summary: 'Save the care groups the caller chose',
      description: 'Every gId must be offered by one of the caller\'s mappings (400 otherwise).',
      tags,
      body: careGroupsPayloadSchema,
      response: { 200: careGroupsResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const gIds = [...new Set(request.body.gIds)];
      await audited(db, request, async (tx) => {
        const offered = await offeredCareGroupIds(tx, uId);
        const unknown = gIds.filter((gId) => !offered.has(gId));
        if (unknown.length > 0) throw new HttpError(400, `body/gIds: not offered to this patient: ${unknown.join(', ')}`);
        await saveCareGroups(tx, uId, gIds, request.body.groupAssessmentReady);
      });
      return { gIds };
    },
  );
};
