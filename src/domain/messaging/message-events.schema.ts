import { z } from 'zod';
import { idSchema, text } from '../common/common.schema';
import { commaSeparatedIdsSchema } from './conversation.schema';
import { clientMsgIdSchema, MESSAGE_BODY_MAX } from './message.schema';

// Validation of the real-time payloads (socket.io has no schema of its own). Ids are JSON numbers.

export const joinConversationsPayloadSchema = z.object({ uId: idSchema });

/** 'join conversations': join the rooms of all the caller's conversations. */
export type JoinConversationsPayload = z.infer<typeof joinConversationsPayloadSchema>;

export const chatMessagePayloadSchema = z.object({
  u_id: idSchema,
  conv_id: idSchema,
  msgBody: text(MESSAGE_BODY_MAX).refine((body) => body.trim().length > 0, 'the message is empty'),
  patientFacing: z.literal(true).describe("A patient's message is always visible to the patient"),
  timezone: z.number().int().min(-840).max(840).describe("The sender's UTC offset in minutes (as JavaScript's getTimezoneOffset)"),
  senderName: text(200).describe("Informational: the stored sender name is the patient's name on record"),
  cpIds: commaSeparatedIdsSchema.max(1000).describe("Informational, comma-separated: the recipients are the conversation's care providers on record"),
  clientMsgId: clientMsgIdSchema.describe('Chosen by the client for each new message and reused on a resend: the message is stored once'),
});

/**
 * 'chat message'. The spec's client also sends `token`; it is not needed here, because the socket
 * was authenticated at the handshake, and it is ignored if present.
 */
export type ChatMessagePayload = z.infer<typeof chatMessagePayloadSchema>;

export const messageReadPayloadSchema = z.object({
  conv_id: idSchema,
  u_id: idSchema,
  msgIds: z.array(idSchema).min(1).max(200),
  msgRead: z.boolean(),
});

/** 'message read': mark the messages read (true) or unread (false) by this patient. */
export type MessageReadPayload = z.infer<typeof messageReadPayloadSchema>;
