// Bounded image work: pictures over the pixel budget (each, and per request) are refused from their
// headers before anything is decoded, a problem photo on an order that cannot take a report is refused before
// decoding, one user's uploads beyond the decode queue get 429 with Retry-After, and a normal photo still renders.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoDecodeQueue } from '../../lib/photo-queue.ts';
import { createProduct } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';
import { insertOrder, sellerAccount, type SellerAccount } from '../../test/orders-fixture.ts';

let t: TestApp;
/** 10,000 x 10,000 pixels of one colour: PNG squeezes its 300 MB of pixels into a few hundred KB. */
let hundredMegapixels: Buffer;
/** 6,000 x 6,000: within the budget of one photo, but four of them are not within one request's. */
let thirtySixMegapixels: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  const plain = (side: number) => sharp({ create: { width: side, height: side, channels: 3, background: { r: 30, g: 120, b: 40 } } }).png().toBuffer();
  [hundredMegapixels, thirtySixMegapixels] = await Promise.all([plain(10_000), plain(6_000)]);
});
afterAll(async () => {
  await t.close();
});

function multipart(data: unknown, files: Buffer[]) {
  const boundary = `----fm${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`)];
  for (const [i, buf] of files.entries()) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${i}.png"\r\nContent-Type: image/png\r\n\r\n`));
    chunks.push(buf, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const product = (s: SellerAccount) => ({
  id: randomUUID(),
  name: 'Heirloom carrots',
  name_fr: 'Carottes ancestrales',
  category_id: s.farm.categoryId,
  branch_id: s.farm.branchId,
  description: 'Sweet',
  tags: [],
  unit: 'kg',
  weight: 1,
  organic: false,
  status: 'Published',
  currency: 'CAD',
  discount_percent: 0,
  min_order_qty: 1,
  low_stock_threshold: 5,
  grades: [{ grade: 'top', price_minor: 500, stock: 10 }],
});

const upload = (s: SellerAccount, files: Buffer[], headers: Record<string, string> = {}) => {
  const form = multipart(product(s), files);
  return t.app.inject({ method: 'POST', url: '/api/product/seller/products/', headers: { ...bearer(s.access), ...form.headers, ...headers }, payload: form.payload });
};
const smallPhoto = (colour = '#e76f51') => sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).png().toBuffer();
const decodesStarted = () => photoDecodeQueue.stats().started;

describe('pixel budgets, from the header', () => {
  it('refuses a 100-megapixel PNG with 413 without decoding it', async () => {
    const s = await sellerAccount(t);
    const before = decodesStarted();
    const res = await upload(s, [hundredMegapixels]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toBe('Each photo can be at most 40 megapixels');
    expect(decodesStarted()).toBe(before);
    const fr = await upload(s, [hundredMegapixels], { 'accept-language': 'fr' });
    expect(fr.json().messages).toEqual({ photos: ['Chaque photo peut faire au plus 40 mégapixels'] });
    expect(decodesStarted()).toBe(before);
  });

  it('refuses photos that are within the budget one by one but not together', async () => {
    const s = await sellerAccount(t);
    const before = decodesStarted();
    const res = await upload(s, [thirtySixMegapixels, thirtySixMegapixels, thirtySixMegapixels, thirtySixMegapixels]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toBe('These photos are too large together: at most 120 megapixels per upload');
    expect(decodesStarted()).toBe(before);
  });

  it('still renders a normal photo, once, in three sizes', async () => {
    const s = await sellerAccount(t);
    const before = decodesStarted();
    const res = await upload(s, [await smallPhoto()]);
    expect(res.statusCode, res.body).toBe(201);
    expect(decodesStarted()).toBe(before + 1);
    const image = res.json().data.images[0];
    const thumb = await t.app.inject({ method: 'GET', url: image.thumb });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(160);
    const full = await t.app.inject({ method: 'GET', url: image.full });
    expect((await sharp(full.rawPayload).metadata()).width).toBe(640);
  });
});

describe('the decode queue', () => {
  it("answers 429 with Retry-After to a user's upload beyond the one rendering and the one waiting", async () => {
    const s = await sellerAccount(t);
    // This seller's previous upload is still rendering.
    let finish!: () => void;
    const previous = photoDecodeQueue.run(s.userId, () => new Promise<void>((r) => (finish = r)));
    const photo = await smallPhoto();
    const sent = [upload(s, [photo]), upload(s, [photo]), upload(s, [photo])];
    // Two of them are refused at once while the previous one still renders.
    const settled: Array<Awaited<(typeof sent)[number]>> = [];
    for (const p of sent) void p.then((r) => settled.push(r));
    await expect.poll(() => settled.length, { timeout: 5_000 }).toBe(2);
    for (const res of settled) {
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().message).toBe('Your previous photos are still being processed. Try again in a few seconds.');
    }
    finish();
    await previous;
    const all = await Promise.all(sent);
    expect(all.map((r) => r.statusCode).sort()).toEqual([201, 429, 429]);
    // Once it is done, the next upload goes through.
    expect((await upload(s, [photo])).statusCode).toBe(201);
  });

  it('parallel uploads of one user: the ones beyond the queue get 429, the others are stored', async () => {
    const s = await sellerAccount(t);
    // Two 12-megapixel camera photos of noise per upload: each upload takes a while to render.
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 90 }).toBuffer();
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload(s, [photo, photo])));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    expect(codes.filter((c) => c === 201).length).toBeGreaterThan(0);
    expect(codes.every((c) => c === 201 || c === 429)).toBe(true);
    expect(photoDecodeQueue.stats()).toMatchObject({ running: 0, waiting: 0 });
  });
});

describe('problem photos', () => {
  /** A PNG whose header reads fine but whose pixels do not decode: only decoding can find out. */
  async function truncatedPng(): Promise<Buffer> {
    const whole = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).png().toBuffer();
    return whole.subarray(0, Math.floor(whole.length / 2));
  }

  it('are refused by the order state (409) before any decoding', async () => {
    const { tokens, user } = await registerAccount(t.app, { first_name: 'Bianca', last_name: 'Brunet' });
    const seller = await sellerAccount(t);
    const p = await createProduct(t.database.db, seller.farm, { name: 'Beets' });
    const packed = await insertOrder(t.database.db, { buyerId: user.id, sellerId: seller.farm.sellerId, lines: [{ productId: p, quantity: 2 }], status: 'packed' });
    const report = (orderId: string, lineId: string, quantity = 1) =>
      multipart({ id: randomUUID(), lines: [{ line_id: lineId, kind: 'damaged', quantity }], description: 'Crushed' }, [broken]);
    const broken = await truncatedPng();
    const send = (orderId: string, form: ReturnType<typeof multipart>) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/problems/`, headers: { ...bearer(tokens.access), ...form.headers }, payload: form.payload });
    const before = decodesStarted();

    const early = await send(packed.id, report(packed.id, packed.lineIds[0]!));
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().message).toBe('This order has not been delivered yet');

    // Delivered three days ago: the 48-hour window has closed.
    const late = await insertOrder(t.database.db, { buyerId: user.id, sellerId: seller.farm.sellerId, lines: [{ productId: p, quantity: 2 }], status: 'delivered', deliveredAt: new Date(t.clock.now().getTime() - 72 * 3_600_000) });
    expect((await send(late.id, report(late.id, late.lineIds[0]!))).statusCode).toBe(409);

    // More than is left to report.
    const open = await insertOrder(t.database.db, { buyerId: user.id, sellerId: seller.farm.sellerId, lines: [{ productId: p, quantity: 2 }], status: 'delivered', deliveredAt: t.clock.now() });
    const first = await t.app.inject({ method: 'POST', url: `/api/orders/${open.id}/problems/`, headers: bearer(tokens.access), payload: { id: randomUUID(), lines: [{ line_id: open.lineIds[0], kind: 'missing', quantity: 2 }], description: 'Missing' } });
    expect(first.statusCode).toBe(201);
    expect((await send(open.id, report(open.id, open.lineIds[0]!))).statusCode).toBe(409);
    expect(decodesStarted()).toBe(before);

    // Where a report can be taken, the same photo is decoded, and refused as not a picture.
    const fresh = await insertOrder(t.database.db, { buyerId: user.id, sellerId: seller.farm.sellerId, lines: [{ productId: p, quantity: 2 }], status: 'delivered', deliveredAt: t.clock.now() });
    const decoded = await send(fresh.id, report(fresh.id, fresh.lineIds[0]!));
    expect(decoded.statusCode).toBe(400);
    expect(decodesStarted()).toBe(before + 1);
    expect(existsSync(join(t.app.config.uploadsDir, 'problems', fresh.id))).toBe(false);
  });
});
