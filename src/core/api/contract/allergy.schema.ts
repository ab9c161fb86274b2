import { z } from 'zod';
import { selfReportedFieldSchema, selfReportedNotesSchema } from './additional-medication.schema';
import type {
  Allergy,
  AllergyCreatePayload,
  AllergyDeleteQuery,
  AllergyListResponse,
  AllergySaveResponse,
  AllergyUpdatePayload,
} from './allergy';
import { idQueryParamSchema, idSchema, uIdBodySchema, uIdQueryParamSchema } from './common.schema';
import type { Expect, TypesMatch } from './type-equality';

export const allergySchema = z
  .object({
    allergyId: z.number().int(),
    medicationName: z.string(),
    dosage: z.string().describe('Severity'),
    description: z.string().describe('Reaction'),
    notes: z.string().nullable(),
  })
  .meta({ id: 'Allergy' });

export const allergyListResponseSchema = z.object({ allergyMeds: z.array(allergySchema) }).meta({ id: 'AllergyListResponse' });

const allergyShape = {
  u_id: uIdBodySchema,
  medicationName: selfReportedFieldSchema,
  dosage: selfReportedFieldSchema.describe('Severity'),
  description: selfReportedFieldSchema.describe('Reaction'),
  notes: selfReportedNotesSchema,
};

export const allergyCreatePayloadSchema = z.object(allergyShape).meta({ id: 'AllergyCreatePayload' });

export const allergyUpdatePayloadSchema = z
  .object({ ...allergyShape, allergyId: idSchema })
  .meta({ id: 'AllergyUpdatePayload' });

export const allergySaveResponseSchema = z.object({ allergy: allergySchema }).meta({ id: 'AllergySaveResponse' });

export const allergyDeleteQuerySchema = z.object({ u_id: uIdQueryParamSchema, allergy_id: idQueryParamSchema });

export type AllergySchemaMatches = Expect<TypesMatch<z.infer<typeof allergySchema>, Allergy>>;
export type AllergyListResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof allergyListResponseSchema>, AllergyListResponse>>;
export type AllergyCreatePayloadSchemaMatches = Expect<TypesMatch<z.infer<typeof allergyCreatePayloadSchema>, AllergyCreatePayload>>;
export type AllergyUpdatePayloadSchemaMatches = Expect<TypesMatch<z.infer<typeof allergyUpdatePayloadSchema>, AllergyUpdatePayload>>;
export type AllergySaveResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof allergySaveResponseSchema>, AllergySaveResponse>>;
export type AllergyDeleteQuerySchemaMatches = Expect<TypesMatch<z.infer<typeof allergyDeleteQuerySchema>, AllergyDeleteQuery>>;
