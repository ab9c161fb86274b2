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
