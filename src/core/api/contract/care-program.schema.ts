import { z } from 'zod';
import type { CareGroupMapping, CareGroupMappingResponse, CareGroupsPayload, CareGroupsResponse, CareProgramOption } from './care-program';
import { idSchema, uIdBodySchema } from './common.schema';
import type { Expect, TypesMatch } from './type-equality';

export const careProgramOptionSchema = z
  .object({ diseaseId: z.number().int(), diseaseName: z.string(), gIds: z.array(z.number().int()) })
  .meta({ id: 'CareProgramOption' });

export const careGroupMappingSchema = z
  .object({
    drugName: z.string(),
    gpi: z.string().describe('Generic Product Identifier'),
    options: z.array(careProgramOptionSchema),
    assessmentReady: z.boolean(),
    groupAssessmentReady: z.boolean(),
  })
  .meta({ id: 'CareGroupMapping' });

export const careGroupMappingResponseSchema = z
  .object({ careGroupMapping: z.array(careGroupMappingSchema), initialSetup: z.boolean() })
  .meta({ id: 'CareGroupMappingResponse' });

export const careGroupsPayloadSchema = z
  .object({
    u_id: uIdBodySchema,
    gIds: z.array(idSchema).min(1).max(50),
    groupAssessmentReady: z.boolean(),
  })
  .meta({ id: 'CareGroupsPayload' });

export const careGroupsResponseSchema = z.object({ gIds: z.array(z.number().int()) }).meta({ id: 'CareGroupsResponse' });

export type CareProgramOptionSchemaMatches = Expect<TypesMatch<z.infer<typeof careProgramOptionSchema>, CareProgramOption>>;
export type CareGroupMappingSchemaMatches = Expect<TypesMatch<z.infer<typeof careGroupMappingSchema>, CareGroupMapping>>;
export type CareGroupMappingResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof careGroupMappingResponseSchema>, CareGroupMappingResponse>
>;
export type CareGroupsPayloadSchemaMatches = Expect<TypesMatch<z.infer<typeof careGroupsPayloadSchema>, CareGroupsPayload>>;
export type CareGroupsResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof careGroupsResponseSchema>, CareGroupsResponse>>;
