import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Conversation } from '../../../src/domain/messaging/conversation.schema';
import type { Message } from '../../../src/domain/messaging/message.schema';
import type { Database } from '../../platform/db/database';
import { careProviders, conversationParticipants, conversations, messages } from './messaging.tables';

/** Read marks are comma-separated ids in a text column; this is "id is in the list". */
function readerListContains(column: SQL | typeof messages.readByPatient, readerId: number): SQL {
  return sql`${String(readerId)} = ANY(string_to_array(${column}, ','))`;
}

function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

type MessageRow = typeof messages.$inferSelect;

export function toMessage(row: MessageRow): Message {
  return {
    msgId: row.msgId,
    convId: row.convId,
    msgBody: row.msgBody,
    senderName: row.senderName,
    timeCreated: toIso(row.timeCreated),
    readByProvider: row.readByProvider,
    readByPatient: row.readByPatient,
    uId: row.uId,
    cpId: row.cpId,
    clientMsgId: row.clientMsgId,
    seq: row.seq,
  };
}

/** The patient a conversation belongs to, or undefined when there is no such conversation. */
export async function conversationOwner(db: Database, convId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ uId: conversations.uId })
    .from(conversations)
    .where(eq(conversations.convId, convId));
  return row?.uId;
}

export async function conversationIdsOfPatient(db: Database, uId: number): Promise<number[]> {
  const rows = await db
    .select({ convId: conversations.convId })
    .from(conversations)
    .where(eq(conversations.uId, uId))
    .orderBy(asc(conversations.convId));
  return rows.map((row) => row.convId);
}

interface ConversationRow extends Record<string, unknown> {
  conv_id: number;
  topic: string;
  latest_time_stamp: Date | string | null;
  care_providers: string;
  cp_ids: string;
  patient_name: string;
  unread_msg_count: number;
}

/**
 * The patient's conversations (or only `convId`): most recently active first, then the
 * not-started ones (null latest time stamp), newest first. Unread = patient-facing messages not
 * sent by the patient whose readByPatient list lacks the patient.
 */
export async function listPatientConversations(db: Database, uId: number, convId?: number): Promise<Conversation[]> {
  const onlyOne = convId === undefined ? sql`` : sql`AND c.conv_id = ${convId}`;
  const result = await db.execute<ConversationRow>(sql`
    SELECT c.conv_id, c.topic, c.latest_time_stamp,
      coalesce(string_agg(cp.name, ',' ORDER BY p.position, cp.cp_id), '') AS care_providers,
      coalesce(string_agg(cp.cp_id::text, ',' ORDER BY p.position, cp.cp_id), '') AS cp_ids,
      trim(coalesce(pt.fname, '') || ' ' || coalesce(pt.lname, '')) AS patient_name,
      (SELECT count(*)::int FROM messages m
        WHERE m.conv_id = c.conv_id AND m.patient_facing
          AND m.u_id IS DISTINCT FROM c.u_id
          AND NOT ${readerListContains(sql`m.read_by_patient`, uId)}) AS unread_msg_count
    FROM conversations c
    JOIN patients pt ON pt.u_id = c.u_id
    LEFT JOIN conversation_participants p ON p.conv_id = c.conv_id
    LEFT JOIN care_providers cp ON cp.cp_id = p.cp_id
    WHERE c.u_id = ${uId} ${onlyOne}
    GROUP BY c.conv_id, pt.u_id
    ORDER BY c.latest_time_stamp DESC NULLS LAST, c.created_at DESC, c.conv_id DESC`);
  return result.rows.map((row) => ({
    convId: Number(row.conv_id),
    careProviders: row.care_providers,
    cpIds: row.cp_ids,
    patientName: row.patient_name,
    topic: row.topic,
    latestTimeStamp: row.latest_time_stamp === null ? null : toIso(row.latest_time_stamp),
    unreadMsgCount: Number(row.unread_msg_count),
  }));
}

/** One page of a conversation's patient-facing messages, newest first in a stable order. */
export async function listMessages(
  db: Database,
  convId: number,
  page: { start: number; limit: number },
): Promise<Message[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.convId, convId), eq(messages.patientFacing, true)))
    .orderBy(desc(messages.timeCreated), desc(messages.msgId))
    .offset(page.start)
    .limit(page.limit);
  return rows.map(toMessage);
}

export async function patientDisplayName(db: Database, uId: number): Promise<string> {
  const result = await db.execute<{ name: string }>(
    sql`SELECT trim(coalesce(fname, '') || ' ' || coalesce(lname, '')) AS name FROM patients WHERE u_id = ${uId}`,
  );
  return result.rows[0]?.name || 'Patient';
}

export interface NewPatientMessage {
  convId: number;
  uId: number;
  senderName: string;
  msgBody: string;
  clientMsgId: string;
}

/**
 * Stores a patient's message once per clientMsgId (the unique constraint decides, so two
 * processes racing on a resend still store one row) and moves the conversation's latest time
 * stamp, which also moves a not-started conversation into the started list.
 * `created` is false for a resend: the row stored the first time is returned.
 */
export async function insertPatientMessage(
  db: Database,
  message: NewPatientMessage,
): Promise<{ message: Message; created: boolean }> {
  const storedBefore = () =>
    db
      .select()
      .from(messages)
      .where(and(eq(messages.uId, message.uId), eq(messages.clientMsgId, message.clientMsgId)));
  // Looked up first: an insert refused by the constraint would still use up a sequence number.
  const [resent] = await storedBefore();
  if (resent) return { message: toMessage(resent), created: false };
  const [inserted] = await db
    .insert(messages)
    .values({ ...message, patientFacing: true, readByPatient: String(message.uId) })
    .onConflictDoNothing({ target: [messages.uId, messages.clientMsgId] })
    .returning();
  if (!inserted) {
    const [stored] = await storedBefore();
    if (!stored) throw new Error('A conflicting message vanished');
    return { message: toMessage(stored), created: false };
  }
  await touchConversation(db, inserted.convId, inserted.timeCreated);
  return { message: toMessage(inserted), created: true };
}

async function touchConversation(db: Database, convId: number, time: Date): Promise<void> {
  await db
    .update(conversations)
    .set({ latestTimeStamp: sql`greatest(${conversations.latestTimeStamp}, ${time.toISOString()}::timestamptz)` })
    .where(eq(conversations.convId, convId));
}

/**
 * Adds (read) or removes (unread) the patient in the readByPatient list of those of `msgIds`
 * that are patient-facing messages of the conversation. Returns the messages that changed.
 */
export async function markMessagesReadByPatient(
  db: Database,
  change: { convId: number; uId: number; msgIds: number[]; read: boolean },
): Promise<Message[]> {
  const reader = String(change.uId);
  const alreadyRead = readerListContains(messages.readByPatient, change.uId);
  const readByPatient = change.read
    ? sql`CASE WHEN ${messages.readByPatient} = '' THEN ${reader} ELSE ${messages.readByPatient} || ',' || ${reader} END`
    : sql`array_to_string(array_remove(string_to_array(${messages.readByPatient}, ','), ${reader}), ',')`;
  const rows = await db
    .update(messages)
    .set({ readByPatient })
    .where(
      and(
        eq(messages.convId, change.convId),
        inArray(messages.msgId, change.msgIds),
        eq(messages.patientFacing, true),
        change.read ? sql`NOT ${alreadyRead}` : alreadyRead,
      ),
    )
    .returning();
  return rows.map(toMessage).sort((a, b) => a.msgId - b.msgId);
}

export interface NewConversation {
  uId: number;
  topic: string;
  /** In display order. */
  cpIds: number[];
  createdAt?: Date;
}

export async function createConversation(db: Database, conversation: NewConversation): Promise<number> {
  const [row] = await db
    .insert(conversations)
    .values({ uId: conversation.uId, topic: conversation.topic, createdAt: conversation.createdAt })
    .returning({ convId: conversations.convId });
  const convId = row!.convId;
  if (conversation.cpIds.length > 0) {
    await db
      .insert(conversationParticipants)
      .values(conversation.cpIds.map((cpId, position) => ({ convId, cpId, position })));
  }
  return convId;
}

export interface NewProviderMessage {
  convId: number;
  cpId: number;
  msgBody: string;
  timeCreated?: Date;
  /** Patients who already read it. */
  readByPatient?: number[];
  patientFacing?: boolean;
  clientMsgId?: string;
}

/** A care provider's message (seed data and tests: providers use their own application). */
export async function insertProviderMessage(db: Database, message: NewProviderMessage): Promise<Message> {
  const [provider] = await db
    .select({ name: careProviders.name })
    .from(careProviders)
    .where(eq(careProviders.cpId, message.cpId));
  if (!provider) throw new Error(`No care provider ${message.cpId}`);
  const [row] = await db
    .insert(messages)
    .values({
      convId: message.convId,
      cpId: message.cpId,
      senderName: provider.name,
      msgBody: message.msgBody,
      timeCreated: message.timeCreated,
      patientFacing: message.patientFacing ?? true,
      readByProvider: String(message.cpId),
      readByPatient: (message.readByPatient ?? []).join(','),
      clientMsgId: message.clientMsgId,
    })
    .returning();
  await touchConversation(db, row!.convId, row!.timeCreated);
  return toMessage(row!);
}
