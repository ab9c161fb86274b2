/**
 * Spec 01 §3 "Conversation": one thread between a patient and one or more care providers,
 * listed by GET /conversations/patients.
 */
export interface Conversation {
  convId: number;
  /** The care providers' names, comma-separated, in the order of `cpIds`. */
  careProviders: string;
  /** The care providers' ids, comma-separated, e.g. "3,7,12". */
  cpIds: string;
  patientName: string;
  topic: string;
  /** ISO 8601 time of the latest message; null = not started yet (the separate not-started list). */
  latestTimeStamp: string | null;
  /** Patient-facing messages not sent and not yet read by this patient. */
  unreadMsgCount: number;
}

/** Query of GET /conversations/patients: the caller's conversations, or just `conv_id`. */
export interface ConversationListQuery {
  u_id: number;
  conv_id?: number;
}

/** Answer of GET /conversations/patients, most recently active first, then the not-started ones. */
export interface ConversationListResponse {
  conversations: Conversation[];
}
