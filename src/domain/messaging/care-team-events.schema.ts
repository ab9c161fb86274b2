import { z } from 'zod';
import { idSchema, isoDateTimeSchema, text } from '../common/common.schema';
import { MESSAGE_PAGE_MAX } from './message';
import { clientMsgIdSchema, MESSAGE_BODY_MAX } from './message.schema';

// The care-team console's real-time payloads (namespace /care-team). The provider is the one
// the handshake token belongs to, so no payload names its sender.

export const careTeamConversationSchema = z.object({
  convId: idSchema,
  topic: z.string(),
  patientName: z.string(),
  careProviders: z.string().describe("The conversation's providers, comma-separated"),
  latestTimeStamp: isoDateTimeSchema.nullable(),
  unreadMsgCount: z.number().int().nonnegative().describe('Patient messages this provider has not read'),
});

/** One conversation as the care-team console lists it. */
export type CareTeamConversation = z.infer<typeof careTeamConversationSchema>;

export const careTeamListPayloadSchema = z.object({}).strict();

/** 'list conversations': the provider's conversations, most recently active first. */
export type CareTeamListPayload = z.infer<typeof careTeamListPayloadSchema>;

export const careTeamLoadMessagesPayloadSchema = z.object({
  conv_id: idSchema,
  msg_start: z.number().int().min(0).max(1_000_000),
  msg_limit: z.number().int().min(1).max(MESSAGE_PAGE_MAX),
});

/** 'load messages': one page, newest first (as GET /conversations/messages). */
export type CareTeamLoadMessagesPayload = z.infer<typeof careTeamLoadMessagesPayloadSchema>;

export const careTeamChatMessagePayloadSchema = z.object({
  conv_id: idSchema,
  msgBody: text(MESSAGE_BODY_MAX).refine((body) => body.trim().length > 0, 'the message is empty'),
  clientMsgId: clientMsgIdSchema,
});

/** 'chat message': the provider answers in one of its conversations; stored once per clientMsgId. */
export type CareTeamChatMessagePayload = z.infer<typeof careTeamChatMessagePayloadSchema>;

export const careTeamReadPayloadSchema = z.object({
  conv_id: idSchema,
  msgIds: z.array(idSchema).min(1).max(200),
});

/** 'message read': the provider has seen these messages (idempotent). */
export type CareTeamReadPayload = z.infer<typeof careTeamReadPayloadSchema>;
