import { ApiError } from '../../../core/api/api-error';
import type { HttpClient } from '../../../core/api/http-client';
import type { PartialSurveyResponsePayload, Survey, SurveyResponsePayload, SurveyResponseSaved } from '../../../domain/survey/survey.schema';

/** The server's message when a survey was already submitted (spec 02 §2: shown as the completion message). */
export const NO_SURVEYS_FOUND = 'No surveys found.';

export type SurveyLoad = { kind: 'survey'; survey: Survey } | { kind: 'completed' } | { kind: 'noAccess' } | { kind: 'failed' };

/** GET /surveys?survey_event_id&u_id&locale: the survey to answer, or why there is none. */
export async function fetchSurvey(client: HttpClient, uId: number, surveyEventId: number, locale: string): Promise<SurveyLoad> {
  try {
    const { body } = await client.request<{ surveys: Survey[] }>('/surveys', { query: { u_id: uId, survey_event_id: surveyEventId, locale } });
    const survey = body?.surveys?.[0];
    return survey && Array.isArray(survey.questions) ? { kind: 'survey', survey } : { kind: 'failed' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return error.reason === NO_SURVEYS_FOUND ? { kind: 'completed' } : { kind: 'noAccess' };
    if (error instanceof ApiError && error.status === 403) return { kind: 'noAccess' };
    return { kind: 'failed' };
  }
}

/** POST /survey-responses/partial: whether it was stored. Failures are ignored (spec 02 §7). */
export async function postPartialResponse(client: HttpClient, payload: PartialSurveyResponsePayload): Promise<boolean> {
  try {
    await client.request('/survey-responses/partial', { method: 'POST', body: payload });
    return true;
  } catch {
    // the next Next posts again; a reload resumes from the last partial that got through
    return false;
  }
}

/** POST /survey-responses?survey_event_id: the finished survey. Rejects when it was not stored. */
export async function postSurveyResponse(client: HttpClient, payload: SurveyResponsePayload): Promise<SurveyResponseSaved> {
  const { body } = await client.request<SurveyResponseSaved>('/survey-responses', { method: 'POST', query: { survey_event_id: payload.survey_event_id }, body: payload });
  return body;
}

/** POST /user/activity/completed: the home activity the survey was opened from. */
export async function completeActivity(client: HttpClient, uId: number, activityId: number): Promise<void> {
  await client.request('/user/activity/completed', { method: 'POST', body: { u_id: uId, activityId } });
}
