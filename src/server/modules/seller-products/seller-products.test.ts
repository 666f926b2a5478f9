// The seller's products over HTTP: create (JSON and multipart with real photos), bad photos and bodies, owner
// checks between two sellers, If-Match conflicts, exactly-once multipart creation, edit of photos and grades, delete.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { branches, categories, productImages, products, sellers, stockMovements } from '../../db/schema/catalogue.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [c] = await t.database.db.insert(categories).values({ slug: `veg-${randomUUID().slice(0, 6)}`, nameEn: 'Vegetables', nameFr: 'Légumes' }).returning();
  categoryId = c!.id;
});
afterAll(async () => {
  await t.close();
});

interface SellerCtx {
  access: string;
  userId: string;
  sellerId: string;
  branchId: string;
  pendingBranchId: string;
}

/** A signed-in Seller with a farm, an approved and a pending branch. */
async function newSeller(): Promise<SellerCtx> {
  const { tokens, user } = await registerAccount(t.app);
  const db = t.database.db;
  await db.update(users).set({ role: 'Seller' }).where(eq(users.id, user.id));
  const [s] = await db.insert(sellers).values({ userId: user.id, farmName: 'Ferme Test', province: 'ON' }).returning();
  const [b] = await db.insert(branches).values({ sellerId: s!.id, name: 'Main', province: 'ON', city: 'Guelph', address: '1 Farm Rd', status: 'approved' }).returning();
  const [p] = await db.insert(branches).values({ sellerId: s!.id, name: 'New', province: 'ON', city: 'Guelph', address: '2 Farm Rd', status: 'pending' }).returning();
  return { access: tokens.access, userId: user.id, sellerId: s!.id, branchId: b!.id, pendingBranchId: p!.id };
}

const body = (s: SellerCtx, over: Record<string, unknown> = {}) => ({
  name: 'Heirloom carrots',
  name_fr: 'Carottes ancestrales',
  category_id: categoryId,
  branch_id: s.branchId,
  description: 'Sweet and crunchy',
  tags: ['root'],
  unit: 'kg',
  weight: 1,
  organic: true,
  status: 'Published',
  currency: 'CAD',
  discount_percent: 10,
  min_order_qty: 1,
  low_stock_threshold: 5,
  grades: [
    { grade: 'top', price_minor: 500, stock: 40 },
    { grade: 'mid', price_minor: 400, stock: 0 },
  ],
  ...over,
});

const photo = (format: 'jpeg' | 'png' | 'webp', color = '#e76f51') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })[format]().toBuffer();

/** A multipart body by hand: `data` as JSON and each file as `photos` (or another field). */
function multipart(data: unknown, files: Array<{ buf: Buffer; name: string; type: string; field?: string }>) {
  const boundary = `----fm${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`));
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'photos'}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`));
    chunks.push(f.buf, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const URL_ = '/api/product/seller/products/';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, s: SellerCtx, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(s.access), ...headers }, ...(payload && { payload }) });
const send = (method: Method, url: string, s: SellerCtx, form: ReturnType<typeof multipart>, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(s.access), ...form.headers, ...headers }, payload: form.payload });

const uploads = () => t.app.config.uploadsDir;
const filesOf = (productId: string) => (existsSync(join(uploads(), 'products', productId)) ? readdirSync(join(uploads(), 'products', productId)) : []);

describe('create', () => {
  it('creates from JSON with the client id, owner copy, opening stock as movements', async () => {
    const s = await newSeller();
    const id = randomUUID();
    const res = await call('POST', URL_, s, body(s, { id }));
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.message).toBe('Product created successfully!');
    expect(json.data).toMatchObject({
      id,
      seller_id: s.sellerId,
      name: 'Heirloom carrots',
      visible: true,
      low_stock_threshold: 5,
      revision: 1,
      total_stock: 40,
      price_from_minor: 360,
      grades: [
        { grade: 'top', price_minor: 500, stock: 40 },
        { grade: 'mid', price_minor: 400, stock: 0 },
      ],
      images: [],
    });
    const moves = await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, id));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ kind: 'corrected', delta: 40, stockAfter: 40, grade: 'top', note: 'Opening stock', byName: 'Ada F.', userId: s.userId });
  });

  it('creates from multipart with JPEG, PNG and WebP photos stored as three WebP sizes, served under /uploads/', async () => {
    const s = await newSeller();
    const form = multipart(body(s, { status: 'Draft' }), [
      { buf: await photo('jpeg'), name: 'a.jpg', type: 'image/jpeg' },
      { buf: await photo('png'), name: 'b.png', type: 'image/png' },
      // the declared type lies: content decides
      { buf: await photo('webp'), name: 'c.bin', type: 'application/octet-stream' },
    ]);
    const res = await send('POST', URL_, s, form);
    expect(res.statusCode).toBe(201);
    const product = res.json().data;
    expect(product.visible).toBe(false); // a draft
    expect(product.images).toHaveLength(3);
    const img = product.images[0];
    expect(img.thumb).toBe(`/uploads/products/${product.id}/${img.id}-thumb.webp`);
    expect(filesOf(product.id)).toHaveLength(9);
    const served = await t.app.inject({ method: 'GET', url: img.card });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(64); // never enlarged
  });

  it('refuses a text file named .jpg, a 30 MB file and a ninth photo, leaving nothing behind', async () => {
    const s = await newSeller();
    const count = async () => (await t.database.db.select().from(products).where(eq(products.sellerId, s.sellerId))).length;

    const id1 = randomUUID();
    const text = await send('POST', URL_, s, multipart(body(s, { id: id1 }), [{ buf: Buffer.from('just some words, not a picture'), name: 'photo.jpg', type: 'image/jpeg' }]));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'validation_failed', messages: { photos: ['Photos must be JPEG, PNG or WebP images'] } });

    // A JPEG header with garbage after it: the decoder must agree with the magic bytes.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const fakeRes = await send('POST', URL_, s, multipart(body(s, { id: id1 }), [{ buf: fake, name: 'x.jpg', type: 'image/jpeg' }]));
    expect(fakeRes.statusCode).toBe(400);

    const id2 = randomUUID();
    const big = Buffer.concat([await photo('jpeg'), Buffer.alloc(30 * 1024 * 1024, 1)]);
    const large = await send('POST', URL_, s, multipart(body(s, { id: id2 }), [{ buf: big, name: 'big.jpg', type: 'image/jpeg' }]));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'payload_too_large', message: 'Each photo must be 10 MB or less' });

    const id3 = randomUUID();
    const jpeg = await photo('jpeg');
    const nine = Array.from({ length: 9 }, (_, i) => ({ buf: jpeg, name: `p${i}.jpg`, type: 'image/jpeg' }));
    const many = await send('POST', URL_, s, multipart(body(s, { id: id3 }), nine));
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ messages: { photos: ['A product can have up to 8 photos'] } });

    expect(await count()).toBe(0);
    for (const id of [id1, id2, id3]) expect(filesOf(id)).toEqual([]);
  });

  it('a 30 MB photo over a real socket answers 413 twice in a row, and the server keeps serving', async () => {
    const s = await newSeller();
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (let i = 0; i < 2; i++) {
      const form = new FormData();
      form.append('data', JSON.stringify(body(s)));
      const big = new Uint8Array(30 * 1024 * 1024);
      big.set([0xff, 0xd8, 0xff]);
      form.append('photos', new Blob([big], { type: 'image/jpeg' }), 'big.jpg');
      const res = await fetch(`${url}${URL_}`, { method: 'POST', body: form, headers: bearer(s.access) });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { code: string }).code).toBe('payload_too_large');
    }
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(await t.database.db.select().from(products).where(eq(products.sellerId, s.sellerId))).toHaveLength(0);
  });

  it('answers each validation message, in French too', async () => {
    const s = await newSeller();
    const res = await call('POST', URL_, s, {
      ...body(s),
      name: '  ',
      category_id: 'nope',
      discount_percent: 95,
      min_order_qty: 0,
      weight: -1,
      grades: [],
      available_from: '2026-06-10',
      available_until: '2026-06-01',
      role: 'Admin',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Create product failed',
      messages: {
        name: ['Product name is required'],
        category_id: ['Choose a category'],
        discount_percent: ['Discount must be between 0 and 90%'],
        min_order_qty: ['Minimum order must be at least 1'],
        weight: ['Weight must be more than 0'],
        grades: ['Add at least one grade with a price'],
        role: ['This field cannot be changed.'],
      },
    });
    const dup = await call('POST', URL_, s, body(s, { grades: [{ grade: 'top', price_minor: 1 }, { grade: 'top', price_minor: 2 }] }));
    expect(dup.json().messages.grades).toEqual(['Each grade can appear only once']);
    const price = await call('POST', URL_, s, body(s, { grades: [{ grade: 'top', price_minor: 1.5, stock: -1 }] }), { 'accept-language': 'fr' });
    expect(price.json()).toMatchObject({
      message: 'La création du produit a échoué',
      messages: { 'grades.0.price_minor': ['Entrez un prix de 0 ou plus, avec au plus 2 décimales'], 'grades.0.stock': ['Entrez un nombre entier de 0 ou plus'] },
    });
    const dates = await call('POST', URL_, s, body(s, { available_from: '2026-06-10', available_until: '2026-06-01' }));
    expect(dates.json().messages.available_until).toEqual(['The end of availability must be after its start']);
    const missing = await call('POST', URL_, s, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages).toMatchObject({ name: ['Product name is required'], unit: ['This field is required'] });
    const badJson = await send('POST', URL_, s, { payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n{oops\r\n--x--\r\n'), headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(badJson.statusCode).toBe(400);
    const unknownCategory = await call('POST', URL_, s, body(s, { category_id: randomUUID() }));
    expect(unknownCategory.json()).toMatchObject({ messages: { category_id: ['This category does not exist'] } });
  });

  it('accepts a pending branch of the seller (hidden), refuses another seller’s branch', async () => {
    const a = await newSeller();
    const b = await newSeller();
    const pending = await call('POST', URL_, a, body(a, { branch_id: a.pendingBranchId }));
    expect(pending.statusCode).toBe(201);
    expect(pending.json().data.visible).toBe(false);
    const foreign = await call('POST', URL_, a, body(a, { branch_id: b.branchId }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().messages).toEqual({ branch_id: ['This branch is not one of yours'] });
  });

  it('refuses buyers and sellers without a farm', async () => {
    const { tokens } = await registerAccount(t.app);
    const buyer = await t.app.inject({ method: 'POST', url: URL_, headers: bearer(tokens.access), payload: {} });
    expect(buyer.statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'GET', url: URL_ });
    expect(anon.statusCode).toBe(401);
  });

  it('replays a multipart create with the same key once; another body with that key is a mismatch', async () => {
    const s = await newSeller();
    const key = randomUUID();
    const form = multipart(body(s), [{ buf: await photo('png'), name: 'a.png', type: 'image/png' }]);
    const first = await send('POST', URL_, s, form, { 'idempotency-key': key });
    const again = await send('POST', URL_, s, form, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    const rows = await t.database.db.select().from(products).where(eq(products.sellerId, s.sellerId));
    expect(rows).toHaveLength(1);
    expect(await t.database.db.select().from(productImages).where(eq(productImages.productId, rows[0]!.id))).toHaveLength(1);
    expect(filesOf(rows[0]!.id)).toHaveLength(3);
    // Same data, another photo: not the same request.
    const other = multipart(body(s), [{ buf: await photo('png', '#2a9d8f'), name: 'a.png', type: 'image/png' }]);
    const mismatch = await send('POST', URL_, s, other, { 'idempotency-key': key });
    expect(mismatch.statusCode).toBe(422);
  });

  it('refuses an id that exists', async () => {
    const s = await newSeller();
    const id = randomUUID();
    expect((await call('POST', URL_, s, body(s, { id }))).statusCode).toBe(201);
    const again = await call('POST', URL_, s, body(s, { id }));
    expect(again.statusCode).toBe(409);
  });
});

describe('read, edit, delete', () => {
  async function created(s: SellerCtx, photos = 0, over: Record<string, unknown> = {}) {
    const files = await Promise.all(Array.from({ length: photos }, async (_, i) => ({ buf: await photo('jpeg', ['#111111', '#222222', '#333333'][i % 3]), name: `${i}.jpg`, type: 'image/jpeg' })));
    const res = await send('POST', URL_, s, multipart(body(s, over), files));
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: string; revision: number; images: Array<{ id: string; thumb: string }> };
  }

  it('lists only the caller’s products, every status, with the owner copy', async () => {
    const a = await newSeller();
    const b = await newSeller();
    await created(a, 0, { status: 'Draft' });
    await created(a);
    await created(b);
    const list = await call('GET', URL_, a);
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toEqual({ count: 2, page: 1, page_size: 50 });
    expect(list.json().data.every((p: { seller_id: string; low_stock_threshold: number }) => p.seller_id === a.sellerId && p.low_stock_threshold === 5)).toBe(true);
    const drafts = await call('GET', `${URL_}?status=Draft`, a);
    expect(drafts.json().meta.count).toBe(1);
  });

  it('another seller gets 404 on read, edit and delete', async () => {
    const a = await newSeller();
    const b = await newSeller();
    const p = await created(a);
    expect((await call('GET', `${URL_}${p.id}/`, b)).statusCode).toBe(404);
    expect((await call('GET', `${URL_}${p.id}/`, a)).statusCode).toBe(200);
    const put = await call('PUT', `${URL_}${p.id}/`, b, body(b, { name: 'Mine now' }), { 'if-match': '1' });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('Product not found');
    expect((await call('DELETE', `${URL_}${p.id}/`, b)).statusCode).toBe(404);
    expect((await call('GET', `${URL_}not-a-uuid/`, a)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.name).toBe('Heirloom carrots');
  });

  it('edits with If-Match: keeps, reorders and drops photos, adds new ones, changes grades without touching stock', async () => {
    const s = await newSeller();
    const p = await created(s, 3);
    const [first, second, third] = p.images;
    const form = multipart(
      body(s, {
        name: 'Rainbow carrots',
        images: [third!.id, first!.id],
        grades: [
          { grade: 'top', price_minor: 600 },
          { grade: 'lower', price_minor: 200 },
        ],
      }),
      [{ buf: await photo('webp'), name: 'new.webp', type: 'image/webp' }],
    );
    const res = await send('PUT', `${URL_}${p.id}/`, s, form, { 'if-match': String(p.revision) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(res.json().message).toBe('Product updated successfully!');
    expect(data.name).toBe('Rainbow carrots');
    expect(data.revision).toBe(2);
    expect(data.images.map((i: { id: string }) => i.id).slice(0, 2)).toEqual([third!.id, first!.id]);
    expect(data.images).toHaveLength(3);
    expect(data.grades).toEqual([
      { grade: 'top', price_minor: 600, stock: 40 },
      { grade: 'lower', price_minor: 200, stock: 0 },
    ]);
    // The dropped photo's files are gone, the others stay.
    const files = filesOf(p.id);
    expect(files.some((f) => f.startsWith(second!.id))).toBe(false);
    expect(files.filter((f) => f.startsWith(first!.id))).toHaveLength(3);
    expect(files).toHaveLength(9);
    // Without `images` every stored photo stays and new ones are added after them.
    const more = multipart(body(s), [{ buf: await photo('png'), name: 'more.png', type: 'image/png' }]);
    const appended = await send('PUT', `${URL_}${p.id}/`, s, more, { 'if-match': '2' });
    expect(appended.statusCode).toBe(200);
    expect(appended.json().data.images.map((i: { id: string }) => i.id).slice(0, 3)).toEqual(data.images.map((i: { id: string }) => i.id));
    expect(appended.json().data.images).toHaveLength(4);
  });

  it('a stale If-Match answers 412 with the current product; the same change re-sent with the new revision applies', async () => {
    const s = await newSeller();
    const p = await created(s);
    const key = randomUUID();
    expect((await call('PUT', `${URL_}${p.id}/`, s, body(s, { name: 'First edit' }), { 'if-match': '1' })).statusCode).toBe(200);
    const stale = await call('PUT', `${URL_}${p.id}/`, s, body(s, { name: 'Second edit' }), { 'if-match': '1', 'idempotency-key': key });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({
      code: 'precondition_failed',
      message: 'Someone changed this product since you opened it. Compare both versions and choose.',
      current: { id: p.id, name: 'First edit', revision: 2 },
    });
    // "Keep mine": the same outbox entry (same key) with the revision it now starts from.
    const kept = await call('PUT', `${URL_}${p.id}/`, s, body(s, { name: 'Second edit' }), { 'if-match': '"2"', 'idempotency-key': key });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ name: 'Second edit', revision: 3 });
    const missing = await call('PUT', `${URL_}${p.id}/`, s, body(s));
    expect(missing.statusCode).toBe(428);
    const garbage = await call('PUT', `${URL_}${p.id}/`, s, body(s), { 'if-match': 'banana' });
    expect(garbage.statusCode).toBe(412);
  });

  it('refuses a photo id of another product and more than 8 photos in all', async () => {
    const s = await newSeller();
    const p = await created(s, 2);
    const other = await created(s, 1);
    const foreign = await call('PUT', `${URL_}${p.id}/`, s, body(s, { images: [other.images[0]!.id] }), { 'if-match': '1' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().messages).toEqual({ images: ['This photo is not one of this product’s'] });
    const jpeg = await photo('jpeg');
    const seven = Array.from({ length: 7 }, (_, i) => ({ buf: jpeg, name: `${i}.jpg`, type: 'image/jpeg' }));
    const tooMany = await send('PUT', `${URL_}${p.id}/`, s, multipart(body(s, { images: p.images.map((i) => i.id) }), seven), { 'if-match': '1' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().messages).toEqual({ photos: ['A product can have up to 8 photos'] });
    expect(filesOf(p.id)).toHaveLength(6);
    const edit = await call('PUT', `${URL_}${p.id}/`, s, body(s, { stock: 5 }), { 'if-match': '1' });
    expect(edit.json().messages).toEqual({ stock: ['This field cannot be changed.'] });
    const bad = await call('PUT', `${URL_}${p.id}/`, s, body(s, { name: '' }), { 'if-match': '1' });
    expect(bad.json()).toMatchObject({ message: 'Update product failed', messages: { name: ['Product name is required'] } });
  });

  it('deletes the product, its photos and files; a second delete is 404', async () => {
    const s = await newSeller();
    const p = await created(s, 1);
    expect(filesOf(p.id)).toHaveLength(3);
    const res = await call('DELETE', `${URL_}${p.id}/`, s);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Product deleted' });
    expect(filesOf(p.id)).toEqual([]);
    expect(await t.database.db.select().from(products).where(eq(products.id, p.id))).toHaveLength(0);
    expect((await call('DELETE', `${URL_}${p.id}/`, s)).statusCode).toBe(404);
  });
});
