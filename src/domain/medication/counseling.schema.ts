import { z } from 'zod';
import { idSchema, uIdBodySchema, uIdQueryParamSchema, zeroOneSchema } from '../common/common.schema';

export const counselingOptionSchema = z
  .object({ content: z.string(), response: z.string() })
  .meta({ id: 'CounselingOption' });

/** One option of a counseling item: a heading that expands to a longer response. */
export type CounselingOption = z.infer<typeof counselingOptionSchema>;

export const counselingEventSchema = z
  .object({
    eventId: z.number().int(),
    counselingName: z.string(),
    timeCreated: z.string().describe('ISO 8601'),
    completed: zeroOneSchema,
    portalPrompt: z.string(),
    options: z.array(counselingOptionSchema),
  })
  .meta({ id: 'CounselingEvent' });

/** Spec 02 §3 "Counseling event". Incomplete until the patient has viewed it. */
export type CounselingEvent = z.infer<typeof counselingEventSchema>;

export const counselingViewedPayloadSchema = z
  .object({ u_id: uIdBodySchema, eventId: idSchema })
  .meta({ id: 'CounselingViewedPayload' });

/** Body of POST /user/counseling/viewed. */
export type CounselingViewedPayload = z.infer<typeof counselingViewedPayloadSchema>;

export const counselingQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  completed: z
    .enum(['0', '1'])
    .transform((value) => (value === '1' ? 1 : 0) as 0 | 1)
    .optional()
    .describe('0 = only the items still to review, 1 = only reviewed ones; absent = all'),
});

/** Query of GET /user/counseling. */
export type CounselingQuery = z.infer<typeof counselingQuerySchema>;

export const counselingResponseSchema = z
  .object({ counseling: z.array(counselingEventSchema).describe('Newest first') })
  .meta({ id: 'CounselingResponse' });

/** Answer of GET /user/counseling (an empty list when there is nothing). */
export type CounselingResponse = z.infer<typeof counselingResponseSchema>;

export const counselingViewedResponseSchema = z
  .object({ counselingEvent: counselingEventSchema })
  .meta({ id: 'CounselingViewedResponse' });

/** Answer of POST /user/counseling/viewed: the item, now completed. */
export type CounselingViewedResponse = z.infer<typeof counselingViewedResponseSchema>;
