import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The server's own keys (signing, HMAC); mirrors server/platform/db/migrations/*.sql, the source of truth.

export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<JsonWebKey>().notNull(),
  privateJwk: jsonb('private_jwk').$type<JsonWebKey>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
