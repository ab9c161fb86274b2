import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsFromJson } from '../../../server/platform/db/json-rows';
import { billingEntries, orders, prescriptions, refillRequests } from '../../../server/modules/refill/refill.tables';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * A table's rows read back as JSON (`json_agg`, as the medication list's single statement reads
 * them) are the rows Drizzle reads: timestamps, dates, numerics, JSON columns, booleans and nulls
 * alike, on the demo seed's prescriptions, refill requests, orders and billing.
 */
describe('rows read as JSON', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t?.dispose());

  const tables: Array<[string, PgTable]> = [
    ['prescriptions', prescriptions],
    ['refill_requests', refillRequests],
    ['orders', orders],
    ['billing_entries', billingEntries],
  ];

  it.each(tables)('%s: the same rows as a select', async (_name, table) => {
    const selected = await t.db.select().from(table).orderBy(sql`1`);
    const { rows } = await t.db.execute<{ list: Array<Record<string, unknown>> | null }>(sql`SELECT json_agg(${table} ORDER BY 1) AS list FROM ${table}`);
    const fromJson = rowsFromJson(table, rows[0]!.list ?? []);
    expect(selected.length).toBeGreaterThan(0);
    // numeric columns: JSON carries the number (12.5), the driver its text (12.50); both read as the same amount.
    const amounts = (list: Array<Record<string, unknown>>) =>
      list.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, key === 'amountPaid' || key === 'copayAssistance' ? (value === null ? null : Number(value)) : value])));
    expect(amounts(fromJson)).toEqual(amounts(selected));
  });
});
