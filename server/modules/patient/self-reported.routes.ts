import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { additionalContactCreatePayloadSchema, additionalContactDeleteQuerySchema, additionalContactListResponseSchema, additionalContactSaveResponseSchema, additionalContactUpdatePayloadSchema } from '../../../src/domain/patient/additional-contact.schema';
import { additionalMedicationCreatePayloadSchema, additionalMedicationDeleteQuerySchema, additionalMedicationListResponseSchema, additionalMedicationSaveResponseSchema, additionalMedicationUpdatePayloadSchema } from '../../../src/domain/patient/additional-medication.schema';
import { allergyCreatePayloadSchema, allergyDeleteQuerySchema, allergyListResponseSchema, allergySaveResponseSchema, allergyUpdatePayloadSchema } from '../../../src/domain/patient/allergy.schema';
import { deletedResponseSchema, uIdQuerySchema } from '../../../src/domain/common/common.schema';
import type { Database } from '../../platform/db/database';
import { allergyList, contactList, medicationList, type OwnedList } from './self-reported.queries';
import { HttpError } from '../../platform/http/http-error';
import { audited, callerOf } from '../../platform/auth/patient-access';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { patientRouteErrors } from '../../platform/http/shared-responses';

interface OwnedListRoutes<Item, Fields> {
  path: string;
  tag: string;
  /** Audit entity and the noun of summaries and messages. */
  entity: string;
  noun: string;
  plural: string;
  listKey: string;
  itemKey: string;
  /** The id in PUT bodies and in DELETE queries. */
  bodyId: string;
  queryId: string;
  store: OwnedList<Item, Fields>;
  /** The stored fields of a POST or PUT body. */
  fields(body: Record<string, unknown>): Fields;
  itemId(item: Item): number;
  schemas: { list: z.ZodType; create: z.ZodType; update: z.ZodType; saved: z.ZodType; deleteQuery: z.ZodType };
}

/** GET, POST, PUT and DELETE of one of the patient's own lists, all on one path. */
function ownedListRoutes<Item, Fields>(app: FastifyInstance, db: Database, spec: OwnedListRoutes<Item, Fields>): void {
  const access = (action: 'read' | 'write', uIdIn: 'query' | 'body') => ({
    auth: 'patient' as const,
    uIdIn,
    audit: { action, entity: spec.entity },
  });
  const tags = [spec.tag];

  app.get(
    spec.path,
    {
      config: access('read', 'query'),
      schema: { summary: `The caller's ${spec.plural}`, tags, querystring: uIdQuerySchema, response: { 200: spec.schemas.list, ...patientRouteErrors } },
    },
    async (request) => {
      const { uId } = callerOf(request);
      return { [spec.listKey]: await audited(db, request, (tx) => spec.store.list(tx, uId)) };
    },
  );

  app.post(
    spec.path,
    {
      config: access('write', 'body'),
      schema: { summary: `Add a ${spec.noun}`, tags, body: spec.schemas.create, response: { 200: spec.schemas.saved, ...patientRouteErrors } },
    },
    async (request) => {
      const { uId } = callerOf(request);
      const fields = spec.fields(request.body as Record<string, unknown>);
      const item = await audited(db, request, (tx) => spec.store.insert(tx, uId, fields), spec.itemId);
      return { [spec.itemKey]: item };
    },
  );

  app.put(
    spec.path,
    {
      config: access('write', 'body'),
      schema: { summary: `Change a ${spec.noun}`, tags, body: spec.schemas.update, response: { 200: spec.schemas.saved, ...patientRouteErrors } },
    },
    async (request) => {
      const { uId } = callerOf(request);
      const body = request.body as Record<string, unknown>;
      const id = body[spec.bodyId] as number;
      const item = await audited(
        db,
        request,
        async (tx) => (await spec.store.update(tx, uId, id, spec.fields(body))) ?? Promise.reject(new HttpError(404, `No such ${spec.noun}`)),
        id,
      );
      return { [spec.itemKey]: item };
    },
  );

  app.delete(
    spec.path,
    {
      config: access('write', 'query'),
      schema: {
        summary: `Remove a ${spec.noun}`,
        tags,
        querystring: spec.schemas.deleteQuery,
        response: { 200: deletedResponseSchema, ...patientRouteErrors },
      },
    },
    async (request) => {
      const { uId } = callerOf(request);
      const id = (request.query as Record<string, number>)[spec.queryId]!;
      await audited(
        db,
        request,
        async (tx) => {
          if (!(await spec.store.remove(tx, uId, id))) throw new HttpError(404, `No such ${spec.noun}`);
        },
        id,
      );
      return { deleted: true as const, id };
    },
  );
}

const text = (value: unknown) => String(value).trim();
const optionalText = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Contacts, self-reported medications and allergies on the profile (spec 01 §7). */
export const selfReportedRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db }) => {
  ownedListRoutes(app, db, {
    path: '/user/contact',
    tag: 'contacts',
    entity: 'additional_contact',
    noun: 'contact',
    plural: 'additional contacts',
    listKey: 'contacts',
    itemKey: 'contact',
    bodyId: 'contactId',
    queryId: 'contact_id',
    store: contactList,
    fields: (body) => ({
      contactName: text(body.contactName),
      contactDetail: text(body.contactDetail),
      phone: optionalText(body.phone),
      email: optionalText(body.email)?.toLowerCase() ?? null,
    }),
    itemId: (item) => item.contactId,
    schemas: {
      list: additionalContactListResponseSchema,
      create: additionalContactCreatePayloadSchema,
      update: additionalContactUpdatePayloadSchema,
      saved: additionalContactSaveResponseSchema,
      deleteQuery: additionalContactDeleteQuerySchema,
    },
  });

  const selfReportedFields = (body: Record<string, unknown>) => ({
    medicationName: text(body.medicationName),
    dosage: text(body.dosage),
    description: text(body.description),
    notes: optionalText(body.notes),
  });

  ownedListRoutes(app, db, {
    path: '/user/medications/additional',
    tag: 'medications',
    entity: 'additional_medication',
    noun: 'self-reported medication',
    plural: 'self-reported medications',
    listKey: 'medications',
    itemKey: 'medication',
    bodyId: 'medId',
    queryId: 'med_id',
    store: medicationList,
    fields: selfReportedFields,
    itemId: (item) => item.medId,
    schemas: {
      list: additionalMedicationListResponseSchema,
      create: additionalMedicationCreatePayloadSchema,
      update: additionalMedicationUpdatePayloadSchema,
      saved: additionalMedicationSaveResponseSchema,
      deleteQuery: additionalMedicationDeleteQuerySchema,
    },
  });

  ownedListRoutes(app, db, {
    path: '/user/medications/allergies',
    tag: 'medications',
    entity: 'allergy',
    noun: 'allergy',
    plural: 'allergies',
    listKey: 'allergyMeds',
    itemKey: 'allergy',
    bodyId: 'allergyId',
    queryId: 'allergy_id',
    store: allergyList,
    fields: selfReportedFields,
    itemId: (item) => item.allergyId,
    schemas: {
      list: allergyListResponseSchema,
      create: allergyCreatePayloadSchema,
      update: allergyUpdatePayloadSchema,
      saved: allergySaveResponseSchema,
      deleteQuery: allergyDeleteQuerySchema,
    },
  });
};
