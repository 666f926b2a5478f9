// What search engines and link previews get: each page's own head in the HTML the server sends, robots.txt and
// sitemap.xml at PUBLIC_URL, hostile text in a product or post escaped, private and unknown pages not indexed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../db/schema/blog.ts';
import { createFarm, createProduct, type Farm } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { plainText } from './head.ts';
import { PRODUCT_PHOTO_SIZES, productPhotoSrcSet } from '../../../contract/product-photo.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="FreshMarket: generic." />
    <title>FreshMarket — generic</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
const PUBLIC_URL = 'https://freshmarket.example.ca';

let t: TestApp;
let web: string;
let farm: Farm;
let carrots: string;
let hostile: string;
let hidden: string;
beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'fm-seo-'));
  writeFileSync(join(web, 'index.html'), INDEX);
  t = await createTestApp({ WEB_DIST: web, PUBLIC_URL });
  farm = await createFarm(t.app.db);
  carrots = await createProduct(t.app.db, farm, { name: 'Rainbow Carrots', nameFr: 'Carottes arc-en-ciel', description: 'Sweet **rainbow** carrots, pulled this morning.' });
  hostile = await createProduct(t.app.db, farm, { name: '</title><script>alert(1)</script>', description: '"><img src=x onerror=alert(1)>' });
  hidden = await createProduct(t.app.db, farm, { name: 'Secret Draft', status: 'Draft' });
  const now = t.clock.now();
  await t.app.db.insert(blogPosts).values([
    { slug: 'winter-storage', titleEn: 'Keeping roots all winter', titleFr: 'Garder les légumes racines tout l’hiver', summaryEn: 'Cold, dark and damp.', summaryFr: 'Froid, sombre et humide.', bodyEn: 'x', bodyFr: 'x', category: 'storage', state: 'published', publishAt: new Date(now.getTime() - 86_400_000), authorName: 'Admin' },
    { slug: 'not-yet', titleEn: 'Scheduled', titleFr: 'Programmé', summaryEn: 's', summaryFr: 's', bodyEn: 'x', bodyFr: 'x', category: 'news', state: 'scheduled', publishAt: new Date(now.getTime() + 86_400_000), authorName: 'Admin' },
    { slug: 'a-draft', titleEn: 'Draft', titleFr: 'Brouillon', summaryEn: 's', summaryFr: 's', bodyEn: 'x', bodyFr: 'x', category: 'news', state: 'draft', authorName: 'Admin' },
  ]);
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const page = (url: string, lang = 'en') => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': lang } });
const meta = (html: string, attr: string) => new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)"`).exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('the head of each page', () => {
  it("a product page names the product, in the reader's language, with its photo and its own address", async () => {
    const en = await page(`/products/details/${carrots}`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/text\/html/);
    expect(en.headers.vary).toMatch(/Accept-Language/);
    expect(title(en.body)).toBe('Rainbow Carrots — FreshMarket');
    expect(meta(en.body, 'description')).toBe('Sweet rainbow carrots, pulled this morning.');
    expect(meta(en.body, 'og:image')).toBe(`${PUBLIC_URL}/uploads/demo/carrot-full.webp`);
    expect(meta(en.body, 'og:url')).toBe(`${PUBLIC_URL}/products/details/${carrots}`);
    expect(en.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/products/details/${carrots}" />`);
    expect(en.body).toContain('<div id="root"></div>');
    // The main photo is preloaded exactly as the gallery asks for it (the API's addresses, its srcset and sizes):
    // one download, started beside the app's code.
    const api = await t.app.inject({ method: 'GET', url: `/api/product/products/${carrots}/` });
    const first = api.json<{ data: { images: Array<{ thumb: string; card: string; full: string }> } }>().data.images[0]!;
    expect(en.body).toContain(
      `<link rel="preload" as="image" href="${first.full}" imagesrcset="${productPhotoSrcSet(first)}" imagesizes="${PRODUCT_PHOTO_SIZES}" fetchpriority="high" />`,
    );
    expect((await page('/about')).body).not.toContain('rel="preload" as="image"');
    const fr = await page(`/products/details/${carrots}`, 'fr-CA,fr;q=0.9');
    expect(title(fr.body)).toBe('Carottes arc-en-ciel — FreshMarket');
    expect(fr.body).toContain('<html lang="fr"');
    expect(meta(fr.body, 'og:locale')).toBe('fr_CA');
  });

  it('escapes a hostile product name and description: no tag of theirs reaches the page', async () => {
    const res = await page(`/products/details/${hostile}`);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('<img src=x');
    expect(title(res.body)).toBe('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; — FreshMarket');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('a draft, unknown or malformed product gets the generic head and noindex', async () => {
    const malformed = await page('/products/details/%00%ZZ');
    expect(malformed.statusCode).toBe(400);
    for (const url of [`/products/details/${hidden}`, '/products/details/00000000-0000-4000-8000-000000000000', '/products/details/%E2%80%AEx%3Cb%3E', `/products/details/${'a'.repeat(200)}`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(title(res.body), url).toBe('FreshMarket — fresh produce from Canadian farms');
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(res.body, url).not.toContain('Secret Draft');
    }
  });

  it('a live blog post has its title and summary as an article; scheduled and draft posts are not revealed', async () => {
    const live = await page('/blog/winter-storage', 'fr');
    expect(title(live.body)).toBe('Garder les légumes racines tout l’hiver — FreshMarket');
    expect(meta(live.body, 'og:type')).toBe('article');
    expect(meta(live.body, 'description')).toBe('Froid, sombre et humide.');
    for (const slug of ['not-yet', 'a-draft']) {
      const res = await page(`/blog/${slug}`);
      expect(res.body).not.toMatch(/Scheduled|Draft —/);
      expect(res.body).toContain('noindex');
    }
  });

  it('the public pages have their own words in both languages; private pages are not indexed', async () => {
    const market = await page('/marketplace', 'fr');
    expect(title(market.body)).toBe('Marché — FreshMarket');
    const pricewise = await page('/pricewise');
    expect(title(pricewise.body)).toMatch(/^Pricewise/);
    const cart = await page('/cart');
    expect(cart.body).toContain('noindex');
  });

  it('/ is the home page for any client, not only browsers asking for HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps robots out of the API and private pages and names the sitemap at PUBLIC_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('sitemap.xml lists public pages, public products and live posts, and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/marketplace`);
    expect(locs).toContain(`${PUBLIC_URL}/products/details/${carrots}`);
    expect(locs).toContain(`${PUBLIC_URL}/blog/winter-storage`);
    expect(locs).not.toContain(`${PUBLIC_URL}/products/details/${hidden}`);
    expect(locs.filter((l) => l!.includes('/blog/not-yet') || l!.includes('/blog/a-draft'))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe('plainText', () => {
  it('flattens markdown to one line and cuts long text at a word', () => {
    expect(plainText('# Title\n\n**Bold** and [a link](http://x)')).toBe('Title Bold and a link http://x');
    const long = plainText('word '.repeat(100), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('…')).toBe(true);
  });
});
