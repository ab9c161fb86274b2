import type { Message } from './message.schema';
import type { ConversationErrorEvent, MessageUpdatedEvent, PortalAck, PortalErrorEvent } from './message-events';
import type {
  CareTeamChatMessagePayload,
  CareTeamConversation,
  CareTeamListPayload,
  CareTeamLoadMessagesPayload,
  CareTeamReadPayload,
} from './care-team-events.schema';

/**
 * The care providers' real-time channel: socket.io namespace /care-team, the provider's ID token
 * in the handshake's `auth` payload (`{ token }`, never the query), refused with "no care provider for this identity" when the
 * token's subject is not a care provider. Messages of both sides reach both namespaces' rooms.
 */
export const CARE_TEAM_NAMESPACE = '/care-team';

export const CARE_TEAM_REFUSALS = {
  notProvider: 'no care provider for this identity',
  notParticipant: 'Cannot send message',
} as const;

export interface CareTeamClientToServerEvents {
  'list conversations': (payload: CareTeamListPayload, ack: (result: PortalAck<{ conversations: CareTeamConversation[] }>) => void) => void;
  'load messages': (payload: CareTeamLoadMessagesPayload, ack: (result: PortalAck<{ messages: Message[] }>) => void) => void;
  'chat message': (payload: CareTeamChatMessagePayload, ack?: (result: PortalAck<{ message: Message }>) => void) => void;
  'message read': (payload: CareTeamReadPayload, ack?: (result: PortalAck<{ messages: Message[] }>) => void) => void;
}

export interface CareTeamServerToClientEvents {
  'new message': (message: Message) => void;
  'message updated': (event: MessageUpdatedEvent) => void;
  'conversation-error': (event: ConversationErrorEvent) => void;
  error: (event: PortalErrorEvent) => void;
}
