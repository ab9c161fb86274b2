import { z } from 'zod';
import { idSchema, uIdBodySchema, zeroOneSchema } from '../common/common.schema';

export const counselingOptionSchema = z
  .object({ content: z.string(), response: z.string() })
  .meta({ id: 'CounselingOption' });

/** One option of a counseling item: a heading that expands to a longer response. */
export type CounselingOption = z.infer<typeof counselingOptionSchema>;

export const counselingEventSchema = z
  .object({
    eventId: z.number().int(),
    counselingName: z.string(),
    timeCreated: z.string(),
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
