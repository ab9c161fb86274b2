import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../core/api/http-client';
import type { ConversationListResponse } from '../../../domain/messaging/conversation.schema';
import { unreadMessageCount } from '../model/badges';

/** GET /conversations/patients?u_id: the unread badge of the messages tile. */
export async function fetchUnreadMessages(client: HttpClient, uId: number): Promise<number> {
  const { body } = await client.request<ConversationListResponse>('/conversations/patients', { query: { u_id: uId } });
  return unreadMessageCount(body);
}

export const unreadMessagesQuery = (client: HttpClient, uId: number) =>
  queryOptions({ queryKey: ['home', 'unread-messages', uId], queryFn: () => fetchUnreadMessages(client, uId) });
