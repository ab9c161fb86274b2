import { z } from 'zod';
import { selfReportedFieldSchema, selfReportedNotesSchema } from './additional-medication.schema';
import { idQueryParamSchema, idSchema, uIdBodySchema, uIdQueryParamSchema } from '../common/common.schema';

export const allergySchema = z
  .object({
    allergyId: z.number().int(),
    medicationName: z.string().describe('The substance the patient is allergic to'),
    dosage: z.string().describe('Severity'),
    description: z.string().describe('Reaction'),
    notes: z.string().nullable(),
  })
  .meta({ id: 'Allergy' });

/** Spec 01 §3 "Allergy". */
export type Allergy = z.infer<typeof allergySchema>;

export const allergyListResponseSchema = z.object({ allergyMeds: z.array(allergySchema) }).meta({ id: 'AllergyListResponse' });

/** Answer of GET /user/medications/allergies. */
export type AllergyListResponse = z.infer<typeof allergyListResponseSchema>;

const allergyShape = {
  u_id: uIdBodySchema,
  medicationName: selfReportedFieldSchema,
  dosage: selfReportedFieldSchema.describe('Severity'),
  description: selfReportedFieldSchema.describe('Reaction'),
  notes: selfReportedNotesSchema,
};

export const allergyCreatePayloadSchema = z.object(allergyShape).meta({ id: 'AllergyCreatePayload' });

/** Body of POST /user/medications/allergies: fields of at most 50 characters, notes 200. */
export type AllergyCreatePayload = z.infer<typeof allergyCreatePayloadSchema>;

export const allergyUpdatePayloadSchema = z
  .object({ ...allergyShape, allergyId: idSchema })
  .meta({ id: 'AllergyUpdatePayload' });

export type AllergyUpdatePayload = z.infer<typeof allergyUpdatePayloadSchema>;

export const allergySaveResponseSchema = z.object({ allergy: allergySchema }).meta({ id: 'AllergySaveResponse' });

export type AllergySaveResponse = z.infer<typeof allergySaveResponseSchema>;

export const allergyDeleteQuerySchema = z.object({ u_id: uIdQueryParamSchema, allergy_id: idQueryParamSchema });

/** Query of DELETE /user/medications/allergies. */
export type AllergyDeleteQuery = z.infer<typeof allergyDeleteQuerySchema>;
