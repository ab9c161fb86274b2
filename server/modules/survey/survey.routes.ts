import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerProblem } from '../../../src/domain/survey/answer-check';
import { answersOf, flaggedQuestionsOf, questionByNum, replayAnswers, type SurveyState } from '../../../src/domain/survey/survey-engine';
import {
  partialSurveyResponsePayloadSchema,
  surveyResponsePayloadSchema,
  surveyResponseQuerySchema,
  surveyResponseSavedSchema,
  surveysQuerySchema,
  surveysResponseSchema,
  type Survey,
  type SurveyAnswer,
} from '../../../src/domain/survey/survey.schema';
import type { Database } from '../../platform/db/database';
import { findSurveyEvent, incompleteSurveys, saveFinalResponse, savePartialResponse, surveyForEvent, type SurveyEventRow } from './survey.queries';
import { HttpError } from '../../platform/http/http-error';
import { audited, callerOf } from '../../platform/auth/patient-access';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { patientRoute } from '../../platform/http/route-declarations';

const tags = ['surveys'];

/** The spec's message for "nothing left to answer" (the widget shows its completion message). */
export const NO_SURVEYS_MESSAGE = 'No surveys found.';
export const NO_SURVEY_EVENT_MESSAGE = 'No such survey event for this patient';
export const SURVEY_SUBMITTED_MESSAGE = 'This survey was already submitted';
const SCORE_TOLERANCE = 1e-6;

async function openEvent(tx: Database, uId: number, surveyEventId: number): Promise<SurveyEventRow> {
  const event = await findSurveyEvent(tx, uId, surveyEventId);
  if (!event) throw new HttpError(404, NO_SURVEY_EVENT_MESSAGE);
  if (event.completed) throw new HttpError(409, SURVEY_SUBMITTED_MESSAGE);
  return event;
}

/** Replays the answers through the shared engine: the state they lead to, or a 400 with the reason. */
async function scoredState(tx: Database, uId: number, event: SurveyEventRow, answers: SurveyAnswer[], sentScore: number): Promise<SurveyState> {
  const survey: Survey = await surveyForEvent(tx, uId, event, 'en');
  const replay = replayAnswers(survey, answers);
  if (!replay.ok) throw new HttpError(400, `body/answers: ${replay.reason}`);
  for (const answer of answers) {
    const question = questionByNum(survey, answer.questionNum);
    const problem = question ? answerProblem(question, answer) : null;
    if (problem) throw new HttpError(400, `body/answers: question ${answer.questionNum}: ${problem}`);
  }
  if (Math.abs(replay.state.score - sentScore) > SCORE_TOLERANCE) throw new HttpError(400, `body/score: the answers score ${replay.state.score}`);
  return replay.state;
}

/** Assessments (spec 02 §2 "Assessments", §7 /surveys and /survey-responses). */
export const surveyRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db }) => {
  app.get(
    '/surveys',
    patientRoute({ uIdIn: 'query', audit: { action: 'read', entity: 'survey' } }, {
      summary: 'A survey to answer, or the surveys still to answer',
      description:
        'With survey_event_id: that survey (questions in the locale asked for, English where not written), its partial ' +
        `response and the home activity it completes. 404 '${NO_SURVEYS_MESSAGE}' when it was submitted already, ` +
        `404 '${NO_SURVEY_EVENT_MESSAGE}' when the patient has no such event. With status=incomplete: the list, ` +
        `404 '${NO_SURVEYS_MESSAGE}' when empty.`,
      tags,
      querystring: surveysQuerySchema,
      response: { 200: surveysResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const { survey_event_id: surveyEventId, status, locale = 'en' } = request.query;
      if (surveyEventId === undefined && status !== 'incomplete') throw new HttpError(400, 'querystring: give survey_event_id or status=incomplete');
      const surveys = await audited(db, request, async (tx) => {
        if (surveyEventId !== undefined) {
          const event = await findSurveyEvent(tx, uId, surveyEventId);
          if (!event) throw new HttpError(404, NO_SURVEY_EVENT_MESSAGE);
          if (event.completed) throw new HttpError(404, NO_SURVEYS_MESSAGE);
          return [await surveyForEvent(tx, uId, event, locale)];
        }
        const list = await incompleteSurveys(tx, uId, locale);
        if (list.length === 0) throw new HttpError(404, NO_SURVEYS_MESSAGE);
        return list;
      });
      return { surveys };
    },
  );

  app.post(
    '/survey-responses/partial',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'survey' } }, {
      summary: 'Keep the answers given so far',
      description:
        'The answers, in the order given, must follow the survey from question 1 (400 otherwise) and score what score says ' +
        `(the server replays them through the same engine); each answer must suit its question (a numeric value inside the range of ` +
        `the option it names, non-empty text, well-formed medication entries). 409 when the survey was submitted already.`,
      tags,
      body: partialSurveyResponsePayloadSchema,
      response: { 200: surveyResponseSavedSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const { survey_event_id: surveyEventId, answers, score } = request.body;
      const state = await audited(
        db,
        request,
        async (tx) => {
          const event = await openEvent(tx, uId, surveyEventId);
          const replayed = await scoredState(tx, uId, event, answers, score);
          await savePartialResponse(tx, uId, surveyEventId, { answers: answersOf(replayed), score: replayed.score, flagged: flaggedQuestionsOf(replayed) });
          return replayed;
        },
        () => String(surveyEventId),
      );
      return { ok: true as const, score: state.score, flaggedQuestions: flaggedQuestionsOf(state) };
    },
  );

  app.post(
    '/survey-responses',
    patientRoute({ uIdIn: 'body', audit: { action: 'write', entity: 'survey' } }, {
      summary: 'Submit a finished survey',
      description:
        'The answers must follow the survey from question 1 to its end (a Finished action, or a score rule that ends it early), ' +
        'numQuestions is their count and score what they score (400 otherwise). Completes the survey event and the drug assessment ' +
        'of the same event, so refills of that medication are no longer held. 409 when submitted already. The query may repeat survey_event_id.',
      tags,
      querystring: surveyResponseQuerySchema,
      body: surveyResponsePayloadSchema,
      response: { 200: surveyResponseSavedSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      const body = request.body;
      if (request.query.survey_event_id !== undefined && request.query.survey_event_id !== body.survey_event_id) {
        throw new HttpError(400, 'querystring/survey_event_id: differs from the body');
      }
      if (body.numQuestions !== body.answers.length) throw new HttpError(400, 'body/numQuestions: must be the number of answers');
      const state = await audited(
        db,
        request,
        async (tx) => {
          const event = await openEvent(tx, uId, body.survey_event_id);
          if (event.survey.surveyId !== body.surveyId) throw new HttpError(400, 'body/surveyId: not the survey of this event');
          const replayed = await scoredState(tx, uId, event, body.answers, body.score);
          if (replayed.position.kind === 'question') throw new HttpError(400, 'body/answers: the survey is not finished');
          await saveFinalResponse(tx, uId, {
            surveyEventId: body.survey_event_id,
            surveyId: body.surveyId,
            timeCompleted: body.time_completed,
            numQuestions: body.numQuestions,
            answers: answersOf(replayed),
            flaggedQuestions: flaggedQuestionsOf(replayed),
            careProviderId: body.careProviderId,
            medications: body.medications,
            score: replayed.score,
            terminatedEarly: replayed.position.kind === 'terminated',
          });
          return replayed;
        },
        () => String(body.survey_event_id),
      );
      return { ok: true as const, score: state.score, flaggedQuestions: flaggedQuestionsOf(state) };
    },
  );
};
