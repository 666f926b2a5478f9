// Named statements on PostgreSQL: one name per text, and the pool's statements (in and out of transactions) go named.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { sqlRows } from './client.ts';
import { statementName } from './pg-statements.ts';

describe('statement names', () => {
  it('are the same for the same text and differ between texts', () => {
    expect(statementName('select 1')).toBe(statementName('select 1'));
    expect(statementName('select 1')).not.toBe(statementName('select 2'));
    expect(statementName('select 1')).toMatch(/^fm_[\w-]{32}$/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('named statements on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('prepares a statement once on its connection and answers as before, in a transaction too', async () => {
    const text = 'select $1::int + 1 as n';
    const named = (db: typeof t.database.db) => sqlRows<{ n: string }>(db, sql`select count(*)::int as n from pg_prepared_statements where name = ${statementName(text)}`);
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) expect(await sqlRows(tx, sql`select ${41}::int + 1 as n`)).toEqual([{ n: 42 }]);
      expect(await named(tx)).toEqual([{ n: 1 }]);
    });
  });
});
