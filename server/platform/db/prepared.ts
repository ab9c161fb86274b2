import type { Database } from './database';

/**
 * A query built once per database and kept as a prepared statement (named on PostgreSQL, so
 * each pooled connection parses and plans it once): for the queries of every authenticated
 * request, which otherwise pay Drizzle's query building and PostgreSQL's parsing each time.
 * `build` receives the database and returns `query.prepare(name)`, its values as `sql.placeholder`s.
 */
export function preparedPerDatabase<P>(build: (db: Database) => P): (db: Database) => P {
  const prepared = new WeakMap<Database, P>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
