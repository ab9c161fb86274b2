import { z } from 'zod';
import type { ActivitiesQuery, ActivitiesResponse, Activity, ActivityCompletedPayload, ActivityCompletedResponse } from './activity';
import { idSchema, uIdBodySchema, uIdQueryParamSchema, zeroOneSchema } from './common.schema';
import type { Expect, TypesMatch } from './type-equality';

export const activitySchema = z
  .object({
    activityId: z.number().int(),
    activityName: z.string(),
    activityType: z.enum(['clinical', 'counseling', 'address', 'insurance']),
    dueDate: z.string().nullable().describe('YYYY-MM-DD'),
    completed: zeroOneSchema,
    referenceId: z.number().int().nullable().describe('Survey event (clinical) or counseling event id'),
  })
  .meta({ id: 'Activity' });

export const activitiesQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  completed: z
    .enum(['0', '1'])
    .transform((value) => (value === '1' ? 1 : 0) as 0 | 1)
    .optional()
    .describe('0 = only pending, 1 = only completed; absent = all'),
});

export const activitiesResponseSchema = z
  .object({ activityDetails: z.array(activitySchema) })
  .meta({ id: 'ActivitiesResponse' });

export const activityCompletedPayloadSchema = z
  .object({
    u_id: uIdBodySchema,
    activityId: idSchema,
    confirmed: z.boolean().optional().describe('The patient confirmed the data (address confirm step)'),
  })
  .meta({ id: 'ActivityCompletedPayload' });

export const activityCompletedResponseSchema = z
  .object({ activity: activitySchema })
  .meta({ id: 'ActivityCompletedResponse' });

export type ActivitySchemaMatches = Expect<TypesMatch<z.infer<typeof activitySchema>, Activity>>;
export type ActivitiesQuerySchemaMatches = Expect<TypesMatch<z.infer<typeof activitiesQuerySchema>, ActivitiesQuery>>;
export type ActivitiesResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof activitiesResponseSchema>, ActivitiesResponse>>;
export type ActivityCompletedPayloadSchemaMatches = Expect<
  TypesMatch<z.infer<typeof activityCompletedPayloadSchema>, ActivityCompletedPayload>
>;
export type ActivityCompletedResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof activityCompletedResponseSchema>, ActivityCompletedResponse>
>;
