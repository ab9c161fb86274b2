import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationListQuerySchema, conversationListResponseSchema } from '../../../src/domain/messaging/conversation.schema';
import { errorResponseSchema } from '../../../src/domain/common/error-response.schema';
import { MESSAGE_PAGE_SIZE } from '../../../src/domain/messaging/message';
import { messageListQuerySchema, messageListResponseSchema } from '../../../src/domain/messaging/message.schema';
import type { Database } from '../../platform/db/database';
import { conversationOwner, listMessages, listPatientConversations } from './messaging.queries';
import { HttpError } from '../../platform/http/http-error';
import { audited, callerOf } from '../../platform/auth/patient-access';
import { patientRouteErrors } from '../../platform/http/shared-responses';

const NOT_CALLERS_CONVERSATION = 'conv_id does not belong to the caller';

/** OpenAPI cannot describe socket.io events; this is their reference (types: message-events.ts). */
const REAL_TIME_PROTOCOL =
  'Sending and live updates use socket.io on this server: namespace /portal, the ID token as the ' +
  'handshake query parameter token (a refusal says "jwt expired", "invalid token", "missing token" or ' +
  '"no patient for this identity"). Client events: "join conversations" {uId}; "chat message" {u_id, ' +
  'conv_id, msgBody, patientFacing: true, timezone, senderName, cpIds, clientMsgId}, acknowledged with ' +
  '{ok, message}, stored once per clientMsgId and then broadcast; "message read" {conv_id, u_id, msgIds, ' +
  'msgRead}. Server events: "new message" (Message), "message updated" {convId, messages}, "new ' +
  'conversation" (Conversation), "conversation-error" {message, convId?, clientMsgId?} (e.g. "Cannot send ' +
  'message"), "error" {message} (e.g. "u_id does not belong to the caller", "jwt expired"). Over the ' +
  "socket's or the patient's share of events, an event is refused unhandled with the acknowledgement " +
  '{ok: false, error: "rate_limited", retryAfterMs}: send it again after that; a socket that keeps ' +
  'sending is disconnected.';

const errorResponses = {
  400: patientRouteErrors[400],
  401: patientRouteErrors[401],
  403: errorResponseSchema.describe("u_id or conv_id is not the caller's, or the token belongs to no patient"),
};

/** Spec 01 §7 "Messaging": the conversation list and message pages; sending is real-time (/portal). */
export const conversationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/conversations/patients',
    {
      config: { auth: 'patient', uIdIn: 'query', audit: { action: 'read', entity: 'conversation' } },
      schema: {
        summary: "The caller's conversations",
        description:
          'Most recently active first, then the not-started ones (latestTimeStamp null), newest first. ' +
          'careProviders and cpIds are comma-separated, in the same order. unreadMsgCount counts the ' +
          'messages the patient neither sent nor read. With conv_id: that conversation only (403 when it ' +
          "is not the caller's).\n\n" +
          REAL_TIME_PROTOCOL,
        tags: ['messaging'],
        querystring: conversationListQuerySchema,
        response: { 200: conversationListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { uId } = callerOf(request);
      const { conv_id: convId } = request.query;
      const conversations = await audited(
        db,
        request,
        async (tx) => {
          if (convId !== undefined && (await conversationOwner(tx, convId)) !== uId) {
            throw new HttpError(403, NOT_CALLERS_CONVERSATION);
          }
          return listPatientConversations(tx, uId, convId);
        },
        convId,
      );
      return { conversations };
    },
  );

  app.get(
    '/conversations/messages',
    {
      config: { auth: 'patient', uIdIn: 'query', audit: { action: 'read', entity: 'message' } },
      schema: {
        summary: 'One page of a conversation\'s messages',
        description:
          `Newest first, ordered by timeCreated then msgId (both descending), ${MESSAGE_PAGE_SIZE} per page ` +
          'unless msg_limit says otherwise; msg_start is the offset from the newest message. A message ' +
          'arriving between two page loads shifts the offsets by one: dedupe by msgId. 403 when the ' +
          "conversation is not the caller's.",
        tags: ['messaging'],
        querystring: messageListQuerySchema,
        response: { 200: messageListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { uId } = callerOf(request);
      const { conv_id: convId, msg_start: start = 0, msg_limit: limit = MESSAGE_PAGE_SIZE } = request.query;
      const messages = await audited(
        db,
        request,
        async (tx) => {
          if ((await conversationOwner(tx, convId)) !== uId) throw new HttpError(403, NOT_CALLERS_CONVERSATION);
          return listMessages(tx, convId, { start, limit });
        },
        convId,
      );
      return { messages };
    },
  );
};
