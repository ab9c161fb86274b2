import { z } from 'zod';
import { idSchema, text } from './common.schema';
import { commaSeparatedIdsSchema } from './conversation.schema';
import type { ChatMessagePayload, JoinConversationsPayload, MessageReadPayload } from './message-events';
import { clientMsgIdSchema, MESSAGE_BODY_MAX } from './message.schema';
import type { Expect, TypesMatch } from './type-equality';

// Validation of the real-time payloads (socket.io has no schema of its own). Ids are JSON numbers.

export const joinConversationsPayloadSchema = z.object({ uId: idSchema });

export const chatMessagePayloadSchema = z.object({
  u_id: idSchema,
  conv_id: idSchema,
  msgBody: text(MESSAGE_BODY_MAX).refine((body) => body.trim().length > 0, 'the message is empty'),
  patientFacing: z.literal(true),
  timezone: z.number().int().min(-840).max(840),
  senderName: text(200),
  cpIds: commaSeparatedIdsSchema.max(1000),
  clientMsgId: clientMsgIdSchema,
});

export const messageReadPayloadSchema = z.object({
  conv_id: idSchema,
  u_id: idSchema,
  msgIds: z.array(idSchema).min(1).max(200),
  msgRead: z.boolean(),
});

export type JoinConversationsPayloadSchemaMatches = Expect<
  TypesMatch<z.infer<typeof joinConversationsPayloadSchema>, JoinConversationsPayload>
>;
export type ChatMessagePayloadSchemaMatches = Expect<TypesMatch<z.infer<typeof chatMessagePayloadSchema>, ChatMessagePayload>>;
export type MessageReadPayloadSchemaMatches = Expect<TypesMatch<z.infer<typeof messageReadPayloadSchema>, MessageReadPayload>>;
