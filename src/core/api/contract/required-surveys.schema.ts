import { z } from 'zod';
import { idQueryParamSchema, uIdQueryParamSchema } from './common.schema';
import type { AssessmentSummary, RequiredSurveysQuery, RequiredSurveysResponse } from './survey';
import type { Expect, TypesMatch } from './type-equality';

export const assessmentSummarySchema = z
  .object({
    mId: z.number().int(),
    hasIncompleteAssessment: z.boolean(),
    surveyEventID: z.number().int(),
    isRequired: z.boolean(),
    surveyName: z.string(),
  })
  .meta({ id: 'AssessmentSummary' });

export const requiredSurveysResponseSchema = z
  .object({ drugAssessmentMappings: z.array(assessmentSummarySchema) })
  .meta({ id: 'RequiredSurveysResponse' });

const mIdsParamSchema = z.union([idQueryParamSchema, z.array(idQueryParamSchema).max(50)]);

export const requiredSurveysQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  'm_ids[]': mIdsParamSchema.optional().describe('A medication (mId); repeat the parameter for several'),
  m_ids: mIdsParamSchema.optional().describe('Same as m_ids[]'),
});

export type AssessmentSummarySchemaMatches = Expect<TypesMatch<z.infer<typeof assessmentSummarySchema>, AssessmentSummary>>;
export type RequiredSurveysResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof requiredSurveysResponseSchema>, RequiredSurveysResponse>>;
export type RequiredSurveysQuerySchemaMatches = Expect<TypesMatch<z.infer<typeof requiredSurveysQuerySchema>, RequiredSurveysQuery>>;
