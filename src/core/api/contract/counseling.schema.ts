import { z } from 'zod';
import { idSchema, uIdBodySchema, zeroOneSchema } from './common.schema';
import type { CounselingEvent, CounselingOption, CounselingViewedPayload } from './counseling';
import type { Expect, TypesMatch } from './type-equality';

export const counselingOptionSchema = z
  .object({ content: z.string(), response: z.string() })
  .meta({ id: 'CounselingOption' });

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

export const counselingViewedPayloadSchema = z
  .object({ u_id: uIdBodySchema, eventId: idSchema })
  .meta({ id: 'CounselingViewedPayload' });

export type CounselingOptionSchemaMatches = Expect<TypesMatch<z.infer<typeof counselingOptionSchema>, CounselingOption>>;
export type CounselingEventSchemaMatches = Expect<TypesMatch<z.infer<typeof counselingEventSchema>, CounselingEvent>>;
export type CounselingViewedPayloadSchemaMatches = Expect<
  TypesMatch<z.infer<typeof counselingViewedPayloadSchema>, CounselingViewedPayload>
>;
