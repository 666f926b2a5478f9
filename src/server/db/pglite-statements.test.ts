// Named statements on PGlite answer exactly what PGlite's own query() answers, keep a transaction's isolation and its
// failures, deliver notifications, and stay bounded.
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STATEMENTS, namedStatements, type NamedStatementsClient } from './pglite-statements.ts';

let pg: PGlite;
let named: NamedStatementsClient;
beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(`create table t (id int primary key, name text, at timestamptz, big bigint, doc jsonb, ok boolean, tags text[]);
    create function t_notify() returns trigger as $$ begin perform pg_notify('t_changed', new.id::text); return new; end $$ language plpgsql;
    create trigger t_notify after insert on t for each row execute function t_notify();`);
  named = namedStatements(pg);
});
afterAll(async () => {
  await pg.close();
});

describe('named statements on PGlite', () => {
  it('answers what PGlite answers, for every kind of value, and prepares each text once', async () => {
    const at = new Date('2026-11-29T12:34:56.789Z');
    const insert = 'insert into t (id, name, at, big, doc, ok, tags) values ($1, $2, $3, $4, $5, $6, $7) returning *';
    const values = [1, "l'été \u{1F34E}", at, 2 ** 53 - 1, { a: [1, 'x'] }, true, ['a', 'b"c']];
    const mine = await named.query(insert, values);
    await pg.query('delete from t');
    const theirs = await pg.query(insert, values);
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.rows[0]).toMatchObject({ id: 1, at, big: 2 ** 53 - 1, doc: { a: [1, 'x'] }, ok: true, tags: ['a', 'b"c'] });
    expect(mine.affectedRows).toBe(1);
    const before = named.prepared;
    const select = 'select id, name from t where id = $1 and name is distinct from $2';
    for (let i = 0; i < 5; i++) expect((await named.query(select, [1, null])).rows).toEqual([{ id: 1, name: "l'été \u{1F34E}" }]);
    expect((await named.query(select, [1, null], { rowMode: 'array' })).rows).toEqual([[1, "l'été \u{1F34E}"]]);
    // Timestamps as text, as the Drizzle driver asks them.
    expect((await named.query('select at from t where id = $1', [1], { parsers: { [types.TIMESTAMPTZ]: (v: string) => v } })).rows[0]).toEqual({ at: expect.stringMatching(/^2026-11-29 12:34:56\.789/) });
    expect(named.prepared).toBe(before + 2);
    // A statement with no rows to answer, and one that is not planned (not named).
    expect((await named.query('delete from t where id = $1', [999])).affectedRows).toBe(0);
    await named.query('set search_path to public');
    expect(named.prepared).toBe(before + 3);
  });

  it('gives an error with its code, and the session goes on', async () => {
    await named.query('insert into t (id) values ($1) on conflict do nothing', [2]);
    await expect(named.query('insert into t (id) values ($1)', [2])).rejects.toMatchObject({ code: '23505' });
    await expect(named.query('select nonsense from t where id = $1', [2])).rejects.toMatchObject({ code: '42703' });
    await expect(named.query('select id from t where id = $1', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect((await named.query('select count(*)::int as n from t where id = $1', [2])).rows).toEqual([{ n: 1 }]);
  });

  it('keeps a transaction: its rows unseen outside until commit, all undone after a failure', async () => {
    let release!: () => void;
    let opened!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = new Promise<void>((resolve) => (opened = resolve));
    const inside = named.transaction(async (tx) => {
      await tx.query('insert into t (id) values ($1)', [10]);
      expect((await tx.query('select count(*)::int as n from t where id = $1', [10])).rows).toEqual([{ n: 1 }]);
      opened();
      await held;
    });
    await open;
    // A statement from outside waits for the transaction, as PGlite's own query() does.
    let outsideDone = false;
    const outside = named.query('select count(*)::int as n from t where id = $1', [10]).then((r) => {
      outsideDone = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const waited = !outsideDone;
    release();
    expect(waited).toBe(true);
    await inside;
    expect((await outside).rows).toEqual([{ n: 1 }]);

    await expect(
      named.transaction(async (tx) => {
        await tx.query('insert into t (id) values ($1)', [11]);
        await tx.query('insert into t (id) values ($1)', [10]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await named.query('select count(*)::int as n from t where id = $1', [11])).rows).toEqual([{ n: 0 }]);
  });

  it('delivers the notifications of what it writes', async () => {
    const heard: string[] = [];
    const stop = await pg.listen('t_changed', (payload) => heard.push(payload));
    await named.query('insert into t (id) values ($1)', [20]);
    await named.transaction(async (tx) => {
      await tx.query('insert into t (id) values ($1)', [21]);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await stop();
    expect(heard).toEqual(['20', '21']);
  });

  it('keeps at most MAX_STATEMENTS prepared, closing the least recently used, and still answers them', async () => {
    for (let i = 0; i < MAX_STATEMENTS + 20; i++) await named.query(`select $1::int + ${i} as n`, [1]);
    expect(named.prepared).toBe(MAX_STATEMENTS);
    const n = (await pg.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements where name like 'fm\\_%'")).rows[0]!.n;
    expect(n).toBeLessThanOrEqual(MAX_STATEMENTS + 1);
    expect((await named.query('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
  });
});
