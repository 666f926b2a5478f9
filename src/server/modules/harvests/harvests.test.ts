// Expected harvests over HTTP, the farm's side: declaring one (its own non-draft product and an existing grade, the
// window's rules against Canada's day, the open-harvest limit, the same id twice), changing it while open (never
// below what is pre-ordered; a new price for new pre-orders only), cancelling it (waiting pre-orders cancelled, their
// buyers told, once), who may read and change one, the public list's filters, and the sync pull (open ones to every
// signed-in device, a closed one as a delete except to its farm and its buyers). Never a 5xx.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_HARVESTS_MAX } from '../../../contract/harvest-rules.ts';
import type { Harvest } from '../../../contract/harvests.ts';
import { addDays, isoWeekday, todayInCanada } from '../../../contract/order-rules.ts';
import { productGrades, products, sellers } from '../../db/schema/catalogue.ts';
import { harvests, preorders } from '../../db/schema/harvests.ts';
import { notifications } from '../../db/schema/orders.ts';
import { createProduct } from '../../test/catalogue-fixtures.ts';
import { caller, declare, harvestBody, newBuyer, preorder, preorderBody, type Buyer } from '../../test/harvest-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { sellerAccount, type SellerAccount } from '../../test/orders-fixture.ts';

let t: TestApp;
let farm: SellerAccount;
let other: SellerAccount;
let carrots: string;
let buyer: Buyer;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  farm = await sellerAccount(t, { terms: { deliveryDays: [1, 2, 3, 4, 5, 6, 7], leadDays: 1 } });
  other = await sellerAccount(t, { firstName: 'Luc', terms: { province: 'ON' } });
  carrots = await createProduct(t.database.db, farm.farm, { name: 'Carrots', nameFr: 'Carottes', prices: [500, 400, 300], stock: 100 });
  buyer = await newBuyer(t);
});
afterAll(async () => {
  await t.close();
});

const today = () => todayInCanada(t.clock.now());
const noticesOf = (userId: string, kind: string) =>
  t.database.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, kind as never)));

describe('declaring a harvest', () => {
  it('declares one with the product unit and currency, answers the same one for the same id, and lists it publicly', async () => {
    const body = harvestBody(t, carrots, { note_fr: '  Semé en avril ' });
    const first = await call('POST', '/api/harvests/', farm.access, body);
    expect(first.statusCode, first.body).toBe(201);
    const h = first.json().data as Harvest;
    expect(h).toMatchObject({
      id: body.id,
      status: 'open',
      unit: 'kg',
      currency: 'CAD',
      grade: 'top',
      expected_quantity: 100,
      preordered_quantity: 0,
      preorder_count: 0,
      price_minor: 450,
      deposit_percent: 20,
      product_name: 'Carrots',
      product_name_fr: 'Carottes',
      farm_name: 'Ferme Marie',
      province: 'QC',
      category_id: farm.farm.categoryId,
      note: 'Sown in April',
      note_fr: 'Semé en avril',
    });
    expect(h.image).toMatch(/^\/uploads\/demo\/carrot-card\.webp$/);
    const again = await call('POST', '/api/harvests/', farm.access, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(body.id);
    // Another farm cannot take over the id.
    const otherProduct = await createProduct(t.database.db, other.farm, { name: 'Leeks' });
    const stolen = await call('POST', '/api/harvests/', other.access, { ...body, product_id: otherProduct });
    expect(stolen.statusCode).toBe(409);
    const list = await call('GET', '/api/harvests/', null);
    expect(list.statusCode).toBe(200);
    expect((list.json().data as Harvest[]).map((x) => x.id)).toContain(body.id);
    const detail = await call('GET', `/api/harvests/${body.id}/`, null);
    expect(detail.statusCode).toBe(200);
  });

  it('the same declaration sent 20 times at once makes one harvest', async () => {
    const body = harvestBody(t, carrots);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/api/harvests/', farm.access, body)));
    expect(answers.every((r) => r.statusCode < 500)).toBe(true);
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await t.database.db.select().from(harvests).where(eq(harvests.id, body.id))).toHaveLength(1);
  });

  it('refuses what the farm cannot declare, in the caller language, and writes nothing', async () => {
    const draft = await createProduct(t.database.db, farm.farm, { name: 'Draft beans', status: 'Draft' });
    const leeks = await createProduct(t.database.db, other.farm, { name: 'Leeks' });
    const oneGrade = await createProduct(t.database.db, farm.farm, { name: 'Kale' });
    await t.database.db.delete(productGrades).where(and(eq(productGrades.productId, oneGrade), eq(productGrades.grade, 'lower')));
    const cases: Array<[Record<string, unknown>, number, string, string]> = [
      [{ product_id: leeks }, 400, 'product_id', 'Choose one of your products'],
      [{ product_id: draft }, 400, 'product_id', 'Choose one of your products'],
      [{ product_id: randomUUID() }, 400, 'product_id', 'Choose one of your products'],
      [{ product_id: oneGrade, grade: 'lower' }, 400, 'grade', ''],
      [{ window_from: addDays(today(), -10), window_until: addDays(today(), -1) }, 400, 'window_until', 'The window cannot end in the past'],
      [{ window_from: addDays(today(), 366), window_until: addDays(today(), 370) }, 400, 'window_from', 'Declare harvests at most a year ahead, over at most 90 days'],
      [{ window_from: addDays(today(), 1), window_until: addDays(today(), 92) }, 400, 'window_until', 'Declare harvests at most a year ahead, over at most 90 days'],
      [{ window_from: addDays(today(), 10), window_until: addDays(today(), 9) }, 400, 'window_until', 'The window must end on or after its first day'],
      [{ window_from: '2026-02-30' }, 400, 'window_from', 'Choose a valid date'],
      [{ expected_quantity: 0 }, 400, 'expected_quantity', 'Enter a whole quantity of at least 1'],
      [{ expected_quantity: 1_000_001 }, 400, 'expected_quantity', 'Enter a whole quantity of at least 1'],
      [{ expected_quantity: 1e300 }, 400, 'expected_quantity', 'Enter a whole quantity of at least 1'],
      [{ expected_quantity: 2.5 }, 400, 'expected_quantity', 'Enter a whole quantity of at least 1'],
      [{ price_minor: 0 }, 400, 'price_minor', ''],
      [{ price_minor: Number.MAX_SAFE_INTEGER }, 400, 'price_minor', ''],
      [{ deposit_percent: 51 }, 400, 'deposit_percent', 'The deposit is a whole percentage from 0 to 50'],
      [{ note: 'a\u0000b' }, 400, 'note', ''],
      [{ note: 'x'.repeat(501) }, 400, 'note', ''],
      [{ note_fr: 'a\ud800b' }, 400, 'note_fr', ''],
      [{ status: 'harvested' }, 400, 'status', ''],
      [{ seller_id: other.farm.sellerId }, 400, 'seller_id', ''],
    ];
    const before = (await t.database.db.select().from(harvests)).length;
    for (const [over, status, field, message] of cases) {
      const res = await call('POST', '/api/harvests/', farm.access, harvestBody(t, carrots, over));
      expect(res.statusCode, `${JSON.stringify(over)} ${res.body}`).toBe(status);
      expect(Object.keys(res.json().messages ?? {}), JSON.stringify(over)).toContain(field);
      if (message) expect(res.json().messages[field]).toContain(message);
    }
    const fr = await call('POST', '/api/harvests/', farm.access, harvestBody(t, carrots, { product_id: leeks }), { 'accept-language': 'fr' });
    expect(fr.json().messages.product_id).toEqual(['Choisissez un de vos produits']);
    expect((await t.database.db.select().from(harvests)).length).toBe(before);
  });

  it('only a farm declares; a buyer is refused and a visitor must sign in', async () => {
    expect((await call('POST', '/api/harvests/', buyer.access, harvestBody(t, carrots))).statusCode).toBe(403);
    expect((await call('POST', '/api/harvests/', null, harvestBody(t, carrots))).statusCode).toBe(401);
  });

  it('stops at the open-harvest limit of a farm', async () => {
    const busy = await sellerAccount(t, { firstName: 'Busy' });
    const beans = await createProduct(t.database.db, busy.farm, { name: 'Beans' });
    const from = addDays(today(), 5);
    await t.database.db.insert(harvests).values(
      Array.from({ length: OPEN_HARVESTS_MAX }, () => ({
        id: randomUUID(),
        sellerId: busy.farm.sellerId,
        productId: beans,
        grade: 'top',
        unit: 'kg',
        expectedQuantity: 10,
        windowFrom: from,
        windowUntil: from,
        priceMinor: 100,
        currency: 'CAD',
      })),
    );
    const res = await call('POST', '/api/harvests/', busy.access, harvestBody(t, beans));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe('You have reached the limit of open harvests');
  });
});

describe('changing a harvest', () => {
  it('never below what is pre-ordered; a new price applies to new pre-orders only; the window follows the rules', async () => {
    const h = await declare(t, farm.access, carrots, { expected_quantity: 50 });
    const p = await preorder(t, buyer, h, { quantity: 30 });
    const low = await call('PATCH', `/api/harvests/${h.id}/`, farm.access, { expected_quantity: 29 });
    expect(low.statusCode, low.body).toBe(422);
    expect(low.json().message).toBe('The expected quantity cannot be less than what is already pre-ordered');
    const exact = await call('PATCH', `/api/harvests/${h.id}/`, farm.access, { expected_quantity: 30, price_minor: 520, note: '  ', note_fr: 'Prix révisé' });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().data).toMatchObject({ expected_quantity: 30, price_minor: 520, note: null, note_fr: 'Prix révisé', preordered_quantity: 30 });
    const [kept] = await t.database.db.select().from(preorders).where(eq(preorders.id, p.id));
    expect(kept!.unitPriceMinor).toBe(450);
    const past = await call('PATCH', `/api/harvests/${h.id}/`, farm.access, { window_from: addDays(today(), -5), window_until: addDays(today(), -1) });
    expect(past.statusCode).toBe(400);
    const moved = await call('PATCH', `/api/harvests/${h.id}/`, farm.access, { window_from: addDays(today(), 3), window_until: addDays(today(), 10) });
    expect(moved.statusCode, moved.body).toBe(200);
    const seen = await call('GET', `/api/preorders/${p.id}/`, buyer.access);
    expect(seen.json().data).toMatchObject({ window_from: addDays(today(), 3), window_until: addDays(today(), 10), unit_price_minor: 450 });
    expect((await call('PATCH', `/api/harvests/${h.id}/`, farm.access, {})).statusCode).toBe(400);
    expect((await call('PATCH', `/api/harvests/${h.id}/`, farm.access, { unit: 'lb' })).statusCode).toBe(400);
  });

  it('another farm gets 404, a buyer 403, and a malformed id 404', async () => {
    const h = await declare(t, farm.access, carrots);
    expect((await call('PATCH', `/api/harvests/${h.id}/`, other.access, { price_minor: 1 })).statusCode).toBe(404);
    expect((await call('POST', `/api/harvests/${h.id}/cancel/`, other.access)).statusCode).toBe(404);
    expect((await call('POST', `/api/harvests/${h.id}/harvest/`, other.access, { quantity: 1 })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/harvests/${h.id}/`, buyer.access, { price_minor: 1 })).statusCode).toBe(403);
    expect((await call('PATCH', '/api/harvests/not-a-uuid/', farm.access, { price_minor: 1 })).statusCode).toBe(404);
    expect((await call('GET', '/api/harvests/%00/', null)).statusCode).toBeLessThan(500);
    expect((await call('GET', `/api/harvests/${randomUUID()}/`, null)).statusCode).toBe(404);
  });
});

describe('cancelling a harvest', () => {
  it('cancels the waiting pre-orders, tells each buyer once, and answers the same on a second cancel', async () => {
    const h = await declare(t, farm.access, carrots, { expected_quantity: 40 });
    const a = await newBuyer(t, 'Buyer', 'Ana');
    const p1 = await preorder(t, a, h, { quantity: 5 });
    const p2 = await preorder(t, buyer, h, { quantity: 7 });
    const withdrawn = await preorder(t, buyer, h, { quantity: 3 });
    expect((await call('POST', `/api/preorders/${withdrawn.id}/cancel/`, buyer.access)).statusCode).toBe(200);
    const res = await call('POST', `/api/harvests/${h.id}/cancel/`, farm.access);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', preordered_quantity: 0, preorder_count: 0 });
    expect(res.json().data.cancelled_at).not.toBeNull();
    const rows = await t.database.db.select().from(preorders).where(eq(preorders.harvestId, h.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.status, r.cancelReason]]))).toEqual({
      [p1.id]: ['cancelled', 'harvest_cancelled'],
      [p2.id]: ['cancelled', 'harvest_cancelled'],
      [withdrawn.id]: ['cancelled', 'buyer'],
    });
    const again = await call('POST', `/api/harvests/${h.id}/cancel/`, farm.access);
    expect(again.statusCode).toBe(200);
    const told = (await noticesOf(a.userId, 'harvest_cancelled')).filter((n) => (n.params as Record<string, unknown>).harvest_id === h.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.href).toBe(`/preorderproduce/${h.id}`);
    expect(told[0]!.params).toMatchObject({ product: 'Carrots', product_fr: 'Carottes', quantity: 5, unit: 'kg', farm: 'Ferme Marie' });
    expect((await noticesOf(buyer.userId, 'harvest_cancelled')).filter((n) => (n.params as Record<string, unknown>).harvest_id === h.id)).toHaveLength(1);
    // Closed: no change, no record, no pre-order; hidden from strangers, shown to its farm and its buyers.
    expect((await call('PATCH', `/api/harvests/${h.id}/`, farm.access, { price_minor: 1 })).statusCode).toBe(409);
    expect((await call('POST', `/api/harvests/${h.id}/harvest/`, farm.access, { quantity: 1 })).statusCode).toBe(409);
    const late = await call('POST', '/api/preorders/', a.access, { id: randomUUID(), harvest_id: h.id, quantity: 1, unit_price_minor: 450, fulfilment: 'delivery', address_id: a.addressId, payment_method: 'pay_on_delivery' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This harvest no longer takes pre-orders');
    const stranger = await newBuyer(t, 'Buyer', 'Zed');
    expect((await call('GET', `/api/harvests/${h.id}/`, stranger.access)).statusCode).toBe(404);
    expect((await call('GET', `/api/harvests/${h.id}/`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/harvests/${h.id}/`, farm.access)).statusCode).toBe(200);
    expect((await call('GET', `/api/harvests/${h.id}/`, a.access)).statusCode).toBe(200);
  });

  it('cannot cancel a recorded harvest', async () => {
    const h = await declare(t, farm.access, carrots);
    expect((await call('POST', `/api/harvests/${h.id}/harvest/`, farm.access, { quantity: 10 })).statusCode).toBe(200);
    const res = await call('POST', `/api/harvests/${h.id}/cancel/`, farm.access);
    expect(res.statusCode).toBe(409);
  });
});

describe('deleting the product', () => {
  it('is refused while a harvest is open; once closed, its harvests and pre-orders go as deletes to the devices that had them', async () => {
    const beets = await createProduct(t.database.db, farm.farm, { name: 'Beets' });
    const h = await declare(t, farm.access, beets);
    const p = await preorder(t, buyer, h, { quantity: 1 });
    const del = () => call('DELETE', `/api/product/seller/products/${beets}/`, farm.access);
    const refused = await del();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe('This product has an open harvest or a pre-order waiting: close them first');
    const before = (await call('GET', '/api/sync/changes?limit=2000', buyer.access)).json();
    let cursor = before.cursor as string;
    for (let page = before; page.has_more; ) {
      page = (await call('GET', `/api/sync/changes?limit=2000&cursor=${encodeURIComponent(cursor)}`, buyer.access)).json();
      cursor = page.cursor;
    }
    expect((await call('POST', `/api/harvests/${h.id}/cancel/`, farm.access)).statusCode).toBe(200);
    expect((await del()).statusCode).toBe(200);
    const after = (await call('GET', `/api/sync/changes?limit=2000&cursor=${encodeURIComponent(cursor)}`, buyer.access)).json();
    const ops = (after.changes as Array<{ table: string; id: string; op: string }>).filter((c) => c.id === h.id || c.id === p.id).map((c) => `${c.table}:${c.op}`);
    expect(ops).toEqual(expect.arrayContaining(['harvests:delete', 'preorders:delete']));
  });
});

describe('the public list', () => {
  it('filters by province, category, week and words, and leaves out closed or past harvests', async () => {
    const fresh = await sellerAccount(t, { firstName: 'Nord', terms: { province: 'NB' } });
    await t.database.db.update(sellers).set({ province: 'NB' }).where(eq(sellers.id, fresh.farm.sellerId));
    const squash = await createProduct(t.database.db, fresh.farm, { name: 'Butternut squash', nameFr: 'Courge musquée' });
    let monday = addDays(today(), 14);
    while (isoWeekday(monday) !== 1) monday = addDays(monday, 1);
    const inWeek = await declare(t, fresh.access, squash, { window_from: addDays(monday, 6), window_until: addDays(monday, 20) });
    const later = await declare(t, fresh.access, squash, { window_from: addDays(monday, 7), window_until: addDays(monday, 9) });
    const gone = await declare(t, fresh.access, squash);
    await call('POST', `/api/harvests/${gone.id}/cancel/`, fresh.access);
    const ids = async (query: string) => ((await call('GET', `/api/harvests/${query}`, null)).json().data as Harvest[]).map((h) => h.id);
    const nb = await ids('?province=NB');
    expect(nb).toContain(inWeek.id);
    expect(nb).toContain(later.id);
    expect(nb).not.toContain(gone.id);
    expect(await ids('?province=NB&week=' + addDays(monday, 2))).toEqual([inWeek.id]);
    expect(await ids(`?category=${fresh.farm.categorySlug}`)).toEqual([inWeek.id, later.id]);
    expect(await ids(`?category=${fresh.farm.categoryId}&q=musquee`)).toEqual([inWeek.id, later.id]);
    expect(await ids('?province=NB&q=butternut')).toEqual([inWeek.id, later.id]);
    expect(await ids('?province=NB&q=zucchini')).toEqual([]);
    // A window that has ended is no longer listed (the farm has not recorded it yet).
    t.clock.advance(60 * 86_400_000);
    try {
      expect(await ids('?province=NB')).not.toContain(inWeek.id);
    } finally {
      t.clock.advance(-60 * 86_400_000);
    }
    expect((await call('GET', '/api/harvests/?week=2026-02-30', null)).statusCode).toBe(400);
    expect((await call('GET', '/api/harvests/?province=XX', null)).statusCode).toBe(400);
    expect((await call('GET', '/api/harvests/?q=%00', null)).statusCode).toBe(400);
    expect((await call('GET', `/api/harvests/?q=${'a'.repeat(201)}`, null)).statusCode).toBe(400);
  });
});

describe('sync', () => {
  async function pull(access: string) {
    const out = new Map<string, { op: string; row?: Record<string, unknown> }>();
    let cursor: string | undefined;
    for (;;) {
      const res = await call('GET', `/api/sync/changes?limit=2000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, access);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      for (const c of body.changes) if (c.table === 'harvests' || c.table === 'preorders') out.set(`${c.table}:${c.id}`, c);
      cursor = body.cursor;
      if (!body.has_more) return { out, cursor: cursor! };
    }
  }

  it('delivers open harvests to every signed-in device, pre-orders to their buyer and farm, and a closed harvest as a delete to others', async () => {
    const h = await declare(t, farm.access, carrots);
    const mine = await newBuyer(t, 'Buyer', 'Mia');
    const stranger = await newBuyer(t, 'Buyer', 'Sam');
    const p = await preorder(t, mine, h, { quantity: 2 });
    const first = await pull(stranger.access);
    expect(first.out.get(`harvests:${h.id}`)?.op).toBe('upsert');
    expect(first.out.has(`preorders:${p.id}`)).toBe(false);
    const buyerPull = await pull(mine.access);
    expect(buyerPull.out.get(`preorders:${p.id}`)?.row).toMatchObject({ status: 'pending', quantity: 2, harvest_id: h.id });
    const farmPull = await pull(farm.access);
    expect(farmPull.out.get(`preorders:${p.id}`)?.row).toMatchObject({ buyer_name: 'Mia Roy' });
    expect(farmPull.out.get(`harvests:${h.id}`)?.row).toMatchObject({ preordered_quantity: 2, preorder_count: 1 });
    // Another farm never receives the pre-order.
    expect((await pull(other.access)).out.has(`preorders:${p.id}`)).toBe(false);

    await call('POST', `/api/harvests/${h.id}/cancel/`, farm.access);
    const after = async (access: string, cursor: string) => {
      const res = await call('GET', `/api/sync/changes?limit=2000&cursor=${encodeURIComponent(cursor)}`, access);
      return (res.json().changes as Array<{ table: string; id: string; op: string; row?: Record<string, unknown> }>).filter((c) => c.id === h.id || c.id === p.id);
    };
    const toStranger = await after(stranger.access, first.cursor);
    expect(toStranger).toEqual([{ table: 'harvests', op: 'delete', id: h.id, version: expect.any(Number) }]);
    const toBuyer = await after(mine.access, buyerPull.cursor);
    expect(toBuyer.find((c) => c.table === 'harvests')?.row).toMatchObject({ status: 'cancelled' });
    expect(toBuyer.find((c) => c.table === 'preorders')?.row).toMatchObject({ status: 'cancelled', cancel_reason: 'harvest_cancelled' });
    const toFarm = await after(farm.access, farmPull.cursor);
    expect(toFarm.find((c) => c.table === 'harvests')?.row).toMatchObject({ status: 'cancelled' });
  });

  it('a harvest of a product the farm hides (a draft) leaves the list, other devices and pre-ordering; the farm and its buyers keep it; shown again, it is back', async () => {
    const kale = await createProduct(t.database.db, farm.farm, { name: 'Kale', nameFr: 'Chou frisé' });
    const h = await declare(t, farm.access, kale);
    const mine = await newBuyer(t, 'Buyer', 'Ava');
    const stranger = await newBuyer(t, 'Buyer', 'Zoe');
    const p = await preorder(t, mine, h, { quantity: 2 });
    const [strangerPull, buyerPull, farmPull] = [await pull(stranger.access), await pull(mine.access), await pull(farm.access)];
    expect(strangerPull.out.get(`harvests:${h.id}`)?.op).toBe('upsert');
    const listed = async () => ((await call('GET', '/api/harvests/?q=kale', null)).json().data as Harvest[]).map((x) => x.id);
    expect(await listed()).toContain(h.id);

    // The farm's product screen saves the status; the trigger touches the product's open harvests.
    const setStatus = (status: 'Draft' | 'Published') => t.database.db.update(products).set({ status }).where(eq(products.id, kale));
    await setStatus('Draft');
    expect(await listed()).not.toContain(h.id);
    expect((await call('GET', `/api/harvests/${h.id}/`, stranger.access)).statusCode).toBe(404);
    expect((await call('GET', `/api/harvests/${h.id}/`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/harvests/${h.id}/`, mine.access)).statusCode).toBe(200);
    expect((await call('GET', `/api/harvests/${h.id}/`, farm.access)).statusCode).toBe(200);
    const refused = await call('POST', '/api/preorders/', stranger.access, { ...preorderBody(stranger, h), quantity: 1 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('conflict');
    const since = async (access: string, cursor: string) => {
      const res = await call('GET', `/api/sync/changes?limit=2000&cursor=${encodeURIComponent(cursor)}`, access);
      return (res.json().changes as Array<{ table: string; id: string; op: string; row?: Record<string, unknown> }>).filter((c) => c.id === h.id);
    };
    expect(await since(stranger.access, strangerPull.cursor)).toEqual([{ table: 'harvests', op: 'delete', id: h.id, version: expect.any(Number) }]);
    expect((await since(mine.access, buyerPull.cursor))[0]).toMatchObject({ op: 'upsert', row: { status: 'open' } });
    expect((await since(farm.access, farmPull.cursor))[0]).toMatchObject({ op: 'upsert', row: { status: 'open' } });
    expect((await t.database.db.select().from(preorders).where(eq(preorders.id, p.id)))[0]!.status).toBe('pending');

    const hidden = await pull(stranger.access);
    await setStatus('Published');
    expect(await listed()).toContain(h.id);
    expect((await since(stranger.access, hidden.cursor))[0]).toMatchObject({ op: 'upsert', row: { status: 'open', preordered_quantity: 2 } });
  });

  it('a visitor pulls no harvests (signed-in devices only; at most the ids of deleted ones)', async () => {
    const res = await call('GET', '/api/sync/changes?limit=2000', null);
    expect(res.statusCode).toBe(200);
    expect((res.json().changes as Array<{ table: string; op: string }>).some((c) => (c.table === 'harvests' || c.table === 'preorders') && c.op !== 'delete')).toBe(false);
  });
});


