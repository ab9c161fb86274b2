import { PGlite, types } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatementClient } from '../../../server/platform/db/pglite-prepared-client';

let pg: PGlite;

beforeAll(async () => {
  pg = new PGlite();
  await pg.waitReady;
  await pg.exec(`
    CREATE TABLE sample (
      id int PRIMARY KEY, big bigint, label text, flag boolean, at timestamptz, day date, doc jsonb,
      tags text[], counts int[], price numeric(8,2), raw bytea, took interval
    );
    INSERT INTO sample VALUES
      (1, 9007199254740993, 'one', true, '2026-03-01T10:00:00Z', '2026-03-01', '{"a":[1,2]}', '{x,"y z"}', '{1,2}', 12.5, '\\x0102', '2 hours'),
      (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
  `);
});

afterAll(async () => {
  await pg.close();
});

// Drizzle's PGlite driver passes these with every query.
const drizzleParsers = { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (value: string) => value, [types.INTERVAL]: (value: string) => value };

const preparedNames = async () =>
  (await pg.query<{ name: string }>(`SELECT name FROM pg_prepared_statements WHERE name LIKE 'rx\\_%' ORDER BY name`)).rows.map((row) => row.name);

describe('the prepared-statement PGlite client', () => {
  it('answers as PGlite does, in both row modes, with and without the caller’s parsers', async () => {
    const client = preparedStatementClient(pg);
    const text = 'SELECT * FROM sample WHERE id = ANY($1::int[]) ORDER BY id';
    for (const options of [{}, { rowMode: 'array' as const }, { rowMode: 'array' as const, parsers: drizzleParsers }, { parsers: drizzleParsers }]) {
      const expected = await pg.query(text, [[1, 2]], options);
      for (let run = 0; run < 2; run++) {
        const actual = await client.query(text, [[1, 2]], options);
        expect(actual.rows).toEqual(expected.rows);
        expect(actual.fields).toEqual(expected.fields);
        expect(actual.affectedRows).toBe(expected.affectedRows);
      }
    }
  });

  it('counts the rows a write changed', async () => {
    const client = preparedStatementClient(pg);
    const result = await client.query(`UPDATE sample SET label = label WHERE id IN (1, 2)`);
    expect(result.affectedRows).toBe(2);
  });

  it('parses each text once and keeps at most its limit of statements in the engine', async () => {
    await pg.exec('DEALLOCATE ALL');
    const client = preparedStatementClient(pg, 3);
    for (let run = 0; run < 3; run++) await client.query('SELECT label FROM sample WHERE id = $1', [1]);
    expect(await preparedNames()).toHaveLength(1);
    for (let n = 0; n < 8; n++) await client.query(`SELECT ${n} AS n`);
    // Evicted statements are closed with the next one parsed.
    expect((await preparedNames()).length).toBeLessThanOrEqual(4);
    expect((await client.query<{ n: number }>('SELECT 7 AS n')).rows).toEqual([{ n: 7 }]);
  });

  it('throws the engine’s error with its code and stays usable', async () => {
    const client = preparedStatementClient(pg);
    const insert = 'INSERT INTO sample (id, label) VALUES ($1, $2)';
    await expect(client.query(insert, [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(client.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    await expect(client.query('SELECT $1::int AS n', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect((await client.query<{ n: number }>('SELECT $1::int AS n', [5])).rows).toEqual([{ n: 5 }]);
  });

  it('parses a statement again when a change of the table changed its columns', async () => {
    const client = preparedStatementClient(pg);
    await pg.exec('CREATE TABLE shifting (id int)');
    await client.query('INSERT INTO shifting VALUES ($1)', [1]);
    expect((await client.query('SELECT * FROM shifting')).fields.map((f) => f.name)).toEqual(['id']);
    await pg.exec('ALTER TABLE shifting ADD COLUMN note text');
    await client.query('SELECT * FROM shifting').catch((error: { code?: string }) => expect(error.code).toBe('0A000'));
    expect((await client.query('SELECT * FROM shifting')).fields.map((f) => f.name)).toEqual(['id', 'note']);
  });

  it('commits a transaction, rolls one back on a throw, and keeps other queries out of an open one', async () => {
    const client = preparedStatementClient(pg);
    await pg.exec('CREATE TABLE ledger (id int PRIMARY KEY)');
    await client.transaction(async (tx) => {
      await tx.query('INSERT INTO ledger VALUES ($1)', [1]);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('INSERT INTO ledger VALUES ($1)', [2]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    let outside: Promise<unknown> | undefined;
    await client.transaction(async (tx) => {
      await tx.query('INSERT INTO ledger VALUES ($1)', [3]);
      // Started while the transaction is open: it waits for the commit, so it sees row 3 committed.
      outside = client.query('SELECT count(*)::int AS n FROM ledger');
      await tx.query('DELETE FROM ledger WHERE id = $1', [3]);
    });
    expect(((await outside) as { rows: unknown[] }).rows).toEqual([{ n: 1 }]);
    expect((await client.query('SELECT id FROM ledger ORDER BY id')).rows).toEqual([{ id: 1 }]);
  });

  it('serves Drizzle: typed selects, inserts and transactions', async () => {
    await pg.exec('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL, at timestamptz NOT NULL)');
    const notes = pgTable('notes', { id: integer('id').primaryKey(), body: text('body').notNull(), at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull() });
    const db = drizzle({ client: preparedStatementClient(pg) });
    const at = new Date('2026-05-01T08:30:00Z');
    await db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 1, body: 'first', at });
    });
    const [row] = await db.select().from(notes).where(eq(notes.id, 1));
    expect(row).toEqual({ id: 1, body: 'first', at });
    expect((await db.execute(sql`SELECT body FROM notes WHERE id = ${1}`)).rows).toEqual([{ body: 'first' }]);
  });
});
