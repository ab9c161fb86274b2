import { z } from 'zod';
import { localeSchema } from '../common/common.schema';
import { companyIdQueryParamSchema } from '../company/company-module.schema';

export const rxStatusDefinitionSchema = z
  .object({
    statusCode: z.number().int().describe('Refill display status, 0-9 or 100-109'),
    statusName: z.string().describe("The pharmacy's internal name, e.g. OPEN_CALL_REQUIRED"),
    patientStatusName: z.string(),
    description: z.string().nullable(),
  })
  .meta({ id: 'RxStatusDefinition' });

/**
 * Spec 02 §3 "Rx status definition": the patient-facing name of a refill display status
 * (0-9, 100-109) for a company and language. Only statuses that have a patient-facing name are
 * answered.
 */
export type RxStatusDefinition = z.infer<typeof rxStatusDefinitionSchema>;

export const rxStatusQuerySchema = z.object({
  company_id: companyIdQueryParamSchema,
  locale: z.enum(localeSchema.options).describe('First part of the language'),
});

/** Query of GET /company/rx-status: locale is the first part of the language (en, es). */
export type RxStatusQuery = z.infer<typeof rxStatusQuerySchema>;

export const rxStatusResponseSchema = z
  .object({ statuses: z.array(rxStatusDefinitionSchema) })
  .meta({ id: 'RxStatusResponse' });

/** Answer of GET /company/rx-status (company 0's definitions when the company has none). */
export type RxStatusResponse = z.infer<typeof rxStatusResponseSchema>;
