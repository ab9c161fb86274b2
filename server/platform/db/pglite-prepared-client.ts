import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';
import { serialize } from 'pg-protocol';

/**
 * PGlite as Drizzle's PGlite driver uses it (`query` and `transaction`), with each distinct SQL
 * text parsed and planned once as a named prepared statement: later runs send Bind, Execute and
 * Sync in one message to the engine.
 *
 * PGlite's own `query` sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into
 * the engine for every statement, and merges the caller's type parsers into its table of some 300
 * parsers at every call (Drizzle passes its own for dates and intervals). On the development
 * machine a primary-key select through Drizzle costs about 500 µs that way and 100 µs this way
 * (bench/RESULTS.md): PGlite parses and plans on the event loop, so this was most of an embedded
 * server's time per request.
 *
 * Results, errors and transactions keep PGlite's shapes: rows as arrays or objects, `fields`,
 * `affectedRows`; the engine's `DatabaseError` with its SQLSTATE `code`; one transaction at a
 * time through PGlite's own transaction lock. The statements are bounded (least recently used
 * closed first).
 */
export function preparedStatementClient(pg: PGlite, statementLimit = 500): PGlite {
  const statements = new PreparedStatements(pg, statementLimit);
  const client = {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => statements.run<T>(text, params, options, false))),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      pg.transaction((tx) => {
        const fastTx = Object.create(tx) as Transaction;
        fastTx.query = <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          if (tx.closed) throw new Error('Transaction is closed');
          return pg._runExclusiveQuery(() => statements.run<R>(text, params, options, true));
        };
        return callback(fastTx);
      }),
  };
  // Drizzle reads only these two members; everything else stays PGlite's own.
  return Object.assign(Object.create(pg) as PGlite, client);
}

/** Numbers the statements of every client in this process: two clients may share one engine. */
let statementCount = 0;

interface Statement {
  name: string;
  parameterTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

interface Message {
  name: string;
  dataTypeIDs?: number[];
  fields?: unknown[];
  text?: string;
}

class PreparedStatements {
  private readonly byText: LRUCache<string, Statement>;
  private readonly toClose: string[] = [];

  constructor(
    private readonly pg: PGlite,
    limit: number,
  ) {
    this.byText = new LRUCache<string, Statement>({ max: limit, dispose: (statement) => this.toClose.push(statement.name) });
  }

  async run<T>(text: string, params: unknown[] = [], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    const key = options?.paramTypes?.length ? `${options.paramTypes.join(',')}\u0000${text}` : text;
    const statement = this.byText.get(key) ?? (await this.prepare(key, text, options));
    const values = params.map((value, index) => this.serialized(value, statement.parameterTypes[index]!, options));
    const message = Buffer.concat([
      serialize.bind({ statement: statement.name, values }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    let messages: Message[];
    try {
      messages = (await this.pg.execProtocol(message, { syncToFs: false })).messages as Message[];
    } catch (error) {
      // A statement the engine no longer holds, or whose result columns changed under it (DDL): parsed again next time.
      if (STALE_STATEMENT.has((error as { code?: string }).code ?? '')) this.byText.delete(key);
      throw error;
    }
    if (!inTransaction) await this.pg.syncToFs();
    return resultOf<T>(messages, statement.fields, options, this.pg.parsers);
  }

  private async prepare(key: string, text: string, options: QueryOptions | undefined): Promise<Statement> {
    const name = `rx_${(statementCount += 1)}`;
    const closing = this.toClose.splice(0);
    const message = Buffer.concat([
      ...closing.map((closed) => serialize.close({ type: 'S', name: closed })),
      serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    let messages: Message[];
    try {
      messages = (await this.pg.execProtocol(message, { syncToFs: false })).messages as Message[];
    } catch (error) {
      this.toClose.push(...closing);
      throw error;
    }
    const parameters = messages.find((m) => m.name === 'parameterDescription');
    const row = messages.find((m) => m.name === 'rowDescription');
    const statement: Statement = {
      name,
      parameterTypes: parameters?.dataTypeIDs ?? [],
      fields: ((row?.fields ?? []) as { name: string; dataTypeID: number }[]).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    };
    this.byText.set(key, statement);
    return statement;
  }

  private serialized(value: unknown, type: number, options: QueryOptions | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = options?.serializers?.[type] ?? this.pg.serializers[type];
    return serializer ? serializer(value) : String(value);
  }
}

type Parser = (value: string, type: number) => unknown;

/** invalid_sql_statement_name, feature_not_supported ("cached plan must not change result type"). */
const STALE_STATEMENT = new Set(['26000', '0A000']);

const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** The engine's answer as PGlite's `query` shapes it. */
function resultOf<T>(
  messages: readonly Message[],
  fields: Statement['fields'],
  options: QueryOptions | undefined,
  instanceParsers: Record<number | string, Parser>,
): Results<T> {
  const callerParsers = options?.parsers as Record<number, Parser> | undefined;
  const parsers = fields.map(({ dataTypeID }) => callerParsers?.[dataTypeID] ?? instanceParsers[dataTypeID]);
  const asArray = options?.rowMode === 'array';
  const rows: unknown[] = [];
  let affectedRows = 0;
  let rowCount: number | undefined;
  let command: string | undefined;
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const values = (message.fields as (string | null)[]).map((value, index) => {
        if (value === null) return null;
        const parser = parsers[index];
        return parser ? parser(value, fields[index]!.dataTypeID) : value;
      });
      rows.push(asArray ? values : Object.fromEntries(values.map((value, index) => [fields[index]!.name, value])));
    } else if (message.name === 'commandComplete') {
      const words = message.text!.split(' ');
      command = words[0];
      const count = Number.parseInt(words[words.length - 1]!, 10);
      if (!Number.isNaN(count)) rowCount = count;
      if (COUNTED_COMMANDS.has(words[0]!)) affectedRows += count;
    }
  }
  return {
    rows: rows as T[],
    fields: fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    ...(command === undefined ? {} : { command }),
    affectedRows,
    ...(rowCount === undefined ? {} : { rowCount }),
  } as Results<T>;
}
