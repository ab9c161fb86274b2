/** One option of a counseling item: a heading that expands to a longer response. */
export interface CounselingOption {
  content: string;
  response: string;
}

/** Spec 02 §3 "Counseling event". Incomplete until the patient has viewed it. */
export interface CounselingEvent {
  eventId: number;
  counselingName: string;
  timeCreated: string;
  completed: 0 | 1;
  portalPrompt: string;
  options: CounselingOption[];
}

/** Body of POST /user/counseling/viewed. */
export interface CounselingViewedPayload {
  u_id: number;
  eventId: number;
}
