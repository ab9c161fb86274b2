import { z } from 'zod';
import { idQueryParamSchema, uIdQueryParamSchema } from '../common/common.schema';

export const assessmentSummarySchema = z
  .object({
    mId: z.number().int(),
    hasIncompleteAssessment: z.boolean(),
    surveyEventID: z.number().int(),
    isRequired: z.boolean(),
    surveyName: z.string(),
  })
  .meta({ id: 'AssessmentSummary' });

export type AssessmentSummary = z.infer<typeof assessmentSummarySchema>;

export const requiredSurveysResponseSchema = z
  .object({ drugAssessmentMappings: z.array(assessmentSummarySchema) })
  .meta({ id: 'RequiredSurveysResponse' });

/** Answer of GET /user/medications/required-surveys (u_id, m_ids[]); 404 when none. */
export type RequiredSurveysResponse = z.infer<typeof requiredSurveysResponseSchema>;

const mIdsParamSchema = z.union([idQueryParamSchema, z.array(idQueryParamSchema).max(50)]);

export const requiredSurveysQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  'm_ids[]': mIdsParamSchema.optional().describe('A medication (mId); repeat the parameter for several'),
  m_ids: mIdsParamSchema.optional().describe('Same as m_ids[]'),
});

/**
 * Query of GET /user/medications/required-surveys: the medications (mIds) as repeated
 * `m_ids[]` (or `m_ids`) parameters.
 */
export type RequiredSurveysQuery = z.infer<typeof requiredSurveysQuerySchema>;
