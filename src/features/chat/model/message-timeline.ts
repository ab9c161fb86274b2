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
