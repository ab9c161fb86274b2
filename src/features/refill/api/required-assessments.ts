import type { HttpClient } from '../../../core/api/http-client';
import type { AssessmentSummary, RequiredSurveysResponse } from '../../../domain/survey/required-surveys.schema';

/**
 * GET /user/medications/required-surveys?u_id&m_ids[]=…: the required assessments still to be
 * completed for the chosen medications, one per survey event. 404 means none.
 */
export async function fetchRequiredAssessments(client: HttpClient, uId: number, mIds: readonly number[]): Promise<AssessmentSummary[]> {
  const { status, body } = await client.request<RequiredSurveysResponse>('/user/medications/required-surveys', {
    query: { u_id: uId, 'm_ids[]': [...new Set(mIds)] },
    expectedStatus: [200, 404],
  });
  if (status === 404 || !Array.isArray(body?.drugAssessmentMappings)) return [];
  const seen = new Set<number>();
  return body.drugAssessmentMappings.filter((entry) => {
    if (!entry.isRequired || !entry.hasIncompleteAssessment || seen.has(entry.surveyEventID)) return false;
    seen.add(entry.surveyEventID);
    return true;
  });
}
