import type { Message } from '../../../domain/messaging/message.schema';

/** A message the patient sent that the server has not acknowledged yet. */
export interface PendingMessage {
  clientMsgId: string;
  convId: number;
  msgBody: string;
  createdAt: string;
  /** 'failed' after a refusal: shown with a retry. */
  state: 'sending' | 'failed';
}

/** Oldest first, without duplicates (pages overlap when messages arrive between loads). */
export function mergeMessages(current: readonly Message[], incoming: readonly Message[]): Message[] {
  const byId = new Map<number, Message>();
  for (const message of current) byId.set(message.msgId, message);
  for (const message of incoming) byId.set(message.msgId, message);
  return [...byId.values()].sort((a, b) => Date.parse(a.timeCreated) - Date.parse(b.timeCreated) || a.msgId - b.msgId);
}

/** Pending messages the server already stored (matched by client id) are dropped. */
export function unsentOnly(pending: readonly PendingMessage[], stored: readonly Message[]): PendingMessage[] {
  const storedIds = new Set(stored.map((message) => message.clientMsgId).filter(Boolean));
  return pending.filter((message) => !storedIds.has(message.clientMsgId));
}

/** Whether the patient has read a message: its own, or its id in readByPatient. */
export function isReadBy(message: Message, uId: number): boolean {
  return message.uId === uId || message.readByPatient.split(',').includes(String(uId));
}

/** Spec 01 §9: load earlier messages when the view is within 50 px of the top. */
export const LOAD_MORE_THRESHOLD = 50;

/**
 * Spec 01 §4: a message is read once it has really been visible. On screen means at least half
 * of it, or half of the timeline's height for a message taller than the timeline, was shown
 * (heights in px, as an IntersectionObserver measures them).
 */
export function isShownEnough(shownHeight: number, messageHeight: number, timelineHeight: number): boolean {
  if (shownHeight <= 0 || messageHeight <= 0 || timelineHeight <= 0) return false;
  return shownHeight >= Math.min(messageHeight, timelineHeight) / 2;
}

/**
 * How long a message stays on screen before it counts as seen (a choice: the spec names none).
 * Long enough that a frame or a scroll passing over it does not count, short enough that reading
 * the newest message marks it at once.
 */
export const SEEN_AFTER_MS = 400;

/**
 * Whether a conversation just opened shows its newest message where it belongs: the view is
 * scrolled to its end and the last row, at its measured height, ends where the rows end (px, as
 * the browser laid them out). Until then the rows are not painted, so no frame shows older
 * messages first.
 */
export function showsNewestAtEnd({ distanceFromEnd, lastRowBottom, rowsBottom }: { distanceFromEnd: number; lastRowBottom: number | null; rowsBottom: number }): boolean {
  return lastRowBottom !== null && distanceFromEnd <= 1 && Math.abs(rowsBottom - lastRowBottom) <= 1;
}

/** The longest the rows of a conversation just opened stay unpainted while they settle at the newest. */
export const SETTLE_AT_NEWEST_MS = 1_000;
