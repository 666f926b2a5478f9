// Pages of data drawn at request time from the server's own first read (the build's server-side bundle, here a
// stand-in that says what it was given), sent with that answer; kept per language and answer; the build's copy when
// drawing is not possible.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { firstPageRead, GIVEN_READ_ID, PRERENDER_FILE, prerenderKey, SSR_ENTRY } from '../../contract/prerender.ts';
import { inlineJson } from './live-copies.ts';
import { createFarm, createProduct } from '../test/catalogue-fixtures.ts';

const html = { accept: 'text/html' };
let t: TestApp;
let web: string;

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'fm-live-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><html lang="en"><body><div id="root"></div>\n  </body></html>');
  writeFileSync(join(web, PRERENDER_FILE), JSON.stringify({ [prerenderKey('en', '/')]: '<main>home, loading</main>', [prerenderKey('en', '/marketplace')]: '<main>frame, loading</main>' }));
  mkdirSync(join(web, dirname(SSR_ENTRY)), { recursive: true });
  // The bundle's render(path, lang, given): draws how many products it was given and how many times it drew; the
  // home page cannot be drawn (its copy from the build is sent instead).
  writeFileSync(
    join(web, SSR_ENTRY),
    `let drawn = 0;
     export async function render(path, lang, given) {
       if (path === '/') throw new Error('cannot draw');
       const [url, text] = Object.entries(given)[0];
       const { data } = JSON.parse(text);
       const drawing = Array.isArray(data) ? data.length + ' products' : data.name;
       return '<main data-lang="' + lang + '" data-url="' + url + '" data-drawn="' + ++drawn + '">' + drawing + '</main>';
     }`,
  );
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const given = (body: string) => {
  const m = new RegExp(`<script type="application/json" id="${GIVEN_READ_ID}" data-url="([^"]+)" data-lang="(\\w+)">([^<]*)</script>`).exec(body);
  return m ? { url: m[1], lang: m[2], answer: JSON.parse(m[3]!) as unknown } : null;
};

describe('pages drawn at request time', () => {
  it("draws the marketplace from the API's first page and sends that answer with it, kept until the answer changes", async () => {
    const url = firstPageRead('/marketplace', '')!;
    const api = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr' } });
    const page = await t.app.inject({ method: 'GET', url: '/marketplace', headers: { ...html, 'accept-language': 'fr' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<div id="root" data-prerendered="fr"><main data-lang="fr" data-url="${url}" data-drawn="1">${api.json<{ data: unknown[] }>().data.length} products</main></div>`);
    expect(given(page.body)).toEqual({ url, lang: 'fr', answer: api.json() });
    // The same answer: the same drawing, not drawn again; the other language is drawn apart.
    const again = await t.app.inject({ method: 'GET', url: '/marketplace/', headers: { ...html, 'accept-language': 'fr' } });
    expect(again.body).toContain('data-drawn="1"');
    const english = await t.app.inject({ method: 'GET', url: '/marketplace', headers: { ...html, 'accept-language': 'en' } });
    expect(english.body).toContain('data-lang="en"');
    expect(english.body).toContain('data-drawn="2"');
  });

  it("draws a product's page from the API's answer for it (its name, photo and prices in the HTML); not an unknown or hidden one", async () => {
    const farm = await createFarm(t.app.db);
    const id = await createProduct(t.app.db, farm, { name: 'Heirloom carrots' });
    const url = firstPageRead(`/products/details/${id}`, '')!;
    const api = await t.app.inject({ method: 'GET', url });
    const page = await t.app.inject({ method: 'GET', url: `/products/details/${id}`, headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(new RegExp(`<div id="root" data-prerendered="en"><main data-lang="en" data-url="${url}" data-drawn="\\d+">Heirloom carrots</main></div>`));
    expect(given(page.body)).toEqual({ url, lang: 'en', answer: api.json() });
    // No such product, or one buyers may not see (a draft): the plain app, which says 'Product not found'.
    const draft = await createProduct(t.app.db, farm, { name: 'Secret', status: 'Draft' });
    for (const path of [`/products/details/${crypto.randomUUID()}`, `/products/details/${draft}`, '/products/details/not-a-uuid']) {
      const other = await t.app.inject({ method: 'GET', url: path, headers: html });
      expect(other.statusCode).toBe(200);
      expect(other.body).toContain('<div id="root"></div>');
      expect(given(other.body)).toBeNull();
      expect(other.body).not.toContain('Secret');
    }
  });

  it('draws at most 10 new product pages a second: beyond, pages go plain (kept drawings still go); the next second draws again', async () => {
    const farm = await createFarm(t.app.db);
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => createProduct(t.app.db, farm, { name: `Walk ${i}` })));
    t.clock.advance(1000);
    const drawn = async (id: string) => given((await t.app.inject({ method: 'GET', url: `/products/details/${id}`, headers: html })).body) !== null;
    const walk: boolean[] = [];
    for (const id of ids) walk.push(await drawn(id));
    expect(walk).toEqual([...Array<boolean>(10).fill(true), false, false]);
    expect(await drawn(ids[0]!)).toBe(true);
    t.clock.advance(1000);
    expect(await drawn(ids[11]!)).toBe(true);
  });

  it('sends the build copy, and no answer, for a query, a page it cannot draw, or one that is not drawn live', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/marketplace?page=2', headers: html });
    expect(query.body).toContain('<div id="root" data-prerendered="en"><main>frame, loading</main></div>');
    expect(given(query.body)).toBeNull();
    const home = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<main>home, loading</main>');
    expect(given(home.body)).toBeNull();
    const about = await t.app.inject({ method: 'GET', url: '/about', headers: html });
    expect(about.body).toContain('<div id="root"></div>');
  });

  it('an answer in the page cannot end its script element or open a comment, and reads back the same', () => {
    const text = JSON.stringify({ data: [{ name: '</script><script>alert(1)</script><!-- \u2028 \u2029 & >' }] });
    const inlined = inlineJson(text);
    expect(inlined).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(inlined)).toEqual(JSON.parse(text));
  });
});
