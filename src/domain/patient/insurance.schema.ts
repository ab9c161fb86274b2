import { z } from 'zod';
import { idQueryParamSchema, idSchema, requiredText, text, uIdBodySchema, uIdQueryParamSchema } from '../common/common.schema';

export const insuranceSchema = z
  .object({
    insuranceId: z.number().int(),
    planType: z.string().nullable().describe('Required for the care-program variant only'),
    planName: z.string(),
    memberId: z.string(),
    personCode: z.string().nullable().describe('Home-only variant only, optional there'),
    bin: z.string(),
    pcn: z.string(),
    group: z.string(),
    isPrimary: z.boolean(),
    frontImage: z.string().nullable().describe('Always null: card images stay in the browser'),
    backImage: z.string().nullable().describe('Always null: card images stay in the browser'),
    timeAdded: z.string().describe('ISO 8601'),
    timeLastModified: z.string(),
  })
  .meta({ id: 'Insurance' });

/** Spec 01 §3 "Insurance". Card images stay in the browser, so the server answers them null. */
export type Insurance = z.infer<typeof insuranceSchema>;

export const insuranceListResponseSchema = z
  .object({ results: z.array(insuranceSchema) })
  .meta({ id: 'InsuranceListResponse' });

/** Answer of GET /user/insurance, primary first. */
export type InsuranceListResponse = z.infer<typeof insuranceListResponseSchema>;

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

/** Body of POST /user/insurance. */
export type InsuranceCreatePayload = z.infer<typeof insuranceCreatePayloadSchema>;

export const insuranceUpdatePayloadSchema = z
  .object({ ...insurancePayloadShape, insuranceId: idSchema, isPrimary: z.boolean() })
  .meta({ id: 'InsuranceUpdatePayload' });

/** Body of PUT /user/insurance. */
export type InsuranceUpdatePayload = z.infer<typeof insuranceUpdatePayloadSchema>;

export const insuranceSaveResponseSchema = z.object({ insurance: insuranceSchema }).meta({ id: 'InsuranceSaveResponse' });

/** Answer of POST and PUT. */
export type InsuranceSaveResponse = z.infer<typeof insuranceSaveResponseSchema>;

export const insuranceDeleteQuerySchema = z.object({ u_id: uIdQueryParamSchema, insurance_id: idQueryParamSchema });

/** Query of DELETE /user/insurance. */
export type InsuranceDeleteQuery = z.infer<typeof insuranceDeleteQuerySchema>;

export const insurancePlanOptionSchema = z
  .object({ planId: z.number().int(), planName: z.string() })
  .meta({ id: 'InsurancePlanOption' });

/** Spec 01 §3 "Insurance plan option" (the registration plan chooser). */
export type InsurancePlanOption = z.infer<typeof insurancePlanOptionSchema>;

export const insurancePlanOptionsQuerySchema = z.object({ brand_id: idQueryParamSchema });

export const insurancePlanOptionsResponseSchema = z
  .object({ insuranceOptions: z.array(insurancePlanOptionSchema) })
  .meta({ id: 'InsurancePlanOptionsResponse' });

/** Answer of GET /user/insurance/plan-options?brand_id=… (unauthenticated). */
export type InsurancePlanOptionsResponse = z.infer<typeof insurancePlanOptionsResponseSchema>;
