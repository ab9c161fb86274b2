import type { Conversation } from '../../../domain/messaging/conversation.schema';
import type { Message } from '../../../domain/messaging/message.schema';

/** Spec 01 §9: group names and provider lists are cut at 25 characters. */
export const GROUP_NAME_MAX = 25;

/** Cuts at `max` characters (whole code points), with an ellipsis when something was cut. */
export function truncate(text: string, max = GROUP_NAME_MAX): string {
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, max).join('').trimEnd()}…`;
}

export const providerNames = (conversation: Pick<Conversation, 'careProviders'>): string[] =>
  conversation.careProviders.split(',').map((name) => name.trim()).filter(Boolean);

/** Spec 01 §2: up to 2 providers by name; more -> the first two and "N others". */
export function providerSummary(conversation: Pick<Conversation, 'careProviders'>): { names: string[]; others: number } {
  const names = providerNames(conversation);
  return names.length > 2 ? { names: names.slice(0, 2), others: names.length - 2 } : { names, others: 0 };
}

/** Search on care provider names and topic, case-insensitive; an empty query keeps everything. */
export function filterConversations<C extends Pick<Conversation, 'careProviders' | 'topic'>>(list: readonly C[], query: string): C[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...list];
  return list.filter(
    (conversation) =>
      conversation.topic.toLocaleLowerCase().includes(needle) ||
      providerNames(conversation).some((name) => name.toLocaleLowerCase().includes(needle)),
  );
}

const latestTime = (conversation: Pick<Conversation, 'latestTimeStamp'>) =>
  conversation.latestTimeStamp === null ? Number.NEGATIVE_INFINITY : Date.parse(conversation.latestTimeStamp);

/** Started (newest first) and not-started (null latest time stamp, in the server's order). */
export function splitByStarted<C extends Pick<Conversation, 'latestTimeStamp'>>(list: readonly C[]): { started: C[]; notStarted: C[] } {
  const started = list.filter((conversation) => conversation.latestTimeStamp !== null);
  started.sort((a, b) => latestTime(b) - latestTime(a));
  return { started, notStarted: list.filter((conversation) => conversation.latestTimeStamp === null) };
}

/**
 * Spec 01 §4: a new message moves its conversation to the top (and out of the not-started list)
 * and, unless it is the patient's own, counts as unread until it has been seen: in the open
 * conversation the read event takes it off again as soon as it is visible.
 */
export function applyIncomingMessage(
  list: readonly Conversation[],
  message: Message,
  options: { uId: number },
): Conversation[] {
  const index = list.findIndex((conversation) => conversation.convId === message.convId);
  if (index < 0) return [...list];
  const conversation = list[index]!;
  const counts = message.uId !== options.uId;
  const latest = conversation.latestTimeStamp && Date.parse(conversation.latestTimeStamp) > Date.parse(message.timeCreated) ? conversation.latestTimeStamp : message.timeCreated;
  const updated = { ...conversation, latestTimeStamp: latest, unreadMsgCount: conversation.unreadMsgCount + (counts ? 1 : 0) };
  return [updated, ...list.slice(0, index), ...list.slice(index + 1)];
}

/** After read marks: the badge drops by the number of messages that became read. */
export function applyReadCount(list: readonly Conversation[], convId: number, newlyRead: number): Conversation[] {
  return list.map((conversation) =>
    conversation.convId === convId ? { ...conversation, unreadMsgCount: Math.max(0, conversation.unreadMsgCount - newlyRead) } : conversation,
  );
}

/** The total the home tile and `rx-unread-changed` show. */
export const totalUnread = (list: readonly Pick<Conversation, 'unreadMsgCount'>[]) =>
  list.reduce((sum, conversation) => sum + conversation.unreadMsgCount, 0);
