// The pull's answer as bytes (routes.ts writes it with JSON.stringify, no zod pass): still exactly the contract's
// shape, its Content-Length the bytes sent, and compressed copies that inflate to the same bytes.
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { syncResponse } from '../../../contract/sync.ts';
import { createFarm } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addProduct } from '../catalogue/test-products.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const farm = await createFarm(t.database.db);
  for (let i = 0; i < 30; i++) await addProduct(t.database.db, farm, { name: `Carrot ${i}`, nameFr: `Carotte ${i} — été`, ageDays: i });
});
afterAll(async () => {
  await t.close();
});

describe('sync pull answer', () => {
  it('matches the contract, with the length of its bytes', async () => {
    // The pull shows rows only once no older transaction is still open anywhere in the cluster (its snapshot's
    // horizon): on a PostgreSQL shared with other test files, the rows just written may take a moment to show.
    const pull = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/sync/changes?limit=500', headers });
    const res = await vi.waitFor(async () => {
      const answer = await pull();
      expect(answer.json<{ changes: unknown[] }>().changes.length).toBeGreaterThan(30);
      return answer;
    }, { timeout: 20_000, interval: 200 });
    expect(res.statusCode).toBe(200);
    const body: unknown = res.json();
    // zod drops keys the schema does not name: an answer equal to its parse has none of those.
    expect(syncResponse.parse(body)).toEqual(body);
    expect(res.rawPayload.length).toBe(Buffer.byteLength(res.body));
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.headers['content-type']).toMatch(/^application\/json/);

    const br = await pull({ 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    // The same changes; the cursor may have moved with the cluster's other transactions meanwhile.
    const inflated = JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')) as { changes: unknown[] };
    expect(syncResponse.parse(inflated)).toEqual(inflated);
    expect(inflated.changes).toEqual((body as { changes: unknown[] }).changes);
  });

  it('answers errors in the contract shape too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sync/changes?limit=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
