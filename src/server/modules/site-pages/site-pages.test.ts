// The privacy policy and terms over HTTP: anyone reads the shipped text in both languages until an Admin edits it;
// only Admins save, from the revision in force (an edit made meanwhile is refused with the page as it is now);
// bad input is a 400, never stored; hostile markdown is stored as typed (the web renders it inert).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { bearer, createTestApp, registerAccount, type TestApp } from '../../test/harness.ts';
import { DEFAULT_PAGES } from './defaults.ts';

let t: TestApp;
async function newAdmin() {
  const account = await registerAccount(t.app);
  await t.database.db.update(users).set({ role: 'Admin' }).where(eq(users.id, account.user.id));
  return account.tokens.access;
}
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const read = (slug: string) => t.app.inject({ method: 'GET', url: `/api/pages/${slug}/` });
const save = (slug: string, access: string | null, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/pages/${slug}/`, headers: { ...(access ? bearer(access) : {}), 'idempotency-key': randomUUID(), ...headers }, payload });
const page = (over: object = {}) => ({ title_en: 'Privacy', title_fr: 'Confidentialité', body_en: '## What we keep\n\nLess.', body_fr: '## Ce que nous gardons\n\nMoins.', revision: 0, ...over });

describe('site pages', () => {
  it('answers the shipped privacy policy and terms in both languages to anyone, and 400 for another page', async () => {
    for (const slug of ['privacy', 'terms'] as const) {
      const res = await read(slug);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ slug, ...DEFAULT_PAGES[slug], revision: 0, updated_at: null });
    }
    expect(DEFAULT_PAGES.privacy.body_en).toContain('Newsletter');
    expect(DEFAULT_PAGES.privacy.body_fr).toContain('infolettre');
    expect((await read('about')).statusCode).toBe(400);
  });

  it('lets only Admins save, from the revision in force; a stale save gets 409 with the page as it is', async () => {
    const buyer = await registerAccount(t.app);
    expect((await save('terms', null, page())).statusCode).toBe(401);
    expect((await save('terms', buyer.tokens.access, page())).statusCode).toBe(403);
    const admin = await newAdmin();
    const first = await save('terms', admin, page({ body_en: '## Rules\n\n<script>alert(1)</script> [x](javascript:alert(1))' }));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ slug: 'terms', title_en: 'Privacy', revision: 1 });
    const after = (await read('terms')).json().data;
    expect(after.body_en).toBe('## Rules\n\n<script>alert(1)</script> [x](javascript:alert(1))');
    expect(after.updated_at).toMatch(/^\d{4}-/);
    const stale = await save('terms', admin, page({ title_en: 'Other', revision: 0 }), { 'accept-language': 'fr' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^Quelqu’un a enregistré cette page/);
    expect(stale.json().current).toMatchObject({ revision: 1, title_en: 'Privacy' });
    expect((await save('terms', admin, page({ title_en: 'Terms', revision: 1 }))).json().data.revision).toBe(2);
  });

  it('refuses empty, too long, unknown or unstorable fields with a 400 and keeps the page', async () => {
    const admin = await newAdmin();
    const before = (await read('privacy')).json().data;
    const empty = await save('privacy', admin, page({ title_fr: ' ', body_en: '' }), { 'accept-language': 'fr' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages).toMatchObject({ title_fr: ['Donnez un titre à la page'], body_en: ['Écrivez le texte de la page'] });
    for (const bad of [page({ body_fr: 'x'.repeat(50_001) }), page({ title_en: 'a\u0000b' }), { ...page(), slug: 'terms' }, page({ revision: -1 }), {}]) {
      expect((await save('privacy', admin, bad)).statusCode).toBe(400);
    }
    expect((await read('privacy')).json().data).toEqual(before);
  });

  it('saves once for the same Idempotency-Key sent twice', async () => {
    const admin = await newAdmin();
    const current = (await read('privacy')).json().data.revision;
    const key = randomUUID();
    const a = await save('privacy', admin, page({ revision: current }), { 'idempotency-key': key });
    const b = await save('privacy', admin, page({ revision: current }), { 'idempotency-key': key });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().data.revision).toBe(current + 1);
    expect((await read('privacy')).json().data.revision).toBe(current + 1);
  });
});
