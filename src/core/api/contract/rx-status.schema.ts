import { z } from 'zod';
import { companyIdQueryParamSchema } from './company-module.schema';
import type { RxStatusDefinition, RxStatusQuery, RxStatusResponse } from './rx-status';
import type { Expect, TypesMatch } from './type-equality';

export const rxStatusDefinitionSchema = z
  .object({
    statusCode: z.number().int().describe('Refill display status, 0-9 or 100-109'),
    statusName: z.string(),
    patientStatusName: z.string(),
    description: z.string().nullable(),
  })
  .meta({ id: 'RxStatusDefinition' });

export const rxStatusQuerySchema = z.object({
  company_id: companyIdQueryParamSchema,
  locale: z.enum(['en', 'es']).describe('First part of the language'),
});

export const rxStatusResponseSchema = z
  .object({ statuses: z.array(rxStatusDefinitionSchema) })
  .meta({ id: 'RxStatusResponse' });

export type RxStatusDefinitionSchemaMatches = Expect<TypesMatch<z.infer<typeof rxStatusDefinitionSchema>, RxStatusDefinition>>;
export type RxStatusQuerySchemaMatches = Expect<TypesMatch<z.infer<typeof rxStatusQuerySchema>, RxStatusQuery>>;
export type RxStatusResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof rxStatusResponseSchema>, RxStatusResponse>>;
