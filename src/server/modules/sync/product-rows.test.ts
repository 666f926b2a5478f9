// The pull reads a page of products in one statement (queries.ts productsByIds); each must come out exactly as the
// catalogue's own reading gives it (selectProducts, then toProducts), for buyers and for the owner, over the demo
// data (every unit, status, currency and grade combination, with images, dates, weights and ratings).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { toProduct } from '../catalogue/mappers.ts';
import { selectProducts } from '../catalogue/queries.ts';
import { toProducts } from '../seller-products/service.ts';
import { productsByIds } from './queries.ts';

let t: TestApp;
let uploads: string;
beforeAll(async () => {
  t = await createTestApp();
  uploads = mkdtempSync(join(tmpdir(), 'fm-sync-rows-'));
  await seedDemoData(t.database.db, { uploadsDir: uploads, pictures: false });
  // A product with more pictures, added out of order: the page keeps the catalogue's order (position, then age).
  await t.database.db.execute(sql`insert into product_images (product_id, position, thumb_path, card_path, full_path)
    select id, 10 - n, 'products/x/' || n || '-thumb.webp', 'products/x/' || n || '-card.webp', 'products/x/' || n || '-full.webp'
    from (select id from products order by name limit 1) p, generate_series(1, 3) n`);
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('a page of products', () => {
  it('reads each product as the catalogue does, for a buyer and for its owner', async () => {
    const db = t.database.db;
    const ids = (await sqlRows<{ id: string }>(db, sql`select id from products`)).map((r) => r.id);
    const sellerIds = (await sqlRows<{ id: string }>(db, sql`select distinct seller_id as id from products`)).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(50);
    const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((p) => [p.id, p]));

    const page = await productsByIds(db, ids);
    expect(page.map((p) => p.product.id).sort()).toEqual([...ids].sort());
    const found = await selectProducts(db, sql`${products.id} = any(${`{${ids.join(',')}}`}::uuid[])`);
    for (const owner of [null, ...sellerIds]) {
      const expected = byId(await toProducts(db, found, owner));
      const got = byId(page.map((p) => toProduct(p, p.grades, p.images, p.product.sellerId === owner)));
      for (const id of ids) expect(got.get(id), id).toStrictEqual(expected.get(id));
      // Byte for byte as the answer writes them.
      expect(JSON.stringify(ids.map((id) => got.get(id)))).toBe(JSON.stringify(ids.map((id) => expected.get(id))));
    }
    // Visibility and place too (toProduct's input besides the row).
    const place = byId(found.map((f) => ({ id: f.product.id, province: f.province, branchName: f.branchName, visible: f.visible })));
    for (const p of page) expect({ id: p.product.id, province: p.province, branchName: p.branchName, visible: p.visible }).toEqual(place.get(p.product.id));
    expect(page.some((p) => !p.visible)).toBe(true);
    expect(page.some((p) => p.images.length > 2)).toBe(true);
    // The demo data has what could come out differently: weights, dates, ratings, French names, tags.
    const rows = page.map((p) => p.product);
    for (const key of ['weight', 'harvestDate', 'availableFrom', 'availableUntil', 'nameFr', 'lowStockThreshold'] as const) expect(rows.some((r) => r[key] !== null), key).toBe(true);
    expect(rows.some((r) => r.ratingCount > 0 && r.tags.length > 0)).toBe(true);
  });

  it('reads nothing for no ids', async () => {
    expect(await productsByIds(t.database.db, [])).toEqual([]);
  });
});
