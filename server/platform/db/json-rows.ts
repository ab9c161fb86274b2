import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Rows a query handed back as JSON (`json_agg(table ...)`: keyed by column name, values as JSON
 * gives them) read as Drizzle would read the same rows: keyed by property, each value through its
 * column's own mapping (a timestamp becomes a Date, a numeric a string). Lets one statement bring
 * back several tables' rows at once.
 */
export function rowsFromJson<T extends Table>(table: T, rows: ReadonlyArray<Record<string, unknown>>): Array<T['$inferSelect']> {
  const columns = Object.entries(getTableColumns(table));
  return rows.map((json) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = json[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  });
}
