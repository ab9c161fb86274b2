import type { HttpClient } from '../../../core/api/http-client';
import type { Conversation, ConversationListResponse } from '../../../domain/messaging/conversation.schema';
import { MESSAGE_PAGE_SIZE } from '../../../domain/messaging/message';
import type { Message, MessageListResponse } from '../../../domain/messaging/message.schema';

/** GET /conversations/patients: every conversation, or only `convId`. */
export async function fetchConversations(client: HttpClient, uId: number, convId?: number): Promise<Conversation[]> {
  const { body } = await client.request<ConversationListResponse>('/conversations/patients', { query: { u_id: uId, conv_id: convId } });
  return body.conversations;
}

/** GET /conversations/messages: one page of 25, newest first from `start`. */
export async function fetchMessagePage(client: HttpClient, uId: number, convId: number, start: number): Promise<Message[]> {
  const { body } = await client.request<MessageListResponse>('/conversations/messages', {
    query: { u_id: uId, conv_id: convId, msg_start: start, msg_limit: MESSAGE_PAGE_SIZE },
  });
  return body.messages;
}

/**
 * What arrived while the socket was away: the newest messages, page by page, down to `anchor`
 * (the newest message held when the connection dropped); all of them when there is no anchor.
 * Messages received live since then do not stop the walk: the gap lies below them.
 */
export async function fetchSince(
  client: HttpClient,
  uId: number,
  convId: number,
  anchor: Pick<Message, 'msgId' | 'timeCreated'> | undefined,
): Promise<{ messages: Message[]; complete: boolean }> {
  const collected: Message[] = [];
  const reached = (message: Message) =>
    anchor !== undefined && (message.msgId === anchor.msgId || Date.parse(message.timeCreated) < Date.parse(anchor.timeCreated));
  for (let start = 0; ; start += MESSAGE_PAGE_SIZE) {
    const page = await fetchMessagePage(client, uId, convId, start);
    collected.push(...page);
    if (page.length < MESSAGE_PAGE_SIZE) return { messages: collected, complete: true };
    if (page.some(reached)) return { messages: collected, complete: false };
  }
}
