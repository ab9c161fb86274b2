import { z } from 'zod';
import { idQueryParamSchema, idSchema, isoDateTimeSchema, uIdQueryParamSchema } from '../common/common.schema';
import { commaSeparatedIdsSchema } from './conversation.schema';
import { MESSAGE_BODY_MAX, MESSAGE_PAGE_MAX, MESSAGE_PAGE_SIZE } from './message';

export { MESSAGE_BODY_MAX };

/** A client's message id: a UUID or any other short token of letters, digits, '-' and '_'. */
export const clientMsgIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only');

export const messageSchema = z
  .object({
    msgId: idSchema,
    convId: idSchema,
    msgBody: z.string(),
    senderName: z.string(),
    timeCreated: isoDateTimeSchema,
    readByProvider: commaSeparatedIdsSchema.describe("Ids of the care providers who read it ('' = none)"),
    readByPatient: commaSeparatedIdsSchema.describe("Ids of the patients who read it ('' = none)"),
    uId: idSchema.nullable().describe('The sending patient, or null'),
    cpId: idSchema.nullable().describe('The sending care provider, or null'),
    clientMsgId: z.string().nullable().describe("The sender's id for the message, if it gave one"),
    seq: z
      .number()
      .int()
      .positive()
      .nullable()
      .optional()
      .describe('Its number in the conversation (1, 2, 3...): a number skipped means a message not received yet'),
  })
  .meta({ id: 'Message' });

/**
 * Spec 01 §3 "Message". A message is sent either by the patient (`uId` set, `cpId` null) or by a
 * care provider (`cpId` set, `uId` null).
 */
export type Message = z.infer<typeof messageSchema>;

/** A whole number in a query string ("25"): digits only. */
function countQueryParam(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,7}$/, 'expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

export const messageListQuerySchema = z.object({
  conv_id: idQueryParamSchema,
  u_id: uIdQueryParamSchema,
  msg_start: countQueryParam(0, 1_000_000)
    .optional()
    .describe('Offset from the newest message (messages come newest first); default 0'),
  msg_limit: countQueryParam(1, MESSAGE_PAGE_MAX)
    .optional()
    .describe(`Page size, 1 to ${MESSAGE_PAGE_MAX}; default ${MESSAGE_PAGE_SIZE}`),
});

/**
 * Query of GET /conversations/messages. Messages come newest first (time, then msgId, both
 * descending); `msg_start` is the offset into that order, so msg_start=0 is the newest page.
 * A message arriving between two page loads shifts the offsets by one: dedupe by msgId.
 */
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messageListResponseSchema = z
  .object({ messages: z.array(messageSchema).describe('Newest first') })
  .meta({ id: 'MessageListResponse' });

export type MessageListResponse = z.infer<typeof messageListResponseSchema>;
