import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Mirrors server/platform/db/migrations/0140_documents.sql, the source of truth for these tables.
// u_id columns reference patients (migration 0002), brand_id brands.

export const documents = pgTable(
  'documents',
  {
    docId: integer('doc_id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique(),
    uId: integer('u_id').notNull(),
    brandId: integer('brand_id'),
    friendlyName: text('friendly_name').notNull(),
    fileName: text('file_name').notNull(),
    fileDescription: text('file_description'),
    type: text('type').$type<'clinical' | 'imported'>().notNull(),
    isSignRequest: boolean('is_sign_request').notNull().default(false),
    signRequestRequired: boolean('sign_request_required').notNull().default(false),
    /** Whose turn it is; null once every signer has signed, or for a plain file. */
    currentSignerNum: smallint('current_signer_num'),
    pdfBase64: text('pdf_base64').notNull(),
    timeUploaded: timestamp('time_uploaded', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('documents_by_patient').on(table.uId, table.docId)],
);

export const documentSigners = pgTable(
  'document_signers',
  {
    docId: integer('doc_id').notNull(),
    signerNum: smallint('signer_num').notNull(),
    signerUuid: uuid('signer_uuid').notNull().unique(),
    /** A portal patient; null for someone invited by e-mail. */
    uId: integer('u_id'),
    name: text('name').notNull(),
    email: text('email'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.docId, table.signerNum] }), index('document_signers_by_patient').on(table.uId)],
);
