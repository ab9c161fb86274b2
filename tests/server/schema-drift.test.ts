import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import * as mainSchema from '../../server/schema';
import * as authLinkQueries from '../../server/modules/account/auth-links.queries';
import * as identitySchema from '../../server/platform/identity/schema-identity';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { databaseShape, declaredTables, drizzleShape, type SchemaShape } from './support/schema-shape';

// The migrator's own bookkeeping table: no query reads it through Drizzle.
const MIGRATOR_TABLES = ['schema_migrations'];

describe('the Drizzle schema matches the database the SQL migrations build', () => {
  let database: TestDatabase;
  let migrated: SchemaShape;
  const declared = drizzleShape(declaredTables(mainSchema, identitySchema, authLinkQueries));

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    migrated = await databaseShape(database.db, MIGRATOR_TABLES);
  });
  afterAll(() => database.dispose());

  it('declares every table the migrations create, and no other', () => {
    expect(Object.keys(declared).sort()).toEqual(Object.keys(migrated).sort());
  });

  it('declares every column with the same type, nullability, default and identity, every key and every index', () => {
    expect(declared).toEqual(migrated);
  });

  describe('fails on a difference', () => {
    const notices = pgTable('notices', {
      id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
      message: text('message').notNull(),
    });

    it('a column the migrations add but the declaration lacks', () => {
      const altered = drizzleShape([notices]).notices!;
      expect(altered.columns).not.toEqual(migrated.notices!.columns);
      expect(migrated.notices!.columns.filter((line) => !altered.columns.includes(line))).toEqual([
        'active boolean not null default true',
        'created_at timestamp with time zone not null default now()',
        'message_es text',
      ]);
    });

    it('nullability, a default, a type or an index that differs', () => {
      const changes = [
        pgTable('notices', { id: integer('id').primaryKey().generatedByDefaultAsIdentity(), message: text('message') }),
        pgTable('notices', { id: integer('id').primaryKey().generatedByDefaultAsIdentity(), message: text('message').notNull().default('x') }),
        pgTable('notices', { id: text('id').primaryKey(), message: text('message').notNull() }),
      ];
      const reference = drizzleShape([notices]).notices!;
      for (const change of changes) expect(drizzleShape([change]).notices).not.toEqual(reference);
    });

    it('an index the migrations create but the declaration lacks', () => {
      const declaredWithout = { ...declared.activities!, indexes: [] };
      expect(declaredWithout).not.toEqual(migrated.activities);
      expect(migrated.activities!.indexes).toEqual(['activities_u_id (u_id)']);
    });
  });
});
