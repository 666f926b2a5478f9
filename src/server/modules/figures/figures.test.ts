// GET /api/figures/: counted from what a visitor can see, nothing else; public; conditional GETs.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, sellers } from '../../db/schema/catalogue.ts';
import { createFarm, createProduct } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const figures = async () => (await t.app.inject({ method: 'GET', url: '/api/figures/' })).json().data;

describe('GET /api/figures/', () => {
  it('counts farms with a public product, those products and their provinces; drafts and unapproved branches do not count', async () => {
    const before = await figures();
    const quebec = await createFarm(t.app.db);
    await createProduct(t.app.db, quebec);
    await createProduct(t.app.db, quebec);
    await createProduct(t.app.db, quebec, { status: 'Draft' });
    const pending = await createFarm(t.app.db, { branchStatus: 'pending' });
    await createProduct(t.app.db, pending);
    const alberta = await createFarm(t.app.db);
    await t.app.db.update(branches).set({ province: 'AB' }).where(eq(branches.id, alberta.branchId));
    await createProduct(t.app.db, alberta);
    const after = await figures();
    expect(after.farms - before.farms).toBe(2);
    expect(after.products - before.products).toBe(3);
    expect(after.provinces).toEqual(expect.arrayContaining(['AB', 'QC']));
    expect(after.provinces).toEqual([...after.provinces].sort());
    // The partners are the farms a visitor can buy from, by name; the farm of the unapproved branch is not one.
    expect(after.partners.length - before.partners.length).toBe(2);
    const [pendingFarm] = await t.app.db.select({ name: sellers.farmName }).from(sellers).where(eq(sellers.id, pending.sellerId));
    expect(after.partners.map((p: { name: string }) => p.name)).not.toContain(pendingFarm!.name);
    expect(after.partners).toEqual(expect.arrayContaining([expect.objectContaining({ province: expect.any(String), city: expect.any(String) })]));
  });

  it('is public and answers 304 to a client that has it, even after time passes', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/figures/' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    t.clock.advance(60_000);
    const again = await t.app.inject({ method: 'GET', url: '/api/figures/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});
