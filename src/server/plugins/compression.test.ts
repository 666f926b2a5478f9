// Thin links: static assets leave as the build's Brotli or gzip copy, API answers are compressed on the fly
// above a threshold, small answers and request bodies are left alone.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDist } from '../../../scripts/compress-dist.mjs';
import { createFarm, createProduct } from '../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { COMPRESS_THRESHOLD_BYTES } from './compression.ts';

let t: TestApp;
let web: string;
const script = Array.from({ length: 600 }, (_, i) => `export const value${i} = "fresh produce ${i}";`).join('\n');

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'fm-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), `<!doctype html><title>FreshMarket</title>${'<!-- padding -->'.repeat(100)}`);
  writeFileSync(join(web, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(web, 'assets', 'tiny-abc123.js'), 'console.log(1);');
  compressDist(web);
  t = await createTestApp({ WEB_DIST: web });
  const farm = await createFarm(t.database.db);
  for (let i = 0; i < 6; i++) await createProduct(t.database.db, farm, { name: `Carrots ${i}` });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('precompressed static assets', () => {
  it('the build writes .br and .gz beside text assets, and skips files too small to gain', () => {
    const br = readFileSync(join(web, 'assets', 'index-abc123.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(web, 'assets', 'index-abc123.js.gz'))).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 4);
    expect(() => readFileSync(join(web, 'assets', 'tiny-abc123.js.br'))).toThrow();
  });

  it('sends the Brotli copy to a browser that accepts it, with its length, Vary and a year of caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBe(readFileSync(join(web, 'assets', 'index-abc123.js.br')).length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a client without Brotli and the plain file to one that accepts neither', async () => {
    const gz = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('serves the app page compressed too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    // Its head filled for '/' (modules/seo): the same page in each language, each compressed.
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>FreshMarket — fresh produce from Canadian farms</title>');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.vary).toMatch(/accept-language/i);
  });
});

describe('API answers', () => {
  it('compresses an answer above the threshold and says so', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/product/products/?page=1' });
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const res = await t.app.inject({ method: 'GET', url: '/api/product/products/?page=1', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('never inflates a compressed request body: it is refused as a bad request, not expanded', async () => {
    const bomb = gzipSync(Buffer.alloc(5 * 1024 * 1024, 0x20));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/login/',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: bomb,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('conditional GETs of the public catalogue', () => {
  it('answers 304 with no body when the list is unchanged, and 200 with a new tag once it changes', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/product/products/?page=1', headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/product/products/?page=1', headers: { 'if-none-match': etag, 'accept-encoding': 'br' } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
    // The same tag whatever the encoding: it names the JSON, not the bytes on the wire.
    const plain = await t.app.inject({ method: 'GET', url: '/api/product/products/?page=1', headers: { 'if-none-match': etag } });
    expect(plain.statusCode).toBe(304);

    await createProduct(t.database.db, await createFarm(t.database.db), { name: 'Parsnips' });
    const changed = await t.app.inject({ method: 'GET', url: '/api/product/products/?page=1', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.some((p: { name: string }) => p.name === 'Parsnips')).toBe(true);
  });

  it('tags categories, and only the routes that opt in', async () => {
    const categories = await t.app.inject({ method: 'GET', url: '/api/product/categories/' });
    expect(categories.headers.etag).toBeDefined();
    const cached = await t.app.inject({ method: 'GET', url: '/api/product/categories/', headers: { 'if-none-match': `"x", ${categories.headers.etag as string}` } });
    expect(cached.statusCode).toBe(304);
    const provinces = await t.app.inject({ method: 'GET', url: '/api/account/provinces/', headers: { 'if-none-match': '*' } });
    expect(provinces.statusCode).toBe(200);
    expect(provinces.headers.etag).toBeUndefined();
  });
});
