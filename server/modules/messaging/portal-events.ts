import { trackSocketHandler } from '../../platform/realtime/handlers-in-flight';
import type { Namespace, Socket } from 'socket.io';
import type { z } from 'zod';
import { PORTAL_ERROR_MESSAGES, type PortalAck, type PortalClientToServerEvents, type PortalServerToClientEvents } from '../../../src/domain/messaging/message-events';
import { chatMessagePayloadSchema, joinConversationsPayloadSchema, messageReadPayloadSchema } from '../../../src/domain/messaging/message-events.schema';
import type { Message } from '../../../src/domain/messaging/message.schema';
import { withAudit } from '../../platform/audit/audit';
import type { Database } from '../../platform/db/database';
import {
  conversationIdsOfPatient,
  conversationOwner,
  insertPatientMessage,
  markMessagesReadByPatient,
  patientDisplayName,
} from './messaging.queries';
import { conversationRoom } from '../../platform/realtime/rooms';
import { afterMessageStored } from '../../platform/ops/fault-injection';

/** What the handshake established; kept on the socket, never in a shared in-process map. */
export interface PortalSocketData {
  uId: number;
  /** Token expiry, seconds since epoch. */
  expiresAt: number;
  /** The sign-in session of the token (`origin_jti`): its sign-out closes the socket. */
  originJti?: string;
}

export type PortalNamespace = Namespace<PortalClientToServerEvents, PortalServerToClientEvents, object, PortalSocketData>;
export type PortalSocket = Socket<PortalClientToServerEvents, PortalServerToClientEvents, object, PortalSocketData>;

type Ack<T> = ((result: PortalAck<T>) => void) | undefined;
/** Any ack can take a refusal. */
type RefusalAck = ((result: { ok: false; error: string }) => void) | undefined;

const AUDIT_ROUTE = 'socket /portal';

/** Thrown inside an audited transaction to roll it back, audit row included: nothing happened. */
class ConversationRefused extends Error {}

/** Tells the care team's side (the /care-team namespace) what the patient did. */
export interface PortalRelay {
  messageStored(message: Message): void;
  messagesRead(convId: number, messages: Message[]): void;
}

export function registerPortalEvents(
  socket: PortalSocket,
  db: Database,
  log: (error: unknown, event: string) => void,
  relay?: PortalRelay,
): void {
  const { uId } = socket.data;

  /** Answers through the ack (when given) and the named event; returns nothing, ends the handler. */
  const refuse = (ack: RefusalAck, event: 'error' | 'conversation-error', message: string, extra = {}) => {
    if (event === 'error') socket.emit('error', { message });
    else socket.emit('conversation-error', { message, ...extra });
    if (typeof ack === 'function') ack({ ok: false, error: message });
  };

  /**
   * The checks every event shares: the token has not expired since the handshake, the payload
   * is valid, and its u_id is the caller's (the socket form of the routes' 403).
   */
  function accept<S extends z.ZodType>(schema: S, payload: unknown, ack: RefusalAck, uIdOf: (data: z.infer<S>) => number) {
    if (Date.now() / 1000 >= socket.data.expiresAt) {
      refuse(ack, 'error', PORTAL_ERROR_MESSAGES.jwtExpired);
      socket.disconnect(true);
      return undefined;
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) return void refuse(ack, 'error', PORTAL_ERROR_MESSAGES.invalidPayload);
    if (uIdOf(parsed.data) !== uId) return void refuse(ack, 'error', PORTAL_ERROR_MESSAGES.notCallersUId);
    return parsed.data as z.infer<S>;
  }

  const guarded =
    <A extends unknown[]>(event: string, handler: (...args: A) => Promise<void>) =>
    (...args: A) => {
      trackSocketHandler(handler(...args)).catch((error: unknown) => {
        log(error, event);
        socket.emit('error', { message: PORTAL_ERROR_MESSAGES.failed });
        const ack = args.at(-1);
        if (typeof ack === 'function') (ack as NonNullable<RefusalAck>)({ ok: false, error: PORTAL_ERROR_MESSAGES.failed });
      });
    };

  socket.on(
    'join conversations',
    guarded('join conversations', async (payload: unknown, ack?: Ack<{ convIds: number[] }>) => {
      const data = accept(joinConversationsPayloadSchema, payload, ack, (d) => d.uId);
      if (!data) return;
      const convIds = await withAudit(
        db,
        { actorUId: uId, action: 'read', entity: 'conversation', route: `${AUDIT_ROUTE} join conversations` },
        (tx) => conversationIdsOfPatient(tx, uId),
      );
      await socket.join(convIds.map(conversationRoom));
      callAck(ack, { ok: true, convIds });
    }),
  );

  socket.on(
    'chat message',
    guarded('chat message', async (payload: unknown, ack?: Ack<{ message: Message }>) => {
      const data = accept(chatMessagePayloadSchema, payload, ack, (d) => d.u_id);
      if (!data) return;
      let result;
      try {
        result = await withAudit(
          db,
          { actorUId: uId, action: 'write', entity: 'message', entityId: data.conv_id, route: `${AUDIT_ROUTE} chat message` },
          async (tx) => {
            if ((await conversationOwner(tx, data.conv_id)) !== uId) throw new ConversationRefused();
            // The sender name on record, not the payload's: a patient cannot sign as someone else.
            const senderName = await patientDisplayName(tx, uId);
            return insertPatientMessage(tx, {
              convId: data.conv_id,
              uId,
              senderName,
              msgBody: data.msgBody,
              clientMsgId: data.clientMsgId,
            });
          },
        );
      } catch (error) {
        if (!(error instanceof ConversationRefused)) throw error;
        const extra = { convId: data.conv_id, clientMsgId: data.clientMsgId };
        return refuse(ack, 'conversation-error', PORTAL_ERROR_MESSAGES.cannotSend, extra);
      }
      // Stored (committed) first, then broadcast. A resend is only re-acknowledged: the room
      // already had it, and a second 'new message' would count it unread twice.
      if (result.created) {
        afterMessageStored(result.message.msgBody);
        socket.to(conversationRoom(data.conv_id)).emit('new message', result.message);
        relay?.messageStored(result.message);
      }
      callAck(ack, { ok: true, message: result.message });
    }),
  );

  socket.on(
    'message read',
    guarded('message read', async (payload: unknown, ack?: Ack<{ messages: Message[] }>) => {
      const data = accept(messageReadPayloadSchema, payload, ack, (d) => d.u_id);
      if (!data) return;
      let changed;
      try {
        changed = await withAudit(
          db,
          { actorUId: uId, action: 'write', entity: 'message', entityId: data.conv_id, route: `${AUDIT_ROUTE} message read` },
          async (tx) => {
            if ((await conversationOwner(tx, data.conv_id)) !== uId) throw new ConversationRefused();
            return markMessagesReadByPatient(tx, { convId: data.conv_id, uId, msgIds: data.msgIds, read: data.msgRead });
          },
        );
      } catch (error) {
        if (!(error instanceof ConversationRefused)) throw error;
        return refuse(ack, 'conversation-error', PORTAL_ERROR_MESSAGES.cannotMarkRead, { convId: data.conv_id });
      }
      if (changed.length > 0) {
        socket.to(conversationRoom(data.conv_id)).emit('message updated', { convId: data.conv_id, messages: changed });
        relay?.messagesRead(data.conv_id, changed);
      }
      callAck(ack, { ok: true, messages: changed });
    }),
  );
}

function callAck<T>(ack: Ack<T>, result: PortalAck<T>): void {
  if (typeof ack === 'function') ack(result);
}
