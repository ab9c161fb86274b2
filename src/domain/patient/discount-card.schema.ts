import { z } from 'zod';
import { idQueryParamSchema, idSchema, localeSchema, text, uIdBodySchema, uIdQueryParamSchema } from '../common/common.schema';

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

export const discountCardQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  locale: localeSchema.default('en'),
  initial: z.enum(['true', 'false']).optional().describe('true on the first load of the page'),
  discount_id: idQueryParamSchema.optional().describe('A card of the caller; the newest one when absent'),
});

/** Query of GET /discount-cards. */
export type DiscountCardQuery = z.infer<typeof discountCardQuerySchema>;

export const discountQuestionSchema = z
  .object({
    questionId: z.number().int(),
    question: z.string(),
    kind: z.enum(['choice', 'text']),
    options: z.array(z.string()).describe('The choices of a multiple-choice question; empty for a text one'),
  })
  .meta({ id: 'DiscountQuestion' });

/** One question of the discount card's tutorial or follow-up. */
export type DiscountQuestion = z.infer<typeof discountQuestionSchema>;

export const discountSurveySchema = z
  .object({
    surveyType: discountSurveyTypeSchema,
    questions: z.array(discountQuestionSchema),
    redeemed: z.boolean().describe('Whether the one-time redemption was already posted'),
  })
  .meta({ id: 'DiscountSurvey' });

export type DiscountSurvey = z.infer<typeof discountSurveySchema>;

export const discountCardResponseSchema = z
  .object({ discountCard: discountCardSchema, survey: discountSurveySchema })
  .meta({ id: 'DiscountCardResponse' });

/** Answer of GET /discount-cards. */
export type DiscountCardResponse = z.infer<typeof discountCardResponseSchema>;

export const discountAnswerSchema = z.object({ questionId: idSchema, answer: text(500) }).meta({ id: 'DiscountAnswer' });

export type DiscountAnswer = z.infer<typeof discountAnswerSchema>;

export const discountAnswersPayloadSchema = z
  .object({
    u_id: uIdBodySchema,
    discountId: idSchema,
    sessionId: text(100).min(1),
    surveyType: discountSurveyTypeSchema,
    answers: z.array(discountAnswerSchema).min(1).max(50),
  })
  .meta({ id: 'DiscountAnswersPayload' });

/** Body of POST /discount-cards/answers. */
export type DiscountAnswersPayload = z.infer<typeof discountAnswersPayloadSchema>;

export const discountRedemptionResponseSchema = z
  .object({ redeemedAt: z.string().describe('ISO 8601'), alreadyRedeemed: z.boolean() })
  .meta({ id: 'DiscountRedemptionResponse' });

/** Answer of POST /discount-cards/redemptions: the first redemption's time, whichever call made it. */
export type DiscountRedemptionResponse = z.infer<typeof discountRedemptionResponseSchema>;
