// Named statements on PostgreSQL. Drizzle sends every statement unnamed, so the server parses and plans it again
// each time; node-postgres names a statement when asked, parses it once per connection and then only binds and
// executes it. Here every plannable statement (SELECT, INSERT, UPDATE, DELETE, WITH) is given a name derived from its
// text, so the same text always has the same name and two texts never share one. Statements live as long as their
// connection (the pool closes idle ones after 10 s).
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { PLANNED } from './pglite-statements.ts';

const names = new Map<string, string>();
const MAX_NAMES = 2048;

/** The statement's name: a digest of its text. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `fm_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

function withName(config: unknown): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const { text, name } = config as { text?: unknown; name?: unknown };
  if (name !== undefined || typeof text !== 'string' || !PLANNED.test(text)) return config;
  return { ...config, name: statementName(text) };
}

type Query = (config: unknown, ...rest: unknown[]) => unknown;

function naming<T extends object>(target: T, extra?: (key: string | symbol) => unknown): T {
  return new Proxy(target, {
    get(object, key) {
      const own = extra?.(key);
      if (own !== undefined) return own;
      if (key === 'query') return (config: unknown, ...rest: unknown[]) => (Reflect.get(object, key) as Query).call(object, withName(config), ...rest);
      const value = Reflect.get(object, key) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}

/** The pool Drizzle is given: its queries, and those of the clients it lends for transactions, go named. */
export function namingPool(pool: pg.Pool): pg.Pool {
  return naming(pool, (key) =>
    key === 'connect'
      ? async (...args: unknown[]) => {
          if (args.length) return (pool.connect as (...a: unknown[]) => unknown)(...args);
          return naming(await pool.connect());
        }
      : undefined,
  );
}
