import { is, SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable, type IndexedColumn, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../server/platform/db/database';

/**
 * One table as both sides can describe it: what the SQL migrations built (read back from the
 * catalog) and what a Drizzle `pgTable` declares. Each fact is a plain string so two shapes
 * compare with `toEqual` and a difference reads as a diff.
 */
export interface TableShape {
  /** `name type [not null] [default …] [identity]`, sorted by name. */
  columns: string[];
  /** The primary key's columns, in key order. */
  primaryKey: string[];
  /** `(a, b)` per unique constraint, sorted. */
  unique: string[];
  /** `name [unique] (a, b DESC)` per index that no constraint owns, sorted. */
  indexes: string[];
}
export type SchemaShape = Record<string, TableShape>;

const dialect = new PgDialect();
const SERIAL_TYPES: Record<string, string> = { serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' };

/** Strips casts, quotes and schema qualifiers the catalog adds, so both sides print alike. */
function canonical(text: string): string {
  return text
    .replace(/::[a-z ]+(\[\])?/g, '')
    .replace(/^'(.*)'$/s, '$1')
    .replace(/"/g, '')
    .replace(/\b[a-z_]+\.([a-z_]+)\b/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function sqlText(value: SQL): string {
  return dialect.sqlToQuery(value).sql;
}

function drizzleDefault(column: PgColumn): string | undefined {
  const sqlType = column.getSQLType();
  if (SERIAL_TYPES[sqlType]) return 'nextval';
  if (column.default === undefined) return undefined;
  if (is(column.default, SQL)) return canonical(sqlText(column.default));
  if (typeof column.default === 'object') return JSON.stringify(column.default);
  return String(column.default);
}

function columnLine(name: string, type: string, notNull: boolean, defaultValue: string | undefined, identity: string | undefined): string {
  return [name, type, notNull ? 'not null' : '', defaultValue !== undefined ? `default ${defaultValue}` : '', identity ? `identity ${identity}` : '']
    .filter(Boolean)
    .join(' ');
}

export function drizzleShape(tables: readonly PgTable[]): SchemaShape {
  const shape: SchemaShape = {};
  for (const table of tables) {
    const config = getTableConfig(table);
    const columns = config.columns.map((column) => {
      const sqlType = column.getSQLType();
      const identity = column.generatedIdentity?.type === 'always' ? 'always' : column.generatedIdentity ? 'by default' : undefined;
      return columnLine(column.name, (SERIAL_TYPES[sqlType] ?? sqlType).replace(/,\s+/g, ','), column.notNull, drizzleDefault(column), identity);
    });
    const primaryKey = config.primaryKeys[0]?.columns.map((column) => column.name) ?? config.columns.filter((column) => column.primary).map((column) => column.name);
    const unique = [
      ...config.columns.filter((column) => column.isUnique).map((column) => `(${column.name})`),
      ...config.uniqueConstraints.map((constraint) => `(${constraint.columns.map((column) => column.name).join(', ')})`),
    ];
    const indexes = config.indexes.map(({ config: index }) => {
      const parts = index.columns.map((part) => {
        if (is(part, SQL)) return canonical(sqlText(part));
        const column = part as IndexedColumn;
        return `${column.name}${column.indexConfig?.order === 'desc' ? ' DESC' : ''}`;
      });
      return `${index.name}${index.unique ? ' unique' : ''} (${parts.join(', ')})`;
    });
    shape[config.name] = { columns: columns.sort(), primaryKey, unique: unique.sort(), indexes: indexes.sort() };
  }
  return shape;
}

interface ColumnRow extends Record<string, unknown> {
  table_name: string;
  column_name: string;
  type: string;
  not_null: boolean;
  column_default: string | null;
  identity_generation: string | null;
}
interface ConstraintRow extends Record<string, unknown> {
  table_name: string;
  kind: 'p' | 'u';
  columns: string[];
}
interface IndexRow extends Record<string, unknown> {
  table_name: string;
  index_name: string;
  is_unique: boolean;
  definition: string;
}

/** Reads the tables of the current schema back from the catalog (PGlite or PostgreSQL alike); a partitioned table is one table, its partitions are not listed. */
export async function databaseShape(db: Database, skip: readonly string[] = []): Promise<SchemaShape> {
  const columns = await db.execute<ColumnRow>(sql`
    SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type,
           a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS column_default,
           CASE a.attidentity WHEN 'a' THEN 'always' WHEN 'd' THEN 'by default' END AS identity_generation
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE a.attnum > 0 AND NOT a.attisdropped`);
  const constraints = await db.execute<ConstraintRow>(sql`
    SELECT c.relname AS table_name, k.contype AS kind,
           array(SELECT a.attname FROM unnest(k.conkey) WITH ORDINALITY AS u(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.attnum ORDER BY u.ord)::text[] AS columns
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid AND NOT c.relispartition
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
    WHERE k.contype IN ('p', 'u')`);
  const indexes = await db.execute<IndexRow>(sql`
    SELECT t.relname AS table_name, i.relname AS index_name, x.indisunique AS is_unique, pg_get_indexdef(x.indexrelid) AS definition
    FROM pg_index x
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_class t ON t.oid = x.indrelid AND NOT t.relispartition
    JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
    WHERE NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)`);

  const shape: SchemaShape = {};
  const tableOf = (name: string): TableShape => (shape[name] ??= { columns: [], primaryKey: [], unique: [], indexes: [] });
  for (const row of columns.rows) {
    if (skip.includes(row.table_name)) continue;
    const defaultValue = row.column_default === null ? undefined : /^nextval\(/.test(row.column_default) ? 'nextval' : canonical(row.column_default);
    tableOf(row.table_name).columns.push(columnLine(row.column_name, row.type, row.not_null, defaultValue, row.identity_generation ?? undefined));
  }
  for (const row of constraints.rows) {
    if (skip.includes(row.table_name)) continue;
    if (row.kind === 'p') tableOf(row.table_name).primaryKey = row.columns;
    else tableOf(row.table_name).unique.push(`(${row.columns.join(', ')})`);
  }
  for (const row of indexes.rows) {
    if (skip.includes(row.table_name)) continue;
    const columnsText = /\((.*)\)\s*$/.exec(row.definition)?.[1] ?? row.definition;
    tableOf(row.table_name).indexes.push(`${row.index_name}${row.is_unique ? ' unique' : ''} (${canonical(columnsText)})`);
  }
  for (const table of Object.values(shape)) {
    table.columns.sort();
    table.unique.sort();
    table.indexes.sort();
  }
  return shape;
}

export function declaredTables(...modules: Record<string, unknown>[]): PgTable[] {
  return modules.flatMap((module) => Object.values(module).filter((value): value is PgTable => is(value, PgTable)));
}
