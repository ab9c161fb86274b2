import { integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

// Idempotency keys of the patient-data writes (migration 0070); mirrors server/platform/db/migrations/*.sql, the source of truth.

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    patientId: integer('patient_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** sha-256 (hex) of method, path and the canonical JSON body. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state').$type<'processing' | 'done'>().notNull().default('processing'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('idempotency_keys_patient_key').on(table.patientId, table.key)],
);
