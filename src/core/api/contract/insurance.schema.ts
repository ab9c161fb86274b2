import { z } from 'zod';
import { idQueryParamSchema, idSchema, requiredText, text, uIdBodySchema, uIdQueryParamSchema } from './common.schema';
import type {
  Insurance,
  InsuranceCreatePayload,
  InsuranceDeleteQuery,
  InsuranceListResponse,
  InsurancePlanOption,
  InsurancePlanOptionsResponse,
  InsuranceSaveResponse,
  InsuranceUpdatePayload,
} from './insurance';
import type { Expect, TypesMatch } from './type-equality';

export const insuranceSchema = z
  .object({
    insuranceId: z.number().int(),
    planType: z.string().nullable(),
    planName: z.string(),
    memberId: z.string(),
    personCode: z.string().nullable(),
    bin: z.string(),
    pcn: z.string(),
    group: z.string(),
    isPrimary: z.boolean(),
    frontImage: z.string().nullable().describe('Always null: card images stay in the browser'),
    backImage: z.string().nullable().describe('Always null: card images stay in the browser'),
    timeAdded: z.string(),
    timeLastModified: z.string(),
  })
  .meta({ id: 'Insurance' });

export const insuranceListResponseSchema = z
  .object({ results: z.array(insuranceSchema) })
  .meta({ id: 'InsuranceListResponse' });

const insurancePayloadShape = {
  u_id: uIdBodySchema,
  planType: text(50).nullable().optional().describe('Required for the care-program variant'),
  planName: requiredText(100),
  memberId: requiredText(50),
  personCode: text(10).nullable().optional().describe('Home-only variant only'),
  bin: requiredText(20),
  pcn: requiredText(20),
  group: requiredText(50),
  activityId: idSchema.nullable().optional().describe('Activity completed by this save, if any'),
};

export const insuranceCreatePayloadSchema = z.object(insurancePayloadShape).meta({ id: 'InsuranceCreatePayload' });

export const insuranceUpdatePayloadSchema = z
  .object({ ...insurancePayloadShape, insuranceId: idSchema, isPrimary: z.boolean() })
  .meta({ id: 'InsuranceUpdatePayload' });

export const insuranceSaveResponseSchema = z.object({ insurance: insuranceSchema }).meta({ id: 'InsuranceSaveResponse' });

export const insuranceDeleteQuerySchema = z.object({ u_id: uIdQueryParamSchema, insurance_id: idQueryParamSchema });

export const insurancePlanOptionSchema = z
  .object({ planId: z.number().int(), planName: z.string() })
  .meta({ id: 'InsurancePlanOption' });

export const insurancePlanOptionsQuerySchema = z.object({ brand_id: idQueryParamSchema });

export const insurancePlanOptionsResponseSchema = z
  .object({ insuranceOptions: z.array(insurancePlanOptionSchema) })
  .meta({ id: 'InsurancePlanOptionsResponse' });

export type InsuranceSchemaMatches = Expect<TypesMatch<z.infer<typeof insuranceSchema>, Insurance>>;
export type InsuranceListResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof insuranceListResponseSchema>, InsuranceListResponse>>;
export type InsuranceCreatePayloadSchemaMatches = Expect<
  TypesMatch<z.infer<typeof insuranceCreatePayloadSchema>, InsuranceCreatePayload>
>;
export type InsuranceUpdatePayloadSchemaMatches = Expect<
  TypesMatch<z.infer<typeof insuranceUpdatePayloadSchema>, InsuranceUpdatePayload>
>;
export type InsuranceSaveResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof insuranceSaveResponseSchema>, InsuranceSaveResponse>>;
export type InsuranceDeleteQuerySchemaMatches = Expect<TypesMatch<z.infer<typeof insuranceDeleteQuerySchema>, InsuranceDeleteQuery>>;
export type InsurancePlanOptionSchemaMatches = Expect<TypesMatch<z.infer<typeof insurancePlanOptionSchema>, InsurancePlanOption>>;
export type InsurancePlanOptionsResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof insurancePlanOptionsResponseSchema>, InsurancePlanOptionsResponse>
>;
