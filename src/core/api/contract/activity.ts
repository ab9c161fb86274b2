/**
 * Activity types of the home activity list (spec 01 §2): clinical = an assessment (has a due
 * date), counseling, address = "fill address details" (opens /confirm-address), insurance =
 * "insurance change" (opens /missing-insurance).
 */
export type ActivityType = 'clinical' | 'counseling' | 'address' | 'insurance';

/** Spec 01 §3 / spec 02 §3 "Activity". */
export interface Activity {
  activityId: number;
  /** 'fill address details', 'insurance change', or the assessment / counseling name. */
  activityName: string;
  activityType: ActivityType;
  /** YYYY-MM-DD, or null. */
  dueDate: string | null;
  completed: 0 | 1;
  /** The survey event (clinical) or counseling event the activity opens; null for the others. */
  referenceId: number | null;
}

/** Query of GET /user/activities: completed=0 lists only the pending ones. */
export interface ActivitiesQuery {
  u_id: number;
  completed?: 0 | 1;
}

/** Answer of GET /user/activities. */
export interface ActivitiesResponse {
  activityDetails: Activity[];
}

/** Body of POST /user/activity/completed; confirmed = the patient answered Yes on the confirm step. */
export interface ActivityCompletedPayload {
  u_id: number;
  activityId: number;
  confirmed?: boolean;
}

/** Answer of POST /user/activity/completed. */
export interface ActivityCompletedResponse {
  activity: Activity;
}
