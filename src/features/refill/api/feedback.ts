import type { HttpClient } from '../../../core/api/http-client';
import type { FeedbackLookupResponse } from '../../../domain/survey/feedback.schema';

/** GET /feedback?u_id&feedback_type=NPS: when the patient last gave a score (none: 'No results found'). */
export async function fetchLastFeedback(client: HttpClient, uId: number): Promise<FeedbackLookupResponse> {
  const { status, body } = await client.request<FeedbackLookupResponse>('/feedback', {
    query: { u_id: uId, feedback_type: 'NPS' },
    expectedStatus: [200, 404],
  });
  if (status === 404 || !body) return { patientFeedback: null, message: body?.message ?? 'No results found' };
  return { patientFeedback: body.patientFeedback ?? null, ...(body.message ? { message: body.message } : {}) };
}
