import { trackSocketHandler } from '../../platform/realtime/handlers-in-flight';
import type { Namespace, Socket } from 'socket.io';
import type { z } from 'zod';
import { CARE_TEAM_REFUSALS, type CareTeamClientToServerEvents, type CareTeamServerToClientEvents } from '../../../src/domain/messaging/care-team-events';
import {
  careTeamChatMessagePayloadSchema,
  careTeamListPayloadSchema,
  careTeamLoadMessagesPayloadSchema,
  careTeamReadPayloadSchema,
} from '../../../src/domain/messaging/care-team-events.schema';
import { PORTAL_ERROR_MESSAGES, type PortalAck } from '../../../src/domain/messaging/message-events';
import type { Message } from '../../../src/domain/messaging/message.schema';
import { withAudit } from '../../platform/audit/audit';
import type { Database } from '../../platform/db/database';
import {
  conversationIdsOfProvider,
  insertProviderMessageOnce,
  isParticipant,
  listProviderConversations,
  markMessagesReadByProvider,
} from './care-team.queries';
import { listMessages } from './messaging.queries';
import { conversationRoom } from '../../platform/realtime/rooms';

/** What the handshake established about the care provider. */
export interface CareTeamSocketData {
  cpId: number;
  name: string;
  /** The provider's identity sub and client address: the actor of the audit rows. */
  sub: string;
  address: string;
  /** Token expiry, seconds since epoch. */
  expiresAt: number;
  /** The sign-in session of the token (`origin_jti`): its sign-out closes the socket. */
  originJti?: string;
}

export type CareTeamNamespace = Namespace<CareTeamClientToServerEvents, CareTeamServerToClientEvents, object, CareTeamSocketData>;
export type CareTeamSocket = Socket<CareTeamClientToServerEvents, CareTeamServerToClientEvents, object, CareTeamSocketData>;

/** Tells the patients' side (the /portal namespace) what a provider did. */
export interface CareTeamRelay {
  messageStored(message: Message): void;
  messagesRead(convId: number, messages: Message[]): void;
}

type AnyAck = ((result: PortalAck<Record<string, unknown>>) => void) | undefined;
const AUDIT_ROUTE = 'socket /care-team';

class NotParticipant extends Error {
  constructor(readonly convId: number) {
    super('not a participant');
  }
}

/** The provider's events: every payload validated, every conversation checked for participation. */
export function registerCareTeamEvents(
  socket: CareTeamSocket,
  db: Database,
  relay: CareTeamRelay,
  log: (error: unknown, event: string) => void,
): void {
  const { cpId, name, sub, address } = socket.data;

  const refuse = (ack: AnyAck, message: string, convId?: number) => {
    if (convId === undefined) socket.emit('error', { message });
    else socket.emit('conversation-error', { message, convId });
    if (typeof ack === 'function') ack({ ok: false, error: message });
  };

  function accept<S extends z.ZodType>(schema: S, payload: unknown, ack: AnyAck): z.infer<S> | undefined {
    if (Date.now() / 1000 >= socket.data.expiresAt) {
      refuse(ack, PORTAL_ERROR_MESSAGES.jwtExpired);
      socket.disconnect(true);
      return undefined;
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) return void refuse(ack, PORTAL_ERROR_MESSAGES.invalidPayload);
    return parsed.data as z.infer<S>;
  }

  const on = <P>(event: keyof CareTeamClientToServerEvents, schema: z.ZodType<P>, handler: (data: P, ack: AnyAck) => Promise<void>) => {
    socket.on(event, ((payload: unknown, ack: AnyAck) => {
      const data = accept(schema, payload, ack);
      if (data === undefined) return;
      trackSocketHandler(handler(data, ack)).catch((error: unknown) => {
        if (error instanceof NotParticipant) return refuse(ack, CARE_TEAM_REFUSALS.notParticipant, error.convId);
        log(error, event);
        refuse(ack, PORTAL_ERROR_MESSAGES.failed);
      });
    }) as never);
  };

  const audit = <T>(action: 'read' | 'write', entity: string, convId: number | null, event: string, fn: (tx: Database) => Promise<T>) =>
    withAudit(db, { actorUId: null, actorSub: sub, clientAddress: address, action, entity, entityId: convId, route: `${AUDIT_ROUTE} ${event}` }, fn);

  const requireParticipant = async (tx: Database, convId: number) => {
    if (!(await isParticipant(tx, convId, cpId))) throw new NotParticipant(convId);
  };

  on('list conversations', careTeamListPayloadSchema, async (_data, ack) => {
    const conversations = await audit('read', 'conversation', null, 'list conversations', (tx) => listProviderConversations(tx, cpId));
    await socket.join((await conversationIdsOfProvider(db, cpId)).map(conversationRoom));
    ack?.({ ok: true, conversations });
  });

  on('load messages', careTeamLoadMessagesPayloadSchema, async (data, ack) => {
    const messages = await audit('read', 'message', data.conv_id, 'load messages', async (tx) => {
      await requireParticipant(tx, data.conv_id);
      return listMessages(tx, data.conv_id, { start: data.msg_start, limit: data.msg_limit });
    });
    ack?.({ ok: true, messages });
  });

  on('chat message', careTeamChatMessagePayloadSchema, async (data, ack) => {
    const result = await audit('write', 'message', data.conv_id, 'chat message', async (tx) => {
      await requireParticipant(tx, data.conv_id);
      return insertProviderMessageOnce(tx, { convId: data.conv_id, cpId, senderName: name, msgBody: data.msgBody, clientMsgId: data.clientMsgId });
    });
    if (result.created) {
      socket.to(conversationRoom(data.conv_id)).emit('new message', result.message);
      relay.messageStored(result.message);
    }
    ack?.({ ok: true, message: result.message });
  });

  on('message read', careTeamReadPayloadSchema, async (data, ack) => {
    const changed = await audit('write', 'message', data.conv_id, 'message read', async (tx) => {
      await requireParticipant(tx, data.conv_id);
      return markMessagesReadByProvider(tx, { convId: data.conv_id, cpId, msgIds: data.msgIds });
    });
    if (changed.length > 0) {
      socket.to(conversationRoom(data.conv_id)).emit('message updated', { convId: data.conv_id, messages: changed });
      relay.messagesRead(data.conv_id, changed);
    }
    ack?.({ ok: true, messages: changed });
  });
}
