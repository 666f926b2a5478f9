// Customer feedback over HTTP: the buyer rates the products of a delivered order (shown on the product, again =
// update), reports a problem within 48 hours (with a photo), the seller answers once; owner checks both ways,
// notifications for the other party, malformed input answered 400 (never 5xx).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInCanada } from '../../../contract/order-rules.ts';
import { notifications, orderProblems, orders } from '../../db/schema/orders.ts';
import { createProduct } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';
import { insertOrder, sellerAccount, type OrderFixture } from '../../test/orders-fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Account {
  access: string;
  userId: string;
}

async function newBuyer(first = 'Bianca', last = 'Brunet'): Promise<Account> {
  const { tokens, user } = await registerAccount(t.app, { first_name: first, last_name: last });
  return { access: tokens.access, userId: user.id };
}

const newSeller = (firstName = 'Marie', lastName = 'Tremblay') => sellerAccount(t, { firstName, lastName });

/** A buyer, a seller with two products, and an order of both (delivered just now unless said otherwise). */
async function scene(over: Partial<OrderFixture> = {}) {
  const buyer = await newBuyer();
  const seller = await newSeller();
  const p1 = await createProduct(t.database.db, seller.farm, { name: 'Carrots' });
  const p2 = await createProduct(t.database.db, seller.farm, { name: 'Beets' });
  const order = await insertOrder(t.database.db, {
    buyerId: buyer.userId,
    sellerId: seller.farm.sellerId,
    lines: [{ productId: p1, quantity: 3 }, { productId: p2, grade: 'mid', quantity: 5 }],
    status: 'delivered',
    deliveredAt: t.clock.now(),
    ...over,
  });
  return { buyer, seller, p1, p2, order };
}

const post = (url: string, access: string | null, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...(access && bearer(access)), ...headers }, payload: payload as object });
const reviewUrl = (id: string) => `/api/orders/${id}/reviews/`;
const problemsUrl = (id: string) => `/api/orders/${id}/problems/`;
const answerUrl = (id: string, pid: string) => `/api/orders/${id}/problems/${pid}/answer/`;

function multipart(data: unknown, files: Array<{ buf: Buffer; name: string; type: string }>) {
  const boundary = `----fm${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`)];
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`));
    chunks.push(f.buf, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 60, b: 40 } } }).png().toBuffer();

const noticesOf = (userId: string) => t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('rating the products of a delivered order', () => {
  it('saves the rating, shows it on the product and in the buyer copy; rating again updates it', async () => {
    const { buyer, p1, order } = await scene();
    const [before] = await t.database.db.select({ version: orders.version }).from(orders).where(eq(orders.id, order.id));
    const res = await post(reviewUrl(order.id), buyer.access, { product_id: p1, rating: 4, comment: '  Sweet and crunchy  ' }, { 'accept-language': 'fr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Merci pour votre avis');
    const line = res.json().data.lines.find((l: { product_id: string }) => l.product_id === p1);
    expect(line).toMatchObject({ my_rating: 4, my_comment: 'Sweet and crunchy' });
    // The order took a new version, so the sync pull delivers the buyer's copy again.
    expect(res.json().data.version).toBeGreaterThan(before!.version);

    const product = await t.app.inject({ method: 'GET', url: `/api/product/products/${p1}/` });
    expect(product.json().data).toMatchObject({ rating_avg: 4, rating_count: 1 });
    const feedback = await t.app.inject({ method: 'GET', url: `/api/product/products/${p1}/feedback/` });
    expect(feedback.json().data).toEqual([expect.objectContaining({ rating: 4, comment: 'Sweet and crunchy', author: 'Bianca B.' })]);

    const again = await post(reviewUrl(order.id), buyer.access, { product_id: p1, rating: 2, comment: null });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.lines.find((l: { product_id: string }) => l.product_id === p1)).toMatchObject({ my_rating: 2, my_comment: null });
    const after = await t.app.inject({ method: 'GET', url: `/api/product/products/${p1}/` });
    expect(after.json().data).toMatchObject({ rating_avg: 2, rating_count: 1 });
  });

  it('refuses an order not delivered yet (409), another user (404), a product not in the order (400)', async () => {
    const { buyer, seller, p1, order } = await scene();
    const placed = await insertOrder(t.database.db, { buyerId: buyer.userId, sellerId: seller.farm.sellerId, lines: [{ productId: p1 }], status: 'out_for_delivery' });
    const notYet = await post(reviewUrl(placed.id), buyer.access, { product_id: p1, rating: 5 });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe('This order has not been delivered yet');

    const stranger = await newBuyer('Paul', 'Gagnon');
    expect((await post(reviewUrl(order.id), stranger.access, { product_id: p1, rating: 5 })).statusCode).toBe(404);
    // The seller of the order does not rate it either.
    expect((await post(reviewUrl(order.id), seller.access, { product_id: p1, rating: 5 })).statusCode).toBe(404);
    expect((await post(reviewUrl(order.id), null, { product_id: p1, rating: 5 })).statusCode).toBe(401);
    expect((await post(reviewUrl(randomUUID()), buyer.access, { product_id: p1, rating: 5 })).statusCode).toBe(404);
    expect((await post(reviewUrl('not-an-id'), buyer.access, { product_id: p1, rating: 5 })).statusCode).toBe(404);

    const other = await createProduct(t.database.db, seller.farm, { name: 'Kale' });
    const notInOrder = await post(reviewUrl(order.id), buyer.access, { product_id: other, rating: 5 });
    expect(notInOrder.statusCode).toBe(400);
    expect(notInOrder.json().messages).toEqual({ product_id: ['This product is not part of the order'] });
  });

  it('answers malformed ratings with 400', async () => {
    const { buyer, p1, order } = await scene();
    for (const body of [
      { product_id: p1, rating: 0 },
      { product_id: p1, rating: 6 },
      { product_id: p1, rating: 4.5 },
      { product_id: p1, rating: '5' },
      { product_id: 'x', rating: 5 },
      { product_id: p1, rating: 5, extra: true },
      { product_id: p1, rating: 5, comment: 'x'.repeat(2001) },
      {},
      [],
    ]) {
      const res = await post(reviewUrl(order.id), buyer.access, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const rating = await post(reviewUrl(order.id), buyer.access, { product_id: p1, rating: 9 });
    expect(rating.json().messages).toEqual({ rating: ['Choose a rating from 1 to 5'] });
    const text = await t.app.inject({ method: 'POST', url: reviewUrl(order.id), headers: { ...bearer(buyer.access), 'content-type': 'application/json' }, payload: '{oops' });
    expect(text.statusCode).toBe(400);
  });
});

describe('reporting a problem (satisfaction guarantee)', () => {
  it('accepts a report with a photo within 48 hours and tells the seller', async () => {
    // Delivered 47 hours ago: still inside the window.
    const { buyer, seller, order } = await scene({ deliveredAt: new Date(t.clock.now().getTime() - 47 * 3_600_000) });
    const id = randomUUID();
    const data = { id, lines: [{ line_id: order.lineIds[1], kind: 'damaged', quantity: 2 }], description: 'Two bunches crushed in the box' };
    const form = multipart(data, [{ buf: await png(), name: 'beets.png', type: 'image/png' }]);
    const res = await post(problemsUrl(order.id), buyer.access, form.payload, { ...form.headers, 'idempotency-key': randomUUID() });
    expect(res.statusCode, res.body).toBe(201);
    const problem = res.json().data.problems[0];
    expect(problem).toMatchObject({ id, description: 'Two bunches crushed in the box', resolution: null, lines: data.lines });
    expect(problem.photos).toHaveLength(1);
    expect(problem.photos[0].thumb).toMatch(new RegExp(`^/uploads/problems/${order.id}/[0-9a-f-]+-thumb\\.webp$`));
    const served = await t.app.inject({ method: 'GET', url: problem.photos[0].full });
    expect(served.statusCode).toBe(200);
    expect(existsSync(join(t.app.config.uploadsDir, problem.photos[0].thumb.replace('/uploads/', '')))).toBe(true);

    const notices = await noticesOf(seller.userId);
    expect(notices).toEqual([
      expect.objectContaining({ kind: 'problem_reported', orderId: order.id, params: { invoice: expect.stringMatching(/^INV-0+\d+$/), buyer: 'Bianca Brunet' }, href: `/seller/orders/${order.id}` }),
    ]);
    // The same report sent again (another key: the outbox lost the answer) is not a second one.
    const again = await post(problemsUrl(order.id), buyer.access, data);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.problems).toHaveLength(1);
    expect(await noticesOf(seller.userId)).toHaveLength(1);
  });

  it('refuses a report after 48 hours, before delivery, from another user, and quantities over the line', async () => {
    const { buyer, seller, p1, order } = await scene();
    const body = (over: Record<string, unknown> = {}) => ({ id: randomUUID(), lines: [{ line_id: order.lineIds[0], kind: 'missing', quantity: 3 }], description: 'Not in the box', ...over });
    expect((await post(problemsUrl(order.id), seller.access, body())).statusCode).toBe(404);
    expect((await post(problemsUrl(order.id), (await newBuyer('Paul', 'Gagnon')).access, body())).statusCode).toBe(404);

    const over = await post(problemsUrl(order.id), buyer.access, body({ lines: [{ line_id: order.lineIds[0], kind: 'missing', quantity: 4 }] }));
    expect(over.statusCode).toBe(400);
    expect(over.json().messages).toEqual({ 'lines.0.quantity': [expect.any(String)] });
    const twice = await post(problemsUrl(order.id), buyer.access, body({ lines: [{ line_id: order.lineIds[0], kind: 'missing', quantity: 2 }, { line_id: order.lineIds[0], kind: 'damaged', quantity: 2 }] }));
    expect(twice.statusCode).toBe(400);
    const foreign = await post(problemsUrl(order.id), buyer.access, body({ lines: [{ line_id: randomUUID(), kind: 'missing', quantity: 1 }] }));
    expect(foreign.statusCode).toBe(400);

    const packed = await insertOrder(t.database.db, { buyerId: buyer.userId, sellerId: seller.farm.sellerId, lines: [{ productId: p1 }], status: 'packed' });
    const early = await post(problemsUrl(packed.id), buyer.access, body({ lines: [{ line_id: packed.lineIds[0], kind: 'missing', quantity: 1 }] }));
    expect(early.statusCode).toBe(409);

    // Delivered 48 hours and a minute ago.
    await t.database.db.update(orders).set({ deliveredAt: new Date(t.clock.now().getTime() - 48 * 3_600_000 - 60_000) }).where(eq(orders.id, order.id));
    const late = await post(problemsUrl(order.id), buyer.access, body());
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/48/);
    expect(await t.database.db.select().from(orderProblems).where(eq(orderProblems.orderId, order.id))).toHaveLength(0);
    expect(await noticesOf(seller.userId)).toHaveLength(0);
  });

  it('answers malformed reports and photos with 400 and keeps no file', async () => {
    const { buyer, order } = await scene();
    const good = { id: randomUUID(), lines: [{ line_id: order.lineIds[0], kind: 'damaged', quantity: 1 }], description: 'Soft' };
    for (const body of [
      { ...good, id: 'x' },
      { ...good, lines: [] },
      { ...good, description: '   ' },
      { ...good, lines: [{ line_id: order.lineIds[0], kind: 'rotten', quantity: 1 }] },
      { ...good, lines: [{ line_id: order.lineIds[0], kind: 'damaged', quantity: 0 }] },
      { ...good, extra: 1 },
      null,
      [],
    ]) {
      const res = await post(problemsUrl(order.id), buyer.access, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post(problemsUrl(order.id), buyer.access, 'text')).statusCode).toBe(415);
    const notPicture = multipart(good, [{ buf: Buffer.from('not a picture at all'), name: 'x.png', type: 'image/png' }]);
    expect((await post(problemsUrl(order.id), buyer.access, notPicture.payload, notPicture.headers)).statusCode).toBe(400);
    const four = multipart(good, await Promise.all([1, 2, 3, 4].map(async (i) => ({ buf: await png(), name: `${i}.png`, type: 'image/png' }))));
    expect((await post(problemsUrl(order.id), buyer.access, four.payload, four.headers)).statusCode).toBe(400);
    const badJson = await post(problemsUrl(order.id), buyer.access, Buffer.from('--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n{oops\r\n--x--\r\n'), { 'content-type': 'multipart/form-data; boundary=x' });
    expect(badJson.statusCode).toBe(400);
    // A refused report with a photo leaves no file behind (it is refused inside the transaction: too many pieces).
    const refused = multipart({ ...good, lines: [{ line_id: order.lineIds[0], kind: 'damaged', quantity: 99 }] }, [{ buf: await png(), name: 'a.png', type: 'image/png' }]);
    expect((await post(problemsUrl(order.id), buyer.access, refused.payload, refused.headers)).statusCode).toBe(400);
    expect(existsSync(join(t.app.config.uploadsDir, 'problems', order.id))).toBe(false);
  });
});

describe("the seller's answer", () => {
  async function reported() {
    const s = await scene();
    const pid = randomUUID();
    const res = await post(problemsUrl(s.order.id), s.buyer.access, { id: pid, lines: [{ line_id: s.order.lineIds[0], kind: 'poor_quality', quantity: 1 }], description: 'Woody' });
    expect(res.statusCode, res.body).toBe(201);
    return { ...s, pid };
  }

  it('refunds an amount once, visible to both, and tells the buyer', async () => {
    const { buyer, seller, order, pid } = await reported();
    // A refund pays back money received: the farm records the buyer's payment first (money.test.ts has the rest).
    const paid = await post('/api/money/payments/', seller.access, {
      id: randomUUID(),
      buyer_id: buyer.userId,
      currency: 'CAD',
      method: 'cash',
      amount_minor: order.totalMinor,
      received_on: todayInCanada(t.clock.now()),
      allocations: [{ order_id: order.id, amount_minor: order.totalMinor }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await t.database.db.delete(notifications).where(eq(notifications.userId, buyer.userId));
    const res = await post(answerUrl(order.id, pid), seller.access, { resolution: 'refund', amount_minor: 500, note: 'Sorry about that' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.problems[0]).toMatchObject({ id: pid, resolution: 'refund', amount_minor: 500, answer_note: 'Sorry about that', answered_at: expect.any(String) });
    const buyerView = await t.database.db.select().from(orderProblems).where(and(eq(orderProblems.id, pid), eq(orderProblems.answeredBy, seller.userId)));
    expect(buyerView).toHaveLength(1);
    expect(await noticesOf(buyer.userId)).toEqual([
      expect.objectContaining({
        kind: 'problem_answered',
        orderId: order.id,
        href: `/orders/${order.id}`,
        params: { invoice: expect.stringMatching(/^INV-/), farm: 'Ferme Marie', resolution: 'refund', amount: 500, currency: 'CAD' },
      }),
    ]);
    const twice = await post(answerUrl(order.id, pid), seller.access, { resolution: 'credit', amount_minor: 100 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This report has already been answered');
  });

  it('declines only with a reason; an amount over the total is refused', async () => {
    const { seller, order, pid } = await reported();
    const noReason = await post(answerUrl(order.id, pid), seller.access, { resolution: 'declined' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().messages).toEqual({ note: ['Please give a reason'] });
    const noAmount = await post(answerUrl(order.id, pid), seller.access, { resolution: 'credit' });
    expect(noAmount.statusCode).toBe(400);
    const tooMuch = await post(answerUrl(order.id, pid), seller.access, { resolution: 'refund', amount_minor: order.totalMinor + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().messages).toEqual({ amount_minor: ['The amount cannot be more than the order total'] });
    const declined = await post(answerUrl(order.id, pid), seller.access, { resolution: 'declined', amount_minor: 300, note: 'The photo shows the carrots as delivered in good shape' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.problems[0]).toMatchObject({ resolution: 'declined', amount_minor: null });
  });

  it('is only for the order\'s seller: another seller and the buyer get 404; malformed answers 400', async () => {
    const { buyer, seller, order, pid } = await reported();
    const other = await newSeller('Paul', 'Gagnon');
    const body = { resolution: 'credit', amount_minor: 200, note: null };
    expect((await post(answerUrl(order.id, pid), other.access, body)).statusCode).toBe(404);
    expect((await post(answerUrl(order.id, pid), buyer.access, body)).statusCode).toBe(404);
    expect((await post(answerUrl(order.id, randomUUID()), seller.access, body)).statusCode).toBe(404);
    expect((await post(answerUrl(order.id, 'nope'), seller.access, body)).statusCode).toBe(404);
    for (const bad of [{ resolution: 'refund', amount_minor: -5 }, { resolution: 'maybe' }, { resolution: 'refund', amount_minor: '5' }, {}, null]) {
      expect((await post(answerUrl(order.id, pid), seller.access, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
