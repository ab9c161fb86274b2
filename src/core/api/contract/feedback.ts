/** One answer of a feedback form (the NPS score is { name: 'score', value: '1'…'10' }). */
export interface FeedbackItem {
  name: string;
  question: string;
  value: string;
}

/** Spec 02 §3 "Feedback payload": body of POST /feedback. */
export interface FeedbackPayload {
  u_id: number;
  product: string;
  feedback_type: 'NPS';
  feedback: FeedbackItem[];
}

/** Spec 02 §3 "Patient feedback": when the patient last gave feedback. */
export interface PatientFeedback {
  timeReceived: string;
}

/**
 * Answer of GET /feedback (u_id, feedback_type=NPS). A patient who never gave feedback gets
 * patientFeedback null and the message 'No results found' (spec 02 §7).
 */
export interface FeedbackLookupResponse {
  patientFeedback: PatientFeedback | null;
  message?: string;
}

/** Query of GET /feedback. */
export interface FeedbackLookupQuery {
  u_id: number;
  feedback_type: 'NPS';
}

/** Answer of POST /feedback: the feedback as stored. */
export interface FeedbackSubmitResponse {
  ok: true;
  patientFeedback: PatientFeedback;
}
