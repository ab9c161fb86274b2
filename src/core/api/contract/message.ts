/** Spec 01 §9: messages are fetched 25 at a time. */
export const MESSAGE_PAGE_SIZE = 25;
/** The largest `msg_limit` the server accepts. */
export const MESSAGE_PAGE_MAX = 100;

/**
 * Spec 01 §3 "Message". A message is sent either by the patient (`uId` set, `cpId` null) or by a
 * care provider (`cpId` set, `uId` null).
 */
export interface Message {
  msgId: number;
  convId: number;
  msgBody: string;
  senderName: string;
  /** ISO 8601. */
  timeCreated: string;
  /** Ids of the care providers who read it, comma-separated ('' = none). */
  readByProvider: string;
  /** Ids (u_id) of the patients who read it, comma-separated ('' = none). */
  readByPatient: string;
  uId: number | null;
  cpId: number | null;
  /** The sender's own id for the message; a resend with the same id is stored once. */
  clientMsgId: string | null;
}

/**
 * Query of GET /conversations/messages. Messages come newest first (time, then msgId, both
 * descending); `msg_start` is the offset into that order, so msg_start=0 is the newest page.
 * A message arriving between two page loads shifts the offsets by one: dedupe by msgId.
 */
export interface MessageListQuery {
  conv_id: number;
  u_id: number;
  /** Offset from the newest message; default 0. */
  msg_start?: number;
  /** Page size; default 25, at most 100. */
  msg_limit?: number;
}

export interface MessageListResponse {
  messages: Message[];
}
