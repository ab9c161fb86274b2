import { z } from 'zod';
import { idSchema, uIdBodySchema } from '../common/common.schema';

export const discountCardSchema = z
  .object({
    discountId: z.number().int(),
    discountUrl: z.string().nullable().describe('Image of the card, when the brand shows a picture instead of the fields'),
    memberId: z.string(),
    rxBIN: z.string(),
    rxGRP: z.string(),
    rxPCN: z.string(),
    helpline: z.string().describe('Phone number of the helpline (a tel: link)'),
  })
  .meta({ id: 'DiscountCard' });

/** Spec 02 §3 "Discount card". */
export type DiscountCard = z.infer<typeof discountCardSchema>;

export const discountSurveyTypeSchema = z.enum(['Tutorial', 'FollowUp']);

/** Which question set the discount card page shows (spec 02 §4 "Discount card"). */
export type DiscountSurveyType = z.infer<typeof discountSurveyTypeSchema>;

export const discountRedemptionPayloadSchema = z
  .object({ u_id: uIdBodySchema, discountId: idSchema })
  .meta({ id: 'DiscountRedemptionPayload' });

/** Body of POST /discount-cards/redemptions. */
export type DiscountRedemptionPayload = z.infer<typeof discountRedemptionPayloadSchema>;
