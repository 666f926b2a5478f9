// GET /api/product/pricewise/history/?ids=...: a visitor's device (no catalogue) gets the price history of public
// products, the same rows the sync gives; drafts and unknown ids give nothing; bad input is a 400 that says why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFarm, createProduct, setGradePrice } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let carrots: string;
let draft: string;
beforeAll(async () => {
  t = await createTestApp();
  const farm = await createFarm(t.app.db);
  carrots = await createProduct(t.app.db, farm, { prices: [500, 400, 300] });
  draft = await createProduct(t.app.db, farm, { status: 'Draft' });
});
afterAll(async () => t.close());

const history = (ids: string, lang = 'en') => t.app.inject({ method: 'GET', url: `/api/product/pricewise/history/?ids=${ids}`, headers: { 'accept-language': lang } });

describe('GET /api/product/pricewise/history/', () => {
  it("gives a public product's rows per grade, and nothing of a draft or an unknown id", async () => {
    const res = await history(`${carrots},${draft},00000000-0000-4000-8000-000000000000`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Array<{ product_id: string; grade: string; price_minor: number; recorded_on: string }>;
    expect(rows.map((r) => r.product_id)).toEqual([carrots, carrots, carrots]);
    expect(rows.map((r) => [r.grade, r.price_minor]).sort()).toEqual([['lower', 300], ['mid', 400], ['top', 500]]);
  });

  it('answers 304 to a device that has the same history, and the new price once it changes', async () => {
    const first = await history(carrots);
    const again = await t.app.inject({ method: 'GET', url: `/api/product/pricewise/history/?ids=${carrots}`, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    await setGradePrice(t.app.db, carrots, 450);
    const later = await t.app.inject({ method: 'GET', url: `/api/product/pricewise/history/?ids=${carrots}`, headers: { 'if-none-match': first.headers.etag as string } });
    expect(later.statusCode).toBe(200);
    // The same day's row is rewritten (one row per product, grade and day): every grade now at 450.
    expect((later.json().data as Array<{ price_minor: number }>).map((r) => r.price_minor)).toEqual([450, 450, 450]);
  });

  it('refuses a missing, malformed or too long list with a 400 that says why, in the reader’s language', async () => {
    const many = Array.from({ length: 201 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',');
    for (const ids of ['', 'not-a-uuid', `${carrots},x`, many, '%00', '%ED%A0%80']) {
      const res = await history(ids);
      expect(res.statusCode, ids.slice(0, 40)).toBe(400);
    }
    const fr = await history('x', 'fr');
    expect(JSON.stringify(fr.json())).toContain('identifiants de produits');
    const none = await t.app.inject({ method: 'GET', url: '/api/product/pricewise/history/' });
    expect(none.statusCode).toBe(400);
  });
});
