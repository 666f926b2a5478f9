// The pull's answer as bytes (routes.ts writes it with JSON.stringify, no zod pass): still exactly the contract's
// shape, its Content-Length the bytes sent, and compressed copies that inflate to the same bytes.
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const res = await t.app.inject({ method: 'GET', url: '/api/sync/changes?limit=500' });
    expect(res.statusCode).toBe(200);
    const body: unknown = res.json();
    // zod drops keys the schema does not name: an answer equal to its parse has none of those.
    expect(syncResponse.parse(body)).toEqual(body);
    expect(res.rawPayload.length).toBe(Buffer.byteLength(res.body));
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect((body as { changes: unknown[] }).changes.length).toBeGreaterThan(30);

    const br = await t.app.inject({ method: 'GET', url: '/api/sync/changes?limit=500', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(res.body);
  });

  it('answers errors in the contract shape too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sync/changes?limit=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
