import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Mirrors server/platform/db/migrations/0050_*.sql, 0051_*.sql, 0080_*.sql, 0185_*.sql, 0190_*.sql, 0200_*.sql, 0210_*.sql and 0250_*.sql.

export const identityRevokedRefreshTokens = pgTable(
  'identity_revoked_refresh_tokens',
  {
    tokenSha256: text('token_sha256').primaryKey(),
    userPoolId: text('user_pool_id').notNull(),
    sub: text('sub').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('identity_revoked_refresh_tokens_revoked_at_idx').on(table.revokedAt)],
);

export const identityGlobalSignOuts = pgTable(
  'identity_global_sign_outs',
  {
    userPoolId: text('user_pool_id').notNull(),
    sub: text('sub').notNull(),
    signedOutAt: timestamp('signed_out_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userPoolId, table.sub] })],
);

export const outbox = pgTable('outbox', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  purpose: text('purpose').notNull(),
  code: text('code'),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  status: text('status', { enum: ['pending', 'sent', 'dead'] }).notNull().default('sent'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  idempotencyKey: uuid('idempotency_key').notNull().defaultRandom(),
  details: jsonb('details').$type<OutboxEmailDetails>(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  lastError: text('last_error'),
}, (table) => [
  index('outbox_recipient_idx').on(table.recipient, table.id.desc()),
  index('outbox_status_due_idx').on(table.status, table.nextAttemptAt),
]);

/** What an e-mail carries besides its plain text, kept only until it is sent. */
export interface OutboxEmailDetails {
  subject?: string;
  html?: string;
  from?: string;
  headers?: Record<string, string>;
}

export const identityRevokedSessions = pgTable('identity_revoked_sessions', {
  originJti: text('origin_jti').primaryKey(),
  userPoolId: text('user_pool_id').notNull(),
  sub: text('sub').notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
});

export const identityAttempts = pgTable(
  'identity_attempts',
  {
    userPoolId: text('user_pool_id').notNull(),
    sub: text('sub').notNull(),
    purpose: text('purpose', { enum: ['sign-in', 'sign-up', 'forgot-password', 'attribute', 'mfa'] }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userPoolId, table.sub, table.purpose] })],
);

export const identityAliasClaims = pgTable(
  'identity_alias_claims',
  {
    userPoolId: text('user_pool_id').notNull(),
    alias: text('alias').notNull(),
    sub: text('sub').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userPoolId, table.alias] })],
);

export const identityUsers = pgTable(
  'identity_users',
  {
    userPoolId: text('user_pool_id').notNull(),
    username: text('username').notNull(),
    sub: text('sub').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    record: jsonb('record').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** One more at every write of the row: a write of a record read at an older one is refused. */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.userPoolId, table.username] }),
    index('identity_users_sub_idx').on(table.userPoolId, table.sub),
    index('identity_users_email_idx').on(table.userPoolId, table.email),
    index('identity_users_phone_number_idx').on(table.userPoolId, table.phoneNumber),
  ],
);

export const identityStoreEntries = pgTable(
  'identity_store_entries',
  {
    storeId: text('store_id').notNull(),
    collection: text('collection').notNull(),
    entryKey: text('entry_key').notNull(),
    value: jsonb('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.collection, table.entryKey] })],
);

export const identitySecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const identityRefreshTokens = pgTable(
  'identity_refresh_tokens',
  {
    tokenSha256: text('token_sha256').primaryKey(),
    userPoolId: text('user_pool_id').notNull(),
    username: text('username').notNull(),
    originJti: text('origin_jti').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('identity_refresh_tokens_user_idx').on(table.userPoolId, table.username),
    index('identity_refresh_tokens_expires_at_idx').on(table.expiresAt),
  ],
);
