import { z } from 'zod';
import { idSchema, uIdBodySchema, uIdQueryParamSchema, zeroOneSchema } from '../common/common.schema';

export const activitySchema = z
  .object({
    activityId: z.number().int(),
    activityName: z.string().describe("'fill address details', 'insurance change', or the assessment / counseling name"),
    activityType: z.enum(['clinical', 'counseling', 'address', 'insurance']),
    dueDate: z.string().nullable().describe('YYYY-MM-DD'),
    completed: zeroOneSchema,
    referenceId: z.number().int().nullable().describe('Survey event (clinical) or counseling event id'),
  })
  .meta({ id: 'Activity' });

/** Spec 01 §3 / spec 02 §3 "Activity". */
export type Activity = z.infer<typeof activitySchema>;

export const activitiesQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  completed: z
    .enum(['0', '1'])
    .transform((value) => (value === '1' ? 1 : 0) as 0 | 1)
    .optional()
    .describe('0 = only pending, 1 = only completed; absent = all'),
});

/** Query of GET /user/activities: completed=0 lists only the pending ones. */
export type ActivitiesQuery = z.infer<typeof activitiesQuerySchema>;

export const activitiesResponseSchema = z
  .object({ activityDetails: z.array(activitySchema) })
  .meta({ id: 'ActivitiesResponse' });

/** Answer of GET /user/activities. */
export type ActivitiesResponse = z.infer<typeof activitiesResponseSchema>;

export const activityCompletedPayloadSchema = z
  .object({
    u_id: uIdBodySchema,
    activityId: idSchema,
    confirmed: z.boolean().optional().describe('The patient confirmed the data (address confirm step)'),
  })
  .meta({ id: 'ActivityCompletedPayload' });

/** Body of POST /user/activity/completed; confirmed = the patient answered Yes on the confirm step. */
export type ActivityCompletedPayload = z.infer<typeof activityCompletedPayloadSchema>;

export const activityCompletedResponseSchema = z
  .object({ activity: activitySchema })
  .meta({ id: 'ActivityCompletedResponse' });

/** Answer of POST /user/activity/completed. */
export type ActivityCompletedResponse = z.infer<typeof activityCompletedResponseSchema>;

/**
 * Activity types of the home activity list (spec 01 §2): clinical = an assessment (has a due
 * date), counseling, address = "fill address details" (opens /confirm-address), insurance =
 * "insurance change" (opens /missing-insurance).
 */
export type ActivityType = Activity['activityType'];
