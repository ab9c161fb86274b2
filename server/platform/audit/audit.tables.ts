import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// The audit trail (migrations 0002, 0230, 0330); mirrors server/platform/db/migrations/*.sql, the source of truth.

/**
 * Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). Partitioned by month on `at`
 * (migration 0330; retention in audit-retention.ts), so the key holds `at` beside the id.
 */
export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actorUId: integer('actor_u_id'),
  action: text('action').$type<'read' | 'write' | 'auth'>().notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  route: text('route').notNull(),
  // Migration 0230: the identity sub of the actor (a care provider, or the user of an identity event) and the client address.
  actorSub: text('actor_sub'),
  clientAddress: text('client_address'),
}, (table) => [
  primaryKey({ columns: [table.id, table.at] }),
  index('audit_log_actor').on(table.actorUId, table.at),
  index('audit_log_actor_sub').on(table.actorSub, table.at),
]);
