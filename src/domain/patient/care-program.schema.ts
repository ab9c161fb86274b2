import { z } from 'zod';
import { idSchema, uIdBodySchema } from '../common/common.schema';

export const careProgramOptionSchema = z
  .object({ diseaseId: z.number().int(), diseaseName: z.string(), gIds: z.array(z.number().int()) })
  .meta({ id: 'CareProgramOption' });

/** A disease care program a drug can be mapped to; gIds are the care groups it enrolls in. */
export type CareProgramOption = z.infer<typeof careProgramOptionSchema>;

export const careGroupMappingSchema = z
  .object({
    drugName: z.string(),
    gpi: z.string().describe('Generic Product Identifier'),
    options: z.array(careProgramOptionSchema),
    assessmentReady: z.boolean().describe("The drug's own assessment is ready to be taken"),
    groupAssessmentReady: z.boolean().describe("The care group's assessment is ready once the mapping is saved"),
  })
  .meta({ id: 'CareGroupMapping' });

/** Spec 02 §3 "Care program mapping": one drug of the patient and the programs it may belong to. */
export type CareGroupMapping = z.infer<typeof careGroupMappingSchema>;

export const careGroupMappingResponseSchema = z
  .object({ careGroupMapping: z.array(careGroupMappingSchema), initialSetup: z.boolean().describe('True until the patient has saved a mapping once') })
  .meta({ id: 'CareGroupMappingResponse' });

/** Answer of GET /care-groups/mapping (404 when the patient has nothing to map). */
export type CareGroupMappingResponse = z.infer<typeof careGroupMappingResponseSchema>;

export const careGroupsPayloadSchema = z
  .object({
    u_id: uIdBodySchema,
    gIds: z.array(idSchema).min(1).max(50),
    groupAssessmentReady: z.boolean(),
  })
  .meta({ id: 'CareGroupsPayload' });

/** Body of POST /v2/patient/care-groups: the care groups the patient chose. */
export type CareGroupsPayload = z.infer<typeof careGroupsPayloadSchema>;

export const careGroupsResponseSchema = z.object({ gIds: z.array(z.number().int()) }).meta({ id: 'CareGroupsResponse' });

/** Answer of POST /v2/patient/care-groups. */
export type CareGroupsResponse = z.infer<typeof careGroupsResponseSchema>;
