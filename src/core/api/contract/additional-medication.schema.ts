import { z } from 'zod';
import type {
  AdditionalMedication,
  AdditionalMedicationCreatePayload,
  AdditionalMedicationDeleteQuery,
  AdditionalMedicationListResponse,
  AdditionalMedicationSaveResponse,
  AdditionalMedicationUpdatePayload,
} from './additional-medication';
import { idQueryParamSchema, idSchema, requiredText, text, uIdBodySchema, uIdQueryParamSchema } from './common.schema';
import type { Expect, TypesMatch } from './type-equality';

/** Spec 01 §5: name, dosage/severity, description/reaction required, at most 50 characters; notes at most 200. */
export const selfReportedFieldSchema = requiredText(50);
export const selfReportedNotesSchema = text(200).nullable().optional();

export const additionalMedicationSchema = z
  .object({
    medId: z.number().int(),
    medicationName: z.string(),
    dosage: z.string(),
    description: z.string().describe('Frequency'),
    notes: z.string().nullable(),
  })
  .meta({ id: 'AdditionalMedication' });

export const additionalMedicationListResponseSchema = z
  .object({ medications: z.array(additionalMedicationSchema) })
  .meta({ id: 'AdditionalMedicationListResponse' });

const medicationShape = {
  u_id: uIdBodySchema,
  medicationName: selfReportedFieldSchema,
  dosage: selfReportedFieldSchema,
  description: selfReportedFieldSchema.describe('Frequency'),
  notes: selfReportedNotesSchema,
};

export const additionalMedicationCreatePayloadSchema = z
  .object(medicationShape)
  .meta({ id: 'AdditionalMedicationCreatePayload' });

export const additionalMedicationUpdatePayloadSchema = z
  .object({ ...medicationShape, medId: idSchema })
  .meta({ id: 'AdditionalMedicationUpdatePayload' });

export const additionalMedicationSaveResponseSchema = z
  .object({ medication: additionalMedicationSchema })
  .meta({ id: 'AdditionalMedicationSaveResponse' });

export const additionalMedicationDeleteQuerySchema = z.object({ u_id: uIdQueryParamSchema, med_id: idQueryParamSchema });

export type AdditionalMedicationSchemaMatches = Expect<TypesMatch<z.infer<typeof additionalMedicationSchema>, AdditionalMedication>>;
export type AdditionalMedicationListResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof additionalMedicationListResponseSchema>, AdditionalMedicationListResponse>
>;
export type AdditionalMedicationCreatePayloadSchemaMatches = Expect<
  TypesMatch<z.infer<typeof additionalMedicationCreatePayloadSchema>, AdditionalMedicationCreatePayload>
>;
export type AdditionalMedicationUpdatePayloadSchemaMatches = Expect<
  TypesMatch<z.infer<typeof additionalMedicationUpdatePayloadSchema>, AdditionalMedicationUpdatePayload>
>;
export type AdditionalMedicationSaveResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof additionalMedicationSaveResponseSchema>, AdditionalMedicationSaveResponse>
>;
export type AdditionalMedicationDeleteQuerySchemaMatches = Expect<
  TypesMatch<z.infer<typeof additionalMedicationDeleteQuerySchema>, AdditionalMedicationDeleteQuery>
>;
