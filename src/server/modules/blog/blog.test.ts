// The blog over HTTP: live, scheduled and draft posts; paging, search in English and French (prefix, accents),
// category and tag filters, recent posts and popular tags; 'Post Not Found'; comments (pending for visitors,
// approved at once for signed-in users in good standing, never an email in a public answer, honeypot, limits,
// throttles per address and per email, hostile text stored as text); the Admin's editor and moderation, guarded
// per call (visitors 401, other roles 403), slugs unique, covers through the photo pipeline.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BlogPostWrite } from '../../../contract/blog.ts';
import { BLOG_PAGE_SIZE } from '../../../contract/blog-rules.ts';
import { users } from '../../db/schema/accounts.ts';
import { blogComments, blogPosts } from '../../db/schema/blog.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: { access: string; id: string };
let buyer: { access: string; id: string; email: string };
let address = 0;

async function account(role: 'Admin' | 'Buyer' | 'Seller' = 'Buyer') {
  const a = await registerAccount(t.app);
  if (role !== 'Buyer') await t.database.db.update(users).set({ role }).where(eq(users.id, a.user.id));
  return { access: a.tokens.access, id: a.user.id, email: a.user.email };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
// Fresh accounts for each test: a test that moves the clock by an hour leaves the previous tokens expired.
beforeEach(async () => {
  address += 1;
  admin = await account('Admin');
  buyer = await account('Buyer');
});

const ip = () => `198.51.100.${address}`;
const key = () => ({ 'idempotency-key': randomUUID() });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const adminCall = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, access = admin.access) =>
  t.app.inject({ method, url, headers: { ...bearer(access), ...key() }, ...(payload && { payload }) });
const comment = (post: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/blog/posts/${post}/comments/`, remoteAddress: ip(), headers: { ...key(), ...headers }, payload });

let n = 0;
function post(over: Partial<BlogPostWrite> = {}): BlogPostWrite {
  n += 1;
  return {
    slug: `post-number-${n}-${randomUUID().slice(0, 4)}x`,
    title_en: `Storing winter squash ${n}`,
    title_fr: `Conserver la courge d’hiver ${n}`,
    summary_en: 'Keep butternut squash for months.',
    summary_fr: 'Garder la courge musquée des mois.',
    body_en: 'Cure **squash** for two weeks.',
    body_fr: 'Faites mûrir la **courge** deux semaines.',
    category: 'storage',
    tags: ['squash'],
    state: 'published',
    ...over,
  };
}
async function create(over: Partial<BlogPostWrite> = {}) {
  const res = await adminCall('POST', '/api/admin/blog/posts/', post(over));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; slug: string; state: string; live: boolean; publish_at: string | null };
}
const visitor = (over: object = {}) => ({ name: 'Léa Tremblay', email: `lea.${randomUUID().slice(0, 8)}@example.ca`, body: 'Great tips, thank you!', ...over });

describe('public reads', () => {
  it('lists live posts only, newest first, page by page, with recent posts, popular tags and categories', async () => {
    const created = [];
    for (let i = 0; i < BLOG_PAGE_SIZE + 1; i++) {
      created.push(await create({ tags: ['paging test', i % 2 ? 'odd' : 'even'], publish_at: new Date(t.clock.now().getTime() - (i + 1) * 60_000).toISOString() }));
    }
    const draft = await create({ state: 'draft', tags: ['paging test'] });
    const later = await create({ state: 'scheduled', publish_at: new Date(t.clock.now().getTime() + 86_400_000).toISOString(), tags: ['paging test'] });
    expect(draft).toMatchObject({ state: 'draft', live: false });
    expect(later).toMatchObject({ state: 'scheduled', live: false });
    const one = await get('/api/blog/posts/?tag=paging%20test');
    expect(one.statusCode).toBe(200);
    const body = one.json();
    expect(body.meta).toEqual({ count: BLOG_PAGE_SIZE + 1, page: 1, page_size: BLOG_PAGE_SIZE });
    expect(body.data.map((p: { id: string }) => p.id)).toEqual(created.slice(0, BLOG_PAGE_SIZE).map((p) => p.id));
    const two = (await get('/api/blog/posts/?tag=paging%20test&page=2')).json();
    expect(two.data.map((p: { id: string }) => p.id)).toEqual([created[BLOG_PAGE_SIZE]!.id]);
    expect(body.data.some((p: { id: string }) => p.id === draft.id || p.id === later.id)).toBe(false);
    expect(body.recent.length).toBeLessThanOrEqual(5);
    expect(body.recent.some((p: { id: string }) => p.id === draft.id || p.id === later.id)).toBe(false);
    expect(body.tags).toContainEqual({ tag: 'paging test', count: BLOG_PAGE_SIZE + 1 });
    expect(body.tags).toContainEqual({ tag: 'even', count: 4 });
    expect(body.categories).toContainEqual(expect.objectContaining({ category: 'storage' }));
    // Odd values fall back rather than failing.
    expect((await get('/api/blog/posts/?page=abc&category=nope')).statusCode).toBe(200);
  });

  it('finds posts in English and French, by prefix, with or without accents, and filters by category and tag', async () => {
    const p = await create({ title_en: 'Crème fraîche and strawberries', title_fr: 'Fraises à la crème', body_en: 'Whipped with maple syrup.', body_fr: 'Fouettée au sirop d’érable.', category: 'seasonal', tags: ['strawberries'] });
    for (const q of ['creme', 'crème', 'strawb', 'fraise', 'erable', 'érable', 'Whip']) {
      const res = (await get(`/api/blog/posts/?q=${encodeURIComponent(q)}`)).json();
      expect(res.data.map((x: { id: string }) => x.id), q).toContain(p.id);
    }
    expect((await get('/api/blog/posts/?q=zucchinis')).json().data).toEqual([]);
    expect((await get(`/api/blog/posts/?q=${encodeURIComponent("'):* & !(")}`)).statusCode).toBe(200);
    expect((await get('/api/blog/posts/?category=seasonal&tag=strawberries')).json().data.map((x: { id: string }) => x.id)).toContain(p.id);
    expect((await get('/api/blog/posts/?category=farms&tag=strawberries')).json().data).toEqual([]);
  });

  it('opens a live post by id or slug, and answers Post Not Found for drafts, posts to come and unknown ids', async () => {
    const p = await create();
    expect((await get(`/api/blog/posts/${p.id}/`)).json().data.slug).toBe(p.slug);
    expect((await get(`/api/blog/posts/${p.slug}/`)).json().data.id).toBe(p.id);
    const draft = await create({ state: 'draft' });
    const soon = await create({ state: 'scheduled', publish_at: new Date(t.clock.now().getTime() + 3_600_000).toISOString() });
    for (const id of [draft.id, draft.slug, soon.id, randomUUID(), 'no-such-post', '%00']) {
      const res = await get(`/api/blog/posts/${id}/`, { 'accept-language': 'fr' });
      expect(res.statusCode, id).toBeLessThan(500);
      if (id !== '%00') {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Article introuvable');
      }
    }
    expect((await get(`/api/blog/posts/${draft.id}/`)).json().message).toBe('Post Not Found');
    t.clock.advance(3_600_000 + 1000);
    expect((await get(`/api/blog/posts/${soon.id}/`)).statusCode).toBe(200);
  });
});

describe('comments', () => {
  it('keeps a visitor’s comment pending, shows it once approved, and never shows an email', async () => {
    const p = await create();
    const v = visitor();
    const res = await comment(p.id, v, { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ data: { state: 'pending' }, message: 'Merci ! Votre commentaire paraîtra dès qu’un modérateur l’aura approuvé.' });
    const id = res.json().data.id as string;
    const [row] = await t.database.db.select().from(blogComments).where(eq(blogComments.id, id));
    expect(row).toMatchObject({ email: v.email, state: 'pending', language: 'fr', userId: null });
    expect(row!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await get(`/api/blog/posts/${p.id}/`)).json().comments).toEqual([]);
    const approved = await adminCall('POST', `/api/admin/blog/comments/${id}/approve/`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ state: 'approved', email: v.email });
    const read = await get(`/api/blog/posts/${p.id}/`);
    expect(read.json().comments).toEqual([{ id, name: 'Léa Tremblay', body: 'Great tips, thank you!', created_at: expect.any(String) }]);
    expect(read.body).not.toContain(v.email);
    expect(read.json().data.comment_count).toBe(1);
    // Rejected again: gone from the page.
    await adminCall('POST', `/api/admin/blog/comments/${id}/reject/`);
    expect((await get(`/api/blog/posts/${p.id}/`)).json().comments).toEqual([]);
  });

  it('publishes at once for a signed-in user in good standing, with the account’s name and email; not after a rejection', async () => {
    const p = await create();
    const me = await account('Buyer');
    const res = await comment(p.slug, { body: 'Signed in and trusted.', name: 'Someone Else', email: 'other@example.ca' }, bearer(me.access));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.state).toBe('approved');
    expect(res.json().message).toBe('Thank you! Your comment is published.');
    const [row] = await t.database.db.select().from(blogComments).where(eq(blogComments.id, res.json().data.id));
    expect(row!.email).toBe(me.email);
    expect(row!.userId).toBe(me.id);
    expect(row!.name).not.toBe('Someone Else');
    await adminCall('POST', `/api/admin/blog/comments/${row!.id}/reject/`);
    const next = await comment(p.id, { body: 'After a rejection.' }, bearer(me.access));
    expect(next.json().data.state).toBe('pending');
  });

  it('refuses missing and oversized fields, unknown fields and posts not live; keeps nothing from a filled honeypot', async () => {
    const p = await create();
    const before = (await t.database.db.select().from(blogComments)).length;
    const empty = await comment(p.id, visitor({ body: '  ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages).toMatchObject({ body: ['Comment is required'] });
    expect((await comment(p.id, visitor({ name: '' }))).json().messages).toMatchObject({ name: ['Please tell us your name'] });
    expect((await comment(p.id, visitor({ email: 'nope' }))).statusCode).toBe(400);
    expect((await comment(p.id, visitor({ body: 'x'.repeat(2001) }))).statusCode).toBe(400);
    expect((await comment(p.id, visitor({ name: 'n'.repeat(81) }))).statusCode).toBe(400);
    expect((await comment(p.id, { ...visitor(), state: 'approved' })).statusCode).toBe(400);
    expect((await comment(p.id, visitor({ body: 'a\u0000b' }))).statusCode).toBe(400);
    const draft = await create({ state: 'draft' });
    expect((await comment(draft.id, visitor())).statusCode).toBe(404);
    expect((await comment(randomUUID(), visitor())).statusCode).toBe(404);
    const robot = await comment(p.id, visitor({ website: 'http://spam.example' }));
    expect(robot.statusCode).toBe(201);
    expect(robot.json().data.state).toBe('pending');
    expect((await t.database.db.select().from(blogComments)).length).toBe(before);
  });

  it('stores hostile text as text: script and HTML come back exactly as typed, never interpreted by the API', async () => {
    const p = await create();
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)> [x](javascript:alert(3))';
    const res = await comment(p.id, visitor({ name: '<b>Mallory</b>', body: evil }));
    expect(res.statusCode).toBe(201);
    await adminCall('POST', `/api/admin/blog/comments/${res.json().data.id}/approve/`);
    const read = await get(`/api/blog/posts/${p.id}/`);
    expect(read.headers['content-type']).toMatch(/application\/json/);
    expect(read.json().comments[0]).toMatchObject({ name: '<b>Mallory</b>', body: evil });
  });

  it('throttles per email (5 an hour) and per address (10 an hour) with 429 and Retry-After', async () => {
    const p = await create();
    const email = `busy.${randomUUID().slice(0, 6)}@example.ca`;
    for (let i = 0; i < 5; i++) {
      address += 1;
      expect((await comment(p.id, visitor({ email, body: `Comment ${i}` }))).statusCode).toBe(201);
    }
    address += 1;
    const sixth = await comment(p.id, visitor({ email }));
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    address += 1;
    for (let i = 0; i < 10; i++) expect((await comment(p.id, visitor())).statusCode).toBe(201);
    const eleventh = await comment(p.id, visitor(), { 'accept-language': 'fr' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toContain('plusieurs commentaires');
    t.clock.advance(3_601_000);
    expect((await comment(p.id, visitor())).statusCode).toBe(201);
  });

  it('sends one comment once for one Idempotency-Key, even 10 at once', async () => {
    const p = await create();
    const headers = { 'idempotency-key': randomUUID() };
    const body = visitor({ body: `Once only ${randomUUID()}` });
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: `/api/blog/posts/${p.id}/comments/`, remoteAddress: ip(), headers, payload: body })));
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    expect(await t.database.db.select().from(blogComments).where(eq(blogComments.body, body.body))).toHaveLength(1);
  });
});

describe('the Admin’s editor and moderation', () => {
  it('is the Admin’s alone: visitors 401, buyers and sellers 403, on every route', async () => {
    const seller = await account('Seller');
    const p = await create();
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
      ['GET', '/api/admin/blog/posts/'],
      ['GET', `/api/admin/blog/posts/${p.id}/`],
      ['POST', '/api/admin/blog/posts/'],
      ['PUT', `/api/admin/blog/posts/${p.id}/`],
      ['DELETE', `/api/admin/blog/posts/${p.id}/`],
      ['PUT', `/api/admin/blog/posts/${p.id}/cover/`],
      ['GET', '/api/admin/blog/comments/'],
      ['POST', `/api/admin/blog/comments/${randomUUID()}/approve/`],
      ['POST', `/api/admin/blog/comments/${randomUUID()}/reject/`],
      ['DELETE', `/api/admin/blog/comments/${randomUUID()}/`],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'POST' || method === 'PUT' ? post() : undefined;
      expect((await t.app.inject({ method, url, headers: key(), ...(payload && { payload }) })).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [buyer, seller]) {
        expect((await t.app.inject({ method, url, headers: { ...bearer(who.access), ...key() }, ...(payload && { payload }) })).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await get(`/api/blog/posts/${p.id}/`)).statusCode).toBe(200);
  });

  it('creates, edits, schedules and deletes posts; slugs are unique and checked; bad input is a 400', async () => {
    const p = await create({ slug: `unique-slug-${n}z` });
    const clash = await adminCall('POST', '/api/admin/blog/posts/', post({ slug: p.slug }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().messages).toMatchObject({ slug: ['Another post already uses this address'] });
    for (const bad of [{ slug: 'Bad Slug!' }, { title_en: ' ' }, { category: 'gossip' }, { tags: Array.from({ length: 9 }, (_, i) => `t${i}`) }, { state: 'scheduled', publish_at: null }, { publish_at: 'tomorrow' }, { tags: ['<script>'] }]) {
      const res = await adminCall('POST', '/api/admin/blog/posts/', post(bad as Partial<BlogPostWrite>));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await adminCall('POST', '/api/admin/blog/posts/', { ...post(), author_id: buyer.id })).statusCode).toBe(400);
    const future = new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString();
    const edited = await adminCall('PUT', `/api/admin/blog/posts/${p.id}/`, post({ slug: p.slug, title_en: 'New title', state: 'scheduled', publish_at: future }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title_en: 'New title', state: 'scheduled', live: false, publish_at: future });
    expect((await get(`/api/blog/posts/${p.id}/`)).statusCode).toBe(404);
    const republished = await adminCall('PUT', `/api/admin/blog/posts/${p.id}/`, post({ slug: p.slug, state: 'published' }));
    expect(republished.json().data).toMatchObject({ state: 'published', live: true });
    // A 'published' post dated in the future is a schedule.
    const ahead = await adminCall('PUT', `/api/admin/blog/posts/${p.id}/`, post({ slug: p.slug, state: 'published', publish_at: future }));
    expect(ahead.json().data).toMatchObject({ state: 'scheduled', live: false });
    const list = (await get('/api/admin/blog/posts/?state=scheduled', bearer(admin.access))).json();
    expect(list.data.map((x: { id: string }) => x.id)).toContain(p.id);
    expect((await get(`/api/admin/blog/posts/${randomUUID()}/`, bearer(admin.access))).statusCode).toBe(404);
    expect((await adminCall('PUT', `/api/admin/blog/posts/${randomUUID()}/`, post())).statusCode).toBe(404);
    const gone = await adminCall('DELETE', `/api/admin/blog/posts/${p.id}/`);
    expect(gone.statusCode).toBe(200);
    expect((await t.database.db.select().from(blogPosts).where(eq(blogPosts.id, p.id)))).toHaveLength(0);
    expect((await adminCall('DELETE', `/api/admin/blog/posts/${p.id}/`)).statusCode).toBe(404);
  });

  it('stores hostile markdown as written (the device renders it without HTML)', async () => {
    const body = '# Hi\n<script>alert(1)</script>\n[click](javascript:alert(1)) <iframe src="//evil"></iframe>';
    const p = await create({ body_en: body });
    expect((await get(`/api/blog/posts/${p.id}/`)).json().data.body_en).toBe(body);
  });

  it('sets a cover through the photo pipeline (three WebP sizes) and refuses what is not a picture', async () => {
    const p = await create();
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#c1121f' } }).png().toBuffer();
    const boundary = `----fm${randomUUID()}`;
    const form = (buf: Buffer, field = 'photos') =>
      Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`), buf, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const send = (buf: Buffer, field?: string) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/blog/posts/${p.id}/cover/`, headers: { ...bearer(admin.access), ...key(), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: form(buf, field) });
    const res = await send(png);
    expect(res.statusCode).toBe(200);
    const cover = res.json().data.cover;
    expect(cover.card).toMatch(new RegExp(`^/uploads/blog/${p.id}/[0-9a-f-]+-card\\.webp$`));
    const file = await t.app.inject({ method: 'GET', url: cover.card });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
    expect((await send(Buffer.from('not a picture at all'))).statusCode).toBe(400);
    expect((await send(png, 'other')).statusCode).toBe(400);
  });

  it('lists the moderation queue with emails, counts pending, deletes a comment', async () => {
    const p = await create();
    const v = visitor({ body: `Queue me ${randomUUID()}` });
    const id = (await comment(p.id, v)).json().data.id as string;
    const queue = (await get('/api/admin/blog/comments/', bearer(admin.access))).json();
    expect(queue.meta.pending).toBeGreaterThan(0);
    expect(queue.data.find((c: { id: string }) => c.id === id)).toMatchObject({ email: v.email, state: 'pending', post_id: p.id });
    expect((await adminCall('DELETE', `/api/admin/blog/comments/${id}/`)).statusCode).toBe(200);
    expect((await adminCall('POST', `/api/admin/blog/comments/${id}/approve/`)).statusCode).toBe(404);
    expect((await adminCall('POST', '/api/admin/blog/comments/not-an-id/approve/')).statusCode).toBe(404);
  });
});
