import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';

// Mirrors server/platform/db/migrations/0060_messaging.sql, the source of truth for these tables.
// u_id columns reference patients (migration 0002).

export const careProviders = pgTable('care_providers', {
  cpId: integer('cp_id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  /** Migration 0110: the identity subject of the provider's console account; null = cannot sign in. */
  cognitoSub: text('cognito_sub'),
  username: text('username'),
}, (table) => [uniqueIndex('care_providers_cognito_sub').on(table.cognitoSub)]);

export const conversations = pgTable('conversations', {
  convId: integer('conv_id').primaryKey().generatedByDefaultAsIdentity(),
  topic: text('topic').notNull(),
  uId: integer('u_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** null = not started yet. */
  latestTimeStamp: timestamp('latest_time_stamp', { withTimezone: true }),
  /** Migration 0240: the number of the newest patient-facing message (0 = none); set by a trigger. */
  lastSeq: integer('last_seq').notNull().default(0),
}, (table) => [index('conversations_by_patient').on(table.uId)]);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    convId: integer('conv_id').notNull(),
    cpId: integer('cp_id').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.convId, table.cpId] })],
);

export const messages = pgTable(
  'messages',
  {
    msgId: integer('msg_id').primaryKey().generatedByDefaultAsIdentity(),
    convId: integer('conv_id').notNull(),
    uId: integer('u_id'),
    cpId: integer('cp_id'),
    senderName: text('sender_name').notNull(),
    msgBody: text('msg_body').notNull(),
    patientFacing: boolean('patient_facing').notNull().default(true),
    timeCreated: timestamp('time_created', { withTimezone: true }).notNull().defaultNow(),
    /** Comma-separated care-provider ids ('' = none). */
    readByProvider: text('read_by_provider').notNull().default(''),
    /** Comma-separated patient ids ('' = none). */
    readByPatient: text('read_by_patient').notNull().default(''),
    clientMsgId: text('client_msg_id'),
    /** Migration 0240: 1, 2, 3... per conversation, set by a trigger; null when not patient-facing. */
    seq: integer('seq'),
  },
  (table) => [
    unique('messages_patient_client_msg_id').on(table.uId, table.clientMsgId),
    unique('messages_provider_client_msg_id').on(table.cpId, table.clientMsgId),
    index('messages_by_conversation_time').on(table.convId, table.timeCreated.desc(), table.msgId.desc()),
    uniqueIndex('messages_conversation_seq').on(table.convId, table.seq),
  ],
);
