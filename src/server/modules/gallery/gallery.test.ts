// The gallery over HTTP: the public read (published photos only, in order, alt text from the caption when left
// empty, conditional GETs); the Admin's list, upload (through the photo pipeline: three WebP sizes, anything but a
// picture refused, too large refused), edit, reorder, hide and delete (files removed after the commit), guarded
// per call (visitors 401, buyers and sellers 403), bad text refused with a 400 naming the field, idempotent replays
// applied once, and each action in the audit log.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '../../../contract/constants.ts';
import type { GalleryPhotoWrite } from '../../../contract/gallery.ts';
import { users } from '../../db/schema/accounts.ts';
import { adminAudit } from '../../db/schema/audit.ts';
import { galleryPhotos } from '../../db/schema/gallery.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: { access: string; id: string };
let buyer: { access: string; id: string };

async function account(role: 'Admin' | 'Buyer' | 'Seller' = 'Buyer') {
  const a = await registerAccount(t.app);
  if (role !== 'Buyer') await t.database.db.update(users).set({ role }).where(eq(users.id, a.user.id));
  return { access: a.tokens.access, id: a.user.id };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  admin = await account('Admin');
  buyer = await account('Buyer');
});

const key = () => ({ 'idempotency-key': randomUUID() });
const png = (color = '#3a7d44', width = 900, height = 600) => sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
const boundary = `----fm${randomUUID()}`;
function form(parts: Array<{ name: string; file?: Buffer; value?: string }>): Buffer {
  return Buffer.concat([
    ...parts.flatMap((p) =>
      p.file
        ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`), p.file, Buffer.from('\r\n')]
        : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ''}\r\n`)],
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}
const write = (over: Partial<GalleryPhotoWrite> & Record<string, unknown> = {}): GalleryPhotoWrite => ({
  caption_en: 'Carrots pulled this morning',
  caption_fr: 'Des carottes arrachées ce matin',
  credit: 'Maple Ridge Farm',
  ...over,
});
const upload = (payload: Buffer, headers: Record<string, string> = {}, access = admin.access) =>
  t.app.inject({ method: 'POST', url: '/api/admin/gallery/', headers: { ...bearer(access), ...key(), 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers }, payload });
async function add(over: Partial<GalleryPhotoWrite> = {}, picture?: Buffer) {
  const res = await upload(form([{ name: 'data', value: JSON.stringify(write(over)) }, { name: 'photos', file: picture ?? (await png()) }]));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; position: number; published: boolean; image: { thumb: string; card: string; full: string }; width: number; height: number };
}
const edit = (id: string, body: object, headers: Record<string, string> = key()) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/gallery/${id}/`, headers: { ...bearer(admin.access), ...headers }, payload: body });
const publicIds = async () => ((await t.app.inject({ method: 'GET', url: '/api/gallery/' })).json().data as Array<{ id: string }>).map((p) => p.id);

describe('the gallery', () => {
  it('adds a photo through the pipeline: three WebP sizes, its size kept, public at once, alt text from the caption', async () => {
    const p = await add({}, await png('#c1121f', 1600, 1000));
    expect(p.image.card).toMatch(/^\/uploads\/gallery\/[0-9a-f-]+\/[0-9a-f-]+-card\.webp$/);
    expect(p.width).toBe(1280);
    expect(p.height).toBe(800);
    for (const url of Object.values(p.image)) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/gallery/' });
    expect(list.statusCode).toBe(200);
    const mine = list.json().data.find((x: { id: string }) => x.id === p.id);
    expect(mine).toMatchObject({ caption_en: 'Carrots pulled this morning', caption_fr: 'Des carottes arrachées ce matin', alt_en: 'Carrots pulled this morning', alt_fr: 'Des carottes arrachées ce matin', credit: 'Maple Ridge Farm' });
    expect(mine).not.toHaveProperty('published');
  });

  it('answers 304 to a visitor who has the list, and a new ETag once it changes', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/gallery/' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: '/api/gallery/', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await add();
    const changed = await t.app.inject({ method: 'GET', url: '/api/gallery/', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('keeps hidden photos from visitors; the Admin still lists them', async () => {
    const hidden = await add({ published: false, alt_en: 'A crate of carrots', alt_fr: 'Une caisse de carottes' });
    expect(hidden.published).toBe(false);
    expect(await publicIds()).not.toContain(hidden.id);
    const adminList = (await t.app.inject({ method: 'GET', url: '/api/admin/gallery/', headers: bearer(admin.access) })).json().data;
    expect(adminList.find((x: { id: string }) => x.id === hidden.id)).toMatchObject({ published: false, alt_en: 'A crate of carrots', alt_en_written: 'A crate of carrots' });
    const shown = await edit(hidden.id, write({ published: true }));
    expect(shown.statusCode).toBe(200);
    expect(await publicIds()).toContain(hidden.id);
    await edit(hidden.id, write({ published: false }));
    expect(await publicIds()).not.toContain(hidden.id);
  });

  it('edits captions and moves a photo in the order; every photo is numbered in order after a move', async () => {
    const a = await add({ caption_en: 'A' });
    const b = await add({ caption_en: 'B' });
    const c = await add({ caption_en: 'C' });
    expect([a, b, c].map((p) => p.position)).toEqual([a.position, a.position + 1, a.position + 2]);
    const moved = await edit(c.id, write({ caption_en: 'C, moved', position: a.position }));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ caption_en: 'C, moved', position: a.position });
    const ids = await publicIds();
    expect(ids.indexOf(c.id)).toBeLessThan(ids.indexOf(a.id));
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    const positions = (await t.database.db.select({ p: galleryPhotos.position }).from(galleryPhotos).orderBy(galleryPhotos.position)).map((r) => r.p);
    expect(positions).toEqual(positions.map((_, i) => i));
    // Past the end: last.
    expect((await edit(a.id, write({ position: 9999 }))).json().data.position).toBe(positions.length - 1);
  });

  it('deletes a photo and its files once committed; a second delete is 404', async () => {
    const p = await add();
    const del = () => t.app.inject({ method: 'DELETE', url: `/api/admin/gallery/${p.id}/`, headers: { ...bearer(admin.access), ...key(), 'accept-language': 'fr' } });
    const res = await del();
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Photo supprimée');
    for (const url of Object.values(p.image)) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await t.app.storage.get(p.image.card.replace('/uploads/', ''))).toBeNull();
    expect(await publicIds()).not.toContain(p.id);
    expect((await del()).statusCode).toBe(404);
    expect((await edit(p.id, write())).statusCode).toBe(404);
    expect((await edit('not-an-id', write())).statusCode).toBe(404);
  });

  it('applies a replayed upload, edit or delete once', async () => {
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(galleryPhotos))[0]!.n;
    const headers = key();
    const payload = form([{ name: 'data', value: JSON.stringify(write({ caption_en: 'Replayed' })) }, { name: 'photos', file: await png('#ffb703') }]);
    const one = await upload(payload, headers);
    const two = await upload(payload, headers);
    expect(one.statusCode).toBe(201);
    expect(two.statusCode).toBe(201);
    expect(two.headers['idempotent-replayed']).toBe('true');
    expect(two.json().data.id).toBe(one.json().data.id);
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(galleryPhotos))[0]!.n).toBe(before + 1);
    // The same key with another picture is a different request: refused, nothing added.
    const other = await upload(form([{ name: 'data', value: JSON.stringify(write({ caption_en: 'Replayed' })) }, { name: 'photos', file: await png('#023047') }]), headers);
    expect(other.statusCode).toBe(422);
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(galleryPhotos))[0]!.n).toBe(before + 1);
    const id = one.json().data.id as string;
    const editKey = key();
    expect((await edit(id, write({ caption_en: 'Once' }), editKey)).statusCode).toBe(200);
    const replay = await edit(id, write({ caption_en: 'Once' }), editKey);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const delKey = key();
    const del = () => t.app.inject({ method: 'DELETE', url: `/api/admin/gallery/${id}/`, headers: { ...bearer(admin.access), ...delKey } });
    expect((await del()).statusCode).toBe(200);
    const again = await del();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses bad captions, unknown fields, NUL bytes and lone surrogates with a 400 naming the field, in the caller’s language', async () => {
    const picture = await png();
    const cases: Array<[object, string]> = [
      [write({ caption_en: '' }), 'caption_en'],
      [write({ caption_fr: '   ' }), 'caption_fr'],
      [{ caption_en: 'Only English' }, 'caption_fr'],
      [write({ caption_en: 'x'.repeat(201) }), 'caption_en'],
      [write({ credit: 'y'.repeat(121) }), 'credit'],
      [write({ alt_fr: 'z'.repeat(301) }), 'alt_fr'],
      [write({ published: 'yes' as never }), 'published'],
      [write({ position: -1 }), 'position'],
      [{ ...write(), owner: 'me' }, 'owner'],
      [write({ caption_en: 'Nul\u0000byte' }), 'caption_en'],
      [write({ caption_fr: 'Lone \ud800 surrogate' }), 'caption_fr'],
    ];
    for (const [data, field] of cases) {
      const res = await upload(form([{ name: 'data', value: JSON.stringify(data) }, { name: 'photos', file: picture }]), { 'accept-language': 'fr' });
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(Object.keys(res.json().messages ?? {}), JSON.stringify(data)).toContain(field);
      const put = await t.app.inject({ method: 'PUT', url: `/api/admin/gallery/${randomUUID()}/`, headers: { ...bearer(admin.access), ...key(), 'content-type': 'application/json' }, payload: JSON.stringify(data) });
      expect(put.statusCode, `PUT ${JSON.stringify(data)}`).toBe(400);
    }
    const missing = await upload(form([{ name: 'data', value: JSON.stringify(write({ caption_en: '' })) }, { name: 'photos', file: picture }]));
    expect(missing.json().messages.caption_en).toEqual(['Caption is required']);
    expect((await upload(form([{ name: 'data', value: '{not json' }, { name: 'photos', file: picture }]))).statusCode).toBe(400);
  });

  it('refuses an upload without a picture, with two, with something that is not a picture, or too large', async () => {
    const data = { name: 'data', value: JSON.stringify(write()) };
    const none = await upload(form([data]));
    expect(none.statusCode).toBe(400);
    expect(none.json().messages.photos).toEqual(['Choose one picture (JPEG, PNG or WebP)']);
    expect((await upload(form([data, { name: 'photos', file: await png() }, { name: 'photos', file: await png() }]))).statusCode).toBeGreaterThanOrEqual(400);
    expect((await upload(form([data, { name: 'photos', file: await png() }, { name: 'photos', file: await png() }]))).statusCode).toBeLessThan(500);
    const text = await upload(form([data, { name: 'photos', file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }]));
    expect(text.statusCode).toBe(400);
    expect(text.json().messages.photos).toBeDefined();
    const huge = await upload(form([data, { name: 'photos', file: Buffer.concat([await png(), Buffer.alloc(MAX_PHOTO_BYTES + 1)]) }]));
    expect(huge.statusCode).toBe(413);
    // A small file claiming a picture far beyond the pixel budget is refused from its header.
    const giant = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect((await upload(form([data, { name: 'photos', file: giant }]))).statusCode).toBe(413);
    expect((await upload(form([data, { name: 'other', file: await png() }]))).statusCode).toBe(400);
  });

  it('is the Admin’s alone: visitors 401, buyers and sellers 403, on every route; the public read is open', async () => {
    const seller = await account('Seller');
    const p = await add();
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
      ['GET', '/api/admin/gallery/'],
      ['POST', '/api/admin/gallery/'],
      ['PUT', `/api/admin/gallery/${p.id}/`],
      ['DELETE', `/api/admin/gallery/${p.id}/`],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'PUT' || method === 'POST' ? write() : undefined;
      expect((await t.app.inject({ method, url, headers: key(), ...(payload && { payload }) })).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [buyer, seller]) {
        expect((await t.app.inject({ method, url, headers: { ...bearer(who.access), ...key() }, ...(payload && { payload }) })).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await publicIds()).toContain(p.id);
  });

  it('writes each admin action to the audit log', async () => {
    const p = await add({ caption_en: 'Audited' });
    await edit(p.id, write({ caption_en: 'Audited, edited' }));
    await t.app.inject({ method: 'DELETE', url: `/api/admin/gallery/${p.id}/`, headers: { ...bearer(admin.access), ...key() } });
    const rows = await t.database.db.select({ action: adminAudit.action }).from(adminAudit).where(eq(adminAudit.targetId, p.id));
    const actions = rows.map((r) => r.action).sort();
    expect(actions).toEqual(['gallery.add', 'gallery.delete', 'gallery.update']);
  });
});
