/**
 * @tag rx-survey
 * @summary An assessment: one question at a time with branching, scoring, resume, mandatory chains and a drug lookup; or the thank-you page.
 *
 * Needs a signed-in patient (otherwise asks to go to /login with `rx-navigate`). Loads the survey
 * event given by `survey-event-id`, resumes from its partial response, posts a partial response
 * on Next when an answer changed, and submits the full response on the last question (or from
 * the terminate screen when a score rule ends the survey early). Afterwards a dialog lists the
 * mandatory surveys still to answer, or offers Return Home (and Continue to Refill when opened
 * from the refill wizard). With `view="submission"` it shows the thank-you page.
 *
 * @attr {string} survey-event-id - The survey event to answer (the query parameter survey_event_id of /survey).
 * @attr {string} view - "submission" for the thank-you page; otherwise the survey.
 * @attr {string} api-base - API base URL (default `/api`).
 * @attr {string} brand - Brand override: default, specialty, health-network, warehouse-retail, home-delivery.
 * @attr {string} company-id - Company id.
 * @attr {string} locale - Language: en or es.
 * @attr {string} theme - Colour scheme: light or dark (default: the reader's system setting).
 *
 * @prop {AssessmentSummary[]} mandatorySurveys - The required assessments of the refill being prepared (route state from the refill wizard); set from JavaScript.
 * @prop {string} surveyEventId - Same as the attribute.
 * @prop {string} view - Same as the attribute.
 *
 * @fires {CustomEvent<{ surveyEventId: number; score: number }>} rx-survey-submitted - A survey was submitted; the score as the server computed it.
 * @fires {CustomEvent<{ path: string; replace?: boolean; state?: Record<string, unknown> }>} rx-navigate - Where to go: /login when signed out; /home (Return Home, Cancel); /refill (Continue to Refill); /survey?survey_event_id=… for the next mandatory survey; /submission when the survey was already submitted.
 *
 * @csspart card - The survey card.
 * @csspart survey-title - The survey's name.
 * @csspart progress - The progress bar.
 * @csspart question - The current question with its Back and Next buttons.
 * @csspart terminate - The screen shown when a score rule ends the survey early.
 * @csspart actions - The bar with Back and Next (or Review and Submit).
 * @csspart button - Each button.
 * @csspart drug-lookup - The medication lookup by brand name or NDC.
 * @csspart drug-results - The medications the lookup found.
 * @csspart medication-entry - Each medication entry.
 * @csspart remaining-surveys - The list of mandatory surveys still to answer.
 * @csspart success-message - The message of the thank-you page.
 * @csspart dialog - The completion and remaining-surveys dialogs.
 *
 * @cssprop --rx-color-primary - Brand colour of buttons and the progress bar.
 * @cssprop --rx-color-danger - Colour of errors.
 * @cssprop --rx-color-border - Colour of the card, entries and the progress track.
 * @cssprop --rx-font-family - Font of the widget.
 * @cssprop --rx-radius - Corner radius.
 * @cssprop --rx-space - Base spacing unit.
 */
import { defineRxElement, type RxElementOf } from '../core/element/define-rx-element';
import { rxSurveyContract } from './contracts/rx-survey';
import { SurveyWidget, type SurveyWidgetProps } from '../features/survey/survey-widget';

const contract = rxSurveyContract;

export const RxSurveyElement = defineRxElement<SurveyWidgetProps, typeof contract.attributes>({
  tag: 'rx-survey',
  widget: SurveyWidget,
  attributes: contract.attributes,
});

export type RxSurvey = RxElementOf<SurveyWidgetProps, typeof contract.attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'rx-survey': RxSurvey;
  }
}
