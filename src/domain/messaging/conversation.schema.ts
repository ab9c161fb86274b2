import { z } from 'zod';
import { idQueryParamSchema, idSchema, isoDateTimeSchema, uIdQueryParamSchema } from '../common/common.schema';

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

/**
 * Spec 01 §3 "Conversation": one thread between a patient and one or more care providers,
 * listed by GET /conversations/patients.
 */
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListQuerySchema = z.object({
  u_id: uIdQueryParamSchema,
  conv_id: idQueryParamSchema.optional().describe('Only this conversation'),
});

/** Query of GET /conversations/patients: the caller's conversations, or just `conv_id`. */
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

export const conversationListResponseSchema = z
  .object({ conversations: z.array(conversationSchema) })
  .meta({ id: 'ConversationListResponse' });

/** Answer of GET /conversations/patients, most recently active first, then the not-started ones. */
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;
