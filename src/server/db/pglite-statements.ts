// Named statements for PGlite. PGlite's query() sends every statement unnamed (parse, describe, bind, describe,
// execute, sync: six calls into the WebAssembly backend), so PostgreSQL parses and plans it again each time. In the
// embedded database that is most of a short statement's cost: a cart line read with its joins took 0.5 ms, of which
// 0.4 ms were parsing and planning. Here each statement text is parsed once under a name (with its parameter and
// row descriptions kept), and each run is one call: bind, execute, sync. PostgreSQL keeps the statement's plan, as
// node-postgres does with named statements on the server.
//
// The rules PGlite's own query() keeps are kept: a statement outside a transaction waits for any open transaction
// and runs under the query lock, then the database is synced to its files; inside a transaction it runs under the
// query lock only. Statements are kept per text, the least recently used closed beyond MAX_STATEMENTS (plans live in
// the WebAssembly heap, which never shrinks). Only plannable statements are named (SELECT, INSERT, UPDATE, DELETE,
// WITH); BEGIN, SET, SAVEPOINT and the like take PGlite's own path.
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

const { serialize } = protocol;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** Statements worth naming: those PostgreSQL plans. */
export const PLANNED = /^\s*(?:select|insert|update|delete|with)\b/i;
/** How many statements stay prepared at once. */
export const MAX_STATEMENTS = 256;

interface Prepared {
  name: string;
  paramTypes: number[];
  /** Absent for a statement that answers no rows (noData). */
  rowDescription: BackendMessage | undefined;
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The client Drizzle's PGlite driver is given: query() and transaction() through named statements. */
export interface NamedStatementsClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  /** How many statements are prepared now (tests). */
  readonly prepared: number;
}

export function namedStatements(pg: PGlite): NamedStatementsClient {
  const prepared = new Map<string, Prepared>();
  const toClose: string[] = [];
  let next = 0;

  /** Runs one statement; the caller holds PGlite's query lock. */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    // Statements dropped since the last run are closed in the same call as this one's first message.
    let closes = toClose.splice(0).map((name) => serialize.close({ type: 'S', name }));
    let statement = prepared.get(text);
    if (statement) {
      prepared.delete(text);
      prepared.set(text, statement);
    } else {
      const name = `fm_${(++next).toString(36)}`;
      const described = await pg.execProtocolStream(
        concat([...closes, serialize.parse({ name, text, types: options?.paramTypes ?? [] }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        { syncToFs: false },
      );
      closes = [];
      statement = { name, paramTypes: parse.parseDescribeStatementResults(described), rowDescription: described.find((m) => m.name === 'rowDescription') };
      prepared.set(text, statement);
      if (prepared.size > MAX_STATEMENTS) {
        const [oldest, dropped] = prepared.entries().next().value!;
        prepared.delete(oldest);
        toClose.push(dropped.name);
      }
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? pg.serializers[type];
      // As PGlite does: a type without a serializer takes the value's own text (numbers, bigints, strings).
      return serializer ? serializer(value) : `${value as string | number | bigint | boolean}`;
    });
    const messages = await pg.execProtocolStream(concat([...closes, serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]), {
      syncToFs: false,
    });
    return parse.parseResults(statement.rowDescription ? [statement.rowDescription, ...messages] : messages, pg.parsers, options)[0] as Results<T>;
  }

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      if (!PLANNED.test(text)) return pg.query<T>(text, params, options);
      const result = await pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run<T>(text, params, options)));
      await pg.syncToFs();
      return result;
    },
    transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      return pg.transaction((tx) => {
        const query = <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
          if (!PLANNED.test(text) || tx.closed) return tx.query<R>(text, params, options);
          return pg._runExclusiveQuery(() => run<R>(text, params, options));
        };
        return callback(new Proxy(tx, { get: (target, key) => (key === 'query' ? query : (Reflect.get(target, key) as unknown)) }));
      });
    },
    get prepared() {
      return prepared.size;
    },
  };
}
