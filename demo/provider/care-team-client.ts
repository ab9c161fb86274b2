import { io, type Socket } from 'socket.io-client';
import { CARE_TEAM_NAMESPACE, type CareTeamClientToServerEvents, type CareTeamServerToClientEvents } from '../../src/domain/messaging/care-team-events';
import type { CareTeamConversation } from '../../src/domain/messaging/care-team-events.schema';
import type { Message } from '../../src/domain/messaging/message.schema';

export type CareTeamSocket = Socket<CareTeamServerToClientEvents, CareTeamClientToServerEvents>;

/** The console's connection: /care-team with the provider's ID token. */
export function connectCareTeam(token: string): CareTeamSocket {
  return io(CARE_TEAM_NAMESPACE, { auth: { token }, transports: ['websocket'] });
}

export async function listConversations(socket: CareTeamSocket): Promise<CareTeamConversation[]> {
  const ack = await socket.emitWithAck('list conversations', {});
  if (!ack.ok) throw new Error(ack.error);
  return ack.conversations;
}

/** Newest first from the server; returned oldest first. */
export async function loadMessages(socket: CareTeamSocket, convId: number, start = 0, limit = 100): Promise<Message[]> {
  const ack = await socket.emitWithAck('load messages', { conv_id: convId, msg_start: start, msg_limit: limit });
  if (!ack.ok) throw new Error(ack.error);
  return [...ack.messages].reverse();
}

export async function sendMessage(socket: CareTeamSocket, convId: number, msgBody: string): Promise<Message> {
  const ack = await socket.emitWithAck('chat message', { conv_id: convId, msgBody, clientMsgId: crypto.randomUUID() });
  if (!ack.ok) throw new Error(ack.error);
  return ack.message;
}

export function markRead(socket: CareTeamSocket, convId: number, messages: Message[]): void {
  const unread = messages.filter((message) => message.uId !== null).map((message) => message.msgId);
  for (let i = 0; i < unread.length; i += 200) socket.emit('message read', { conv_id: convId, msgIds: unread.slice(i, i + 200) });
}
