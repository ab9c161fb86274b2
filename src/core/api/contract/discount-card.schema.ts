import { z } from 'zod';
import { idSchema, uIdBodySchema } from './common.schema';
import type { DiscountCard, DiscountRedemptionPayload, DiscountSurveyType } from './discount-card';
import type { Expect, TypesMatch } from './type-equality';

export const discountCardSchema = z
  .object({
    discountId: z.number().int(),
    discountUrl: z.string().nullable(),
    memberId: z.string(),
    rxBIN: z.string(),
    rxGRP: z.string(),
    rxPCN: z.string(),
    helpline: z.string(),
  })
  .meta({ id: 'DiscountCard' });

export const discountSurveyTypeSchema = z.enum(['Tutorial', 'FollowUp']);

export const discountRedemptionPayloadSchema = z
  .object({ u_id: uIdBodySchema, discountId: idSchema })
  .meta({ id: 'DiscountRedemptionPayload' });

export type DiscountCardSchemaMatches = Expect<TypesMatch<z.infer<typeof discountCardSchema>, DiscountCard>>;
export type DiscountSurveyTypeSchemaMatches = Expect<TypesMatch<z.infer<typeof discountSurveyTypeSchema>, DiscountSurveyType>>;
export type DiscountRedemptionPayloadSchemaMatches = Expect<
  TypesMatch<z.infer<typeof discountRedemptionPayloadSchema>, DiscountRedemptionPayload>
>;
