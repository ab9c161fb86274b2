import { z } from 'zod';
import { idQueryParamSchema, idSchema, requiredText, text, uIdBodySchema, uIdQueryParamSchema } from '../common/common.schema';

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

/** Spec 01 §3 "Additional medication": a self-reported medication. */
export type AdditionalMedication = z.infer<typeof additionalMedicationSchema>;

export const additionalMedicationListResponseSchema = z
  .object({ medications: z.array(additionalMedicationSchema) })
  .meta({ id: 'AdditionalMedicationListResponse' });

/** Answer of GET /user/medications/additional. */
export type AdditionalMedicationListResponse = z.infer<typeof additionalMedicationListResponseSchema>;

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

/** Body of POST /user/medications/additional: fields of at most 50 characters, notes 200. */
export type AdditionalMedicationCreatePayload = z.infer<typeof additionalMedicationCreatePayloadSchema>;

export const additionalMedicationUpdatePayloadSchema = z
  .object({ ...medicationShape, medId: idSchema })
  .meta({ id: 'AdditionalMedicationUpdatePayload' });

export type AdditionalMedicationUpdatePayload = z.infer<typeof additionalMedicationUpdatePayloadSchema>;

export const additionalMedicationSaveResponseSchema = z
  .object({ medication: additionalMedicationSchema })
  .meta({ id: 'AdditionalMedicationSaveResponse' });

export type AdditionalMedicationSaveResponse = z.infer<typeof additionalMedicationSaveResponseSchema>;

export const additionalMedicationDeleteQuerySchema = z.object({ u_id: uIdQueryParamSchema, med_id: idQueryParamSchema });

/** Query of DELETE /user/medications/additional. */
export type AdditionalMedicationDeleteQuery = z.infer<typeof additionalMedicationDeleteQuerySchema>;
