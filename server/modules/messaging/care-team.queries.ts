import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CareTeamConversation } from '../../../src/domain/messaging/care-team-events.schema';
import type { Message } from '../../../src/domain/messaging/message.schema';
import type { Database } from '../../platform/db/database';
import { careProviders, conversationParticipants, conversations, messages } from './messaging.tables';
import { toMessage } from './messaging.queries';

export interface CallerProvider {
  cpId: number;
  name: string;
}

/** The care provider whose console account has this identity subject, or null. */
export async function providerForSubject(db: Database, sub: string): Promise<CallerProvider | null> {
  const [row] = await db
    .select({ cpId: careProviders.cpId, name: careProviders.name })
    .from(careProviders)
    .where(eq(careProviders.cognitoSub, sub));
  return row ?? null;
}

export async function isParticipant(db: Database, convId: number, cpId: number): Promise<boolean> {
  const [row] = await db
    .select({ cpId: conversationParticipants.cpId })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.convId, convId), eq(conversationParticipants.cpId, cpId)));
  return row !== undefined;
}

export async function conversationIdsOfProvider(db: Database, cpId: number): Promise<number[]> {
  const rows = await db
    .select({ convId: conversationParticipants.convId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.cpId, cpId));
  return rows.map((row) => row.convId);
}

interface Row extends Record<string, unknown> {
  conv_id: number;
  topic: string;
  patient_name: string;
  care_providers: string;
  latest_time_stamp: Date | string | null;
  unread_msg_count: number;
}

/** The provider's conversations, most recently active first; unread = patient messages it has not read. */
export async function listProviderConversations(db: Database, cpId: number, convId?: number): Promise<CareTeamConversation[]> {
  const onlyOne = convId === undefined ? sql`` : sql`AND c.conv_id = ${convId}`;
  const result = await db.execute<Row>(sql`
    SELECT c.conv_id, c.topic, c.latest_time_stamp,
      trim(coalesce(pt.fname, '') || ' ' || coalesce(pt.lname, '')) AS patient_name,
      (SELECT coalesce(string_agg(cp.name, ',' ORDER BY p2.position, cp.cp_id), '')
         FROM conversation_participants p2 JOIN care_providers cp ON cp.cp_id = p2.cp_id
        WHERE p2.conv_id = c.conv_id) AS care_providers,
      (SELECT count(*)::int FROM messages m
        WHERE m.conv_id = c.conv_id AND m.u_id IS NOT NULL
          AND NOT (${String(cpId)} = ANY(string_to_array(m.read_by_provider, ',')))) AS unread_msg_count
    FROM conversation_participants p
    JOIN conversations c ON c.conv_id = p.conv_id
    JOIN patients pt ON pt.u_id = c.u_id
    WHERE p.cp_id = ${cpId} ${onlyOne}
    ORDER BY c.latest_time_stamp DESC NULLS LAST, c.created_at DESC, c.conv_id DESC`);
  return result.rows.map((row) => ({
    convId: Number(row.conv_id),
    topic: row.topic,
    patientName: row.patient_name,
    careProviders: row.care_providers,
    latestTimeStamp: row.latest_time_stamp === null ? null : new Date(row.latest_time_stamp).toISOString(),
    unreadMsgCount: Number(row.unread_msg_count),
  }));
}

/**
 * A provider's answer, stored once per (provider, clientMsgId) (the unique constraint decides, so
 * racing resends store one row): a resend returns the stored message with `created` false.
 */
export async function insertProviderMessageOnce(
  db: Database,
  message: { convId: number; cpId: number; senderName: string; msgBody: string; clientMsgId: string },
): Promise<{ message: Message; created: boolean }> {
  const storedBefore = () =>
    db
      .select()
      .from(messages)
      .where(and(eq(messages.cpId, message.cpId), eq(messages.clientMsgId, message.clientMsgId)));
  // Looked up first: an insert refused by the constraint would still use up a sequence number.
  const [resent] = await storedBefore();
  if (resent) return { message: toMessage(resent), created: false };
  const [inserted] = await db
    .insert(messages)
    .values({ ...message, patientFacing: true, readByProvider: String(message.cpId) })
    .onConflictDoNothing({ target: [messages.cpId, messages.clientMsgId] })
    .returning();
  if (!inserted) {
    const [stored] = await storedBefore();
    if (!stored) throw new Error('A conflicting message vanished');
    return { message: toMessage(stored), created: false };
  }
  await db
    .update(conversations)
    .set({ latestTimeStamp: sql`greatest(${conversations.latestTimeStamp}, ${inserted.timeCreated.toISOString()}::timestamptz)` })
    .where(eq(conversations.convId, inserted.convId));
  return { message: toMessage(inserted), created: true };
}

/** Adds the provider to readByProvider of those messages of the conversation it has not read. */
export async function markMessagesReadByProvider(
  db: Database,
  change: { convId: number; cpId: number; msgIds: number[] },
): Promise<Message[]> {
  const reader = String(change.cpId);
  const rows = await db
    .update(messages)
    .set({
      readByProvider: sql`CASE WHEN ${messages.readByProvider} = '' THEN ${reader} ELSE ${messages.readByProvider} || ',' || ${reader} END`,
    })
    .where(
      and(
        eq(messages.convId, change.convId),
        inArray(messages.msgId, change.msgIds),
        sql`NOT (${reader} = ANY(string_to_array(${messages.readByProvider}, ',')))`,
      ),
    )
    .returning();
  return rows.map(toMessage).sort((a, b) => a.msgId - b.msgId);
}
