import type { Conversation } from './conversation.schema';
import type { Message } from './message.schema';
import type { JoinConversationsPayload, ChatMessagePayload, MessageReadPayload } from './message-events.schema';

/**
 * The real-time channel of spec 01 §7 "Messaging": socket.io namespace /portal, the patient's
 * ID token in the handshake's `auth` payload (`{ token }`, never the query). A refused handshake reaches the client as a
 * connect_error whose message is the reason: "jwt expired", "invalid token", "missing token" or
 * "no patient for this identity". The client refreshes its token and reconnects on "jwt expired"
 * (at most 2 times, spec 01 §4).
 */
export const PORTAL_NAMESPACE = '/portal';

export const PORTAL_ERROR_MESSAGES = {
  /** `u_id`/`uId` of the payload is not the signed-in patient's (the socket form of HTTP 403). */
  notCallersUId: 'u_id does not belong to the caller',
  /** The payload failed validation. */
  invalidPayload: 'invalid payload',
  /** The token expired while the socket was open: reconnect with a fresh one. */
  jwtExpired: 'jwt expired',
  /** A `conversation-error`: the conversation does not exist or is not the caller's. */
  cannotSend: 'Cannot send message',
  cannotMarkRead: 'Cannot mark messages read',
  /** The server failed; nothing was stored. */
  failed: 'The event could not be processed',
  /**
   * Refused unhandled: the socket or its patient sent more events than its share
   * (server/README.md, "Real-time limits"). The acknowledgement carries `retryAfterMs`; send the
   * same event again after that. A socket refused again and again is disconnected.
   */
  rateLimited: 'rate_limited',
} as const;

/** A refusal; `retryAfterMs` comes with `rate_limited` only. */
export interface PortalRefusal {
  ok: false;
  error: string;
  retryAfterMs?: number;
}

export type PortalAck<T> = ({ ok: true } & T) | PortalRefusal;

/** The acknowledgement says: too many events, try again in `retryAfterMs`. */
export function isRateLimited(ack: { ok: boolean; error?: string }): ack is PortalRefusal & { retryAfterMs: number } {
  return !ack.ok && ack.error === PORTAL_ERROR_MESSAGES.rateLimited;
}
export type JoinConversationsAck = PortalAck<{ convIds: number[] }>;
/** The stored message; for a resend, the message stored the first time. */
export type ChatMessageAck = PortalAck<{ message: Message }>;
export type MessageReadAck = PortalAck<{ messages: Message[] }>;

// ---- server -> client ----

/** 'message updated': read marks changed on these messages of one conversation. */
export interface MessageUpdatedEvent {
  convId: number;
  messages: Message[];
}

/** 'conversation-error': an event about one conversation failed, e.g. 'Cannot send message'. */
export interface ConversationErrorEvent {
  message: string;
  convId?: number;
  clientMsgId?: string;
}

/** 'error': the event was refused, e.g. 'u_id does not belong to the caller' or 'jwt expired'. */
export interface PortalErrorEvent {
  message: string;
}

/** Typed event maps for `socket.io` (server) and `socket.io-client` (browser). */
export interface PortalClientToServerEvents {
  'join conversations': (payload: JoinConversationsPayload, ack?: (result: JoinConversationsAck) => void) => void;
  'chat message': (payload: ChatMessagePayload, ack?: (result: ChatMessageAck) => void) => void;
  'message read': (payload: MessageReadPayload, ack?: (result: MessageReadAck) => void) => void;
}

export interface PortalServerToClientEvents {
  /** A message was stored in a conversation whose room this socket joined. */
  'new message': (message: Message) => void;
  'message updated': (event: MessageUpdatedEvent) => void;
  /** A conversation was created for this patient; the socket is already in its room. */
  'new conversation': (conversation: Conversation) => void;
  'conversation-error': (event: ConversationErrorEvent) => void;
  error: (event: PortalErrorEvent) => void;
}
