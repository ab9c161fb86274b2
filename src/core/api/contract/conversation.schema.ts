import { z } from 'zod';
import type { Conversation, ConversationListQuery, ConversationListResponse } from './conversation';
import { idQueryParamSchema, idSchema, isoDateTimeSchema, uIdQueryParamSchema } from './common.schema';
import type { Expect, TypesMatch } from './type-equality';

/** Comma-separated positive integers, e.g. "3,7,12" ('' when there are none). */
export const commaSeparatedIdsSchema = z.string().regex(/^(\d+(,\d+)*)?$/, 'comma-separated ids');

export const conversationSchema = z
  .object({
    convId: idSchema,
    careProviders: z.string().describe("The care providers' names, comma-separated, in the order of cpIds"),
    cpIds: commaSeparatedIdsSchema.describe("The care providers' ids, comma-separated"),
    patientName: z.string(),
    topic: z.string(),
    latestTimeStamp: isoDateTimeSchema.nullable().describe('Time of the latest message; null = not started yet'),
    unreadMsgCount: z.number().int().nonnegative().describe('Messages this patient has not read yet'),
  })
  .meta({ id: 'Conversation' });

export const conversationListQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  conv_id: idQueryParamSchema.optional().describe('Only this conversation'),
});

export const conversationListResponseSchema = z
  .object({ conversations: z.array(conversationSchema) })
  .meta({ id: 'ConversationListResponse' });

export type ConversationSchemaMatches = Expect<TypesMatch<z.infer<typeof conversationSchema>, Conversation>>;
export type ConversationListQuerySchemaMatches = Expect<
  TypesMatch<z.infer<typeof conversationListQuerySchema>, ConversationListQuery>
>;
export type ConversationListResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof conversationListResponseSchema>, ConversationListResponse>
>;
